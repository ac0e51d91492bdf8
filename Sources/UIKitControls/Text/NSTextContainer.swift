import Foundation

/// The region a text view lays its text out in, as TextKit's `NSTextContainer`: as wide as the text
/// view less its `textContainerInset`, with `lineFragmentPadding` (5 points by default) kept clear
/// at both ends of every line, and at most `maximumNumberOfLines` lines (0: no limit).
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The container's size; a text view's follows its own width (`widthTracksTextView`).
    open var size: CGSize { didSet { textView?.textLayoutDidChange() } }
    open var lineFragmentPadding: CGFloat = 5 { didSet { textView?.textLayoutDidChange() } }
    open var maximumNumberOfLines = 0 { didSet { textView?.textLayoutDidChange() } }
    /// How the last line allowed ends when there is more text: truncating modes end it with "…".
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { textView?.textLayoutDidChange() } }
    /// Whether the container takes the text view's width (less the insets) as it changes.
    open var widthTracksTextView = true { didSet { textView?.textLayoutDidChange() } }
    /// Accepted and said once: the container's height never limits the text here.
    open var heightTracksTextView = false {
        didSet { if heightTracksTextView { Diagnostics.warnOnce("textContainer.heightTracksTextView", "NSTextContainer.heightTracksTextView is not honoured; the text is laid out at any height.") } }
    }
    /// The text view that lays its text out here, told when a property changes.
    weak var textView: UITextView?

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public convenience override init() { self.init(size: .zero) }
}
