import Foundation
import InterfaceBuilder

// A `<toolbar>` as Interface Builder writes it: `<items>` of bar button items, `barStyle`,
// `translucent`, and the tint and bar tint colours. A navigation controller's own
// `<toolbar key="toolbar">` is read the same way onto the controller's bar.
extension UIToolbar {
    func decodeArchivedToolbar(_ archive: InterfaceBuilderCoder) {
        let element = archive.element
        if element["barStyle"] == "black" || element["barStyle"] == "blackTranslucent" { barStyle = .black }
        if let translucent = element.bool("translucent") { isTranslucent = translucent }
        if let tint = archive.color("tintColor") { tintColor = tint }
        if let tint = archive.color("barTintColor") { barTintColor = tint }
        standardAppearance = archive.barAppearance("standardAppearance", into: UIToolbarAppearance()) ?? standardAppearance
        compactAppearance = archive.barAppearance("compactAppearance", into: UIToolbarAppearance()) ?? compactAppearance
        scrollEdgeAppearance = archive.barAppearance("scrollEdgeAppearance", into: UIToolbarAppearance()) ?? scrollEdgeAppearance
        compactScrollEdgeAppearance = archive.barAppearance("compactScrollEdgeAppearance", into: UIToolbarAppearance()) ?? compactScrollEdgeAppearance
        if let list = element.child(named: "items") {
            items = list.children.compactMap { archive.unarchiver.makeObject($0) as? UIBarButtonItem }
        }
    }

    /// A navigation controller's `<toolbar key="toolbar">`: read onto the controller's bar, whose
    /// frame and background colour are the canvas's (the controller places it).
    func decodeOwnedToolbar(_ archive: InterfaceBuilderCoder) {
        decodeOwnedBarViewProperties(from: archive)
        decodeArchivedToolbar(archive)
        archive.unarchiver.source.warnUnreadProperties(of: archive.element)
    }
}
