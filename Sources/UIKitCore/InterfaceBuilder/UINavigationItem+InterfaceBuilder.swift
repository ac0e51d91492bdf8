import Foundation
import InterfaceBuilder

// A `<navigationItem>`: a controller's, or one of a standalone navigation bar's `<items>`.
extension UINavigationItem {
    package func decodeArchivedItem(_ archive: InterfaceBuilderCoder) {
        let item = self
        archive.unarchiver.register(item, for: archive.element)
        if let title = archive.text("title") { item.title = title }
        if let prompt = archive.text("prompt") { item.prompt = prompt }
        if let back = archive.text("backButtonTitle") { item.backButtonTitle = back }
        switch archive.element["largeTitleDisplayMode"] {
        case "always"?: item.largeTitleDisplayMode = .always
        case "never"?: item.largeTitleDisplayMode = .never
        default: break
        }
        func barItem(_ key: String) -> UIBarButtonItem? {
            archive.element.child(key: key).flatMap { archive.unarchiver.makeObject($0) as? UIBarButtonItem }
        }
        func barItems(_ key: String) -> [UIBarButtonItem]? {
            guard let list = archive.element.child(key: key) else { return nil }
            return list.children.compactMap { archive.unarchiver.makeObject($0) as? UIBarButtonItem }
        }
        if let left = barItems("leftBarButtonItems") { item.leftBarButtonItems = left } else if let left = barItem("leftBarButtonItem") { item.leftBarButtonItem = left }
        if let right = barItems("rightBarButtonItems") { item.rightBarButtonItems = right } else if let right = barItem("rightBarButtonItem") { item.rightBarButtonItem = right }
        if let back = barItem("backBarButtonItem") { item.backBarButtonItem = back }
        if let titleView = archive.element.child(key: "titleView") { item.titleView = archive.unarchiver.makeObject(titleView) as? UIView }
    }
}
