/// A responder that takes typed text, as UIKit's `UIKeyInput`: the window sends what is typed on the
/// keyboard to the first responder through it.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
