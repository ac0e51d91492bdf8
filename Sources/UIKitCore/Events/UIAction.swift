/// A closure-based action, as UIKit's `UIAction`.
@preconcurrency @MainActor
public final class UIAction {
    public let title: String
    public let handler: (UIAction) -> Void
    public private(set) weak var sender: AnyObject?

    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }

    func withSender(_ sender: AnyObject) -> UIAction {
        let copy = UIAction(title: title, handler: handler)
        copy.sender = sender
        return copy
    }
}
