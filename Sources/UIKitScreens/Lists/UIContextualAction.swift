/// A button shown when a row is swiped, as UIKit's `UIContextualAction`. The handler gets the
/// action, the button's view and a completion to call with whether it was performed.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable { case normal, destructive }
    public typealias CompletionHandler = (Bool) -> Void
    public typealias Handler = (UIContextualAction, UIView, @escaping CompletionHandler) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    /// Shown white in the button: alone in a row under 91 points tall, above the title in a taller one.
    open var image: UIImage?
    /// Red for destructive actions and grey otherwise, as UIKit colours them until set.
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }
    private var storedBackgroundColor: UIColor?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
