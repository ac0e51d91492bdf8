import Foundation
import InterfaceBuilder

// A navigation controller's `<navigationBar key="navigationBar">`: large titles, colours, title
// attributes and translucency of the bar the controller owns. Its frame is the canvas's; the controller places it.
extension UINavigationBar {
    func decodeArchivedBar(_ archive: InterfaceBuilderCoder) {
        let element = archive.element
        element.markRead(attributes: ["contentMode", "insetsLayoutMarginsFromSafeArea"], keys: ["frame", "autoresizingMask"])
        if element.bool("largeTitles") == true { prefersLargeTitles = true }
        if let tint = archive.color("tintColor") { tintColor = tint }
        if let tint = archive.color("barTintColor") { barTintColor = tint }
        if let translucent = element.bool("translucent") { isTranslucent = translucent }
        if let attributes = textAttributes(archive, "titleTextAttributes") { titleTextAttributes = attributes }
        archive.unarchiver.source.warnUnreadProperties(of: element)
    }

    /// A `<textAttributes>`: the font and colour of a title.
    private func textAttributes(_ archive: InterfaceBuilderCoder, _ key: String) -> [NSAttributedString.Key: Any]? {
        guard let element = archive.element.child(key: key), element.name == "textAttributes" else { return nil }
        let coder = archive.coder(for: element)
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font = coder.font() { attributes[.font] = font }
        if let color = coder.color("textColor"), let color { attributes[.foregroundColor] = color }
        return attributes
    }
}
