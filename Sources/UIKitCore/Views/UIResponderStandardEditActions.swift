/// The edit menu's and the keyboard shortcuts' actions, as UIKit's
/// `UIResponderStandardEditActions`: text fields and text views implement them; a responder of
/// the app's own implements those it handles (each is optional in UIKit, a no-op here by default).
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
}

extension UIResponderStandardEditActions {
    public func cut(_ sender: Any?) {}
    public func copy(_ sender: Any?) {}
    public func paste(_ sender: Any?) {}
    public func selectAll(_ sender: Any?) {}
    public func delete(_ sender: Any?) {}
}

/// One of the standard edit actions, as a keyboard shortcut sends it to the first responder.
package enum StandardEditAction: Sendable { case cut, copy, paste, selectAll }
