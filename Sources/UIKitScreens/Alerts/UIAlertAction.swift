/// A button of an alert or action sheet, as UIKit's `UIAlertAction`. Its handler runs once the
/// alert has been dismissed.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable { case `default` = 0, cancel = 1, destructive = 2 }

    public let title: String?
    public let style: Style
    open var isEnabled = true { didSet { onChange?() } }
    let handler: ((UIAlertAction) -> Void)?

    /// Told when `isEnabled` changes, so the alert redraws the button.
    var onChange: (() -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
