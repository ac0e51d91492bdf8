import Foundation
import InterfaceBuilder

// A navigation controller's `<navigationBar key="navigationBar">`: large titles, colours, title
// attributes and translucency of the bar the controller owns. Its frame is the canvas's; the controller places it.
extension UINavigationBar {
    func decodeArchivedBar(_ archive: InterfaceBuilderCoder) {
        let element = archive.element
        if navigationController != nil { decodeOwnedBarViewProperties(from: archive) }
        if element.bool("largeTitles") == true { prefersLargeTitles = true }
        if element["barStyle"] == "black" || element["barStyle"] == "blackTranslucent" { barStyle = .black }
        if let tint = archive.color("tintColor") { tintColor = tint }
        if let tint = archive.color("barTintColor") { barTintColor = tint }
        if let translucent = element.bool("translucent") { isTranslucent = translucent }
        if let attributes = archive.textAttributes("titleTextAttributes") { titleTextAttributes = attributes }
        standardAppearance = archive.barAppearance("standardAppearance", into: UINavigationBarAppearance()) ?? standardAppearance
        compactAppearance = archive.barAppearance("compactAppearance", into: UINavigationBarAppearance()) ?? compactAppearance
        scrollEdgeAppearance = archive.barAppearance("scrollEdgeAppearance", into: UINavigationBarAppearance()) ?? scrollEdgeAppearance
        compactScrollEdgeAppearance = archive.barAppearance("compactScrollEdgeAppearance", into: UINavigationBarAppearance()) ?? compactScrollEdgeAppearance
        archive.unarchiver.source.warnUnreadProperties(of: element)
    }
}
