/// The edit menu's and the keyboard shortcuts' actions, as UIKit's
/// `UIResponderStandardEditActions`. Every `UIResponder` has them (UIKit's class adopts the
/// protocol), so a view of the app's own writes `override func copy(_ sender: Any?)`; text fields
/// and text views implement them. Each is optional in UIKit, a no-op here by default.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func pasteAndMatchStyle(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
    func toggleBoldface(_ sender: Any?)
    func toggleItalics(_ sender: Any?)
    func toggleUnderline(_ sender: Any?)
    func increaseSize(_ sender: Any?)
    func decreaseSize(_ sender: Any?)
}

extension UIResponderStandardEditActions {
    public func cut(_ sender: Any?) {}
    public func copy(_ sender: Any?) {}
    public func paste(_ sender: Any?) {}
    public func pasteAndMatchStyle(_ sender: Any?) {}
    public func select(_ sender: Any?) {}
    public func selectAll(_ sender: Any?) {}
    public func delete(_ sender: Any?) {}
    public func toggleBoldface(_ sender: Any?) {}
    public func toggleItalics(_ sender: Any?) {}
    public func toggleUnderline(_ sender: Any?) {}
    public func increaseSize(_ sender: Any?) {}
    public func decreaseSize(_ sender: Any?) {}
}

/// One of the standard edit actions, as a keyboard shortcut or the edit menu sends it to a responder.
package enum StandardEditAction: String, CaseIterable, Sendable {
    // In the order of the edit menu's standard section (UIMenuBuilder's `.standardEdit`).
    case cut = "cut:", copy = "copy:", paste = "paste:", delete = "delete:", select = "select:", selectAll = "selectAll:"

    /// The action's Objective-C name, as `#selector(copy(_:))` spells it.
    package var selector: Selector { Selector(rawValue) }

    /// The title the edit menu shows.
    package var title: String {
        switch self {
        case .cut: "Cut"
        case .copy: "Copy"
        case .paste: "Paste"
        case .delete: "Delete"
        case .select: "Select"
        case .selectAll: "Select All"
        }
    }

    /// Sends the action to `responder`.
    @MainActor
    package func send(to responder: UIResponder, sender: Any?) {
        switch self {
        case .cut: responder.cut(sender)
        case .copy: responder.copy(sender)
        case .paste: responder.paste(sender)
        case .delete: responder.delete(sender)
        case .select: responder.select(sender)
        case .selectAll: responder.selectAll(sender)
        }
    }
}
