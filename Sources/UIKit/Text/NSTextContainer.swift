import Foundation

/// The region a text view lays its text out in, as TextKit's `NSTextContainer`: as wide as the text
/// view less its `textContainerInset`, with `lineFragmentPadding` (5 points by default) kept clear
/// at both ends of every line, and at most `maximumNumberOfLines` lines (0: no limit).
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The container's size; a text view's follows its own width (`widthTracksTextView`).
    open var size: CGSize { didSet { textView?.textContainerDidChange() } }
    open var lineFragmentPadding: CGFloat = 5 { didSet { textView?.textContainerDidChange() } }
    open var maximumNumberOfLines = 0 { didSet { textView?.textContainerDidChange() } }
    /// How the last line allowed ends when there is more text: truncating modes end it with "…".
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { textView?.textContainerDidChange() } }
    /// Whether the container takes the text view's width (less the insets) as it changes.
    open var widthTracksTextView = true { didSet { textView?.textContainerDidChange() } }
    open var heightTracksTextView = false
    /// The text view that lays its text out here, told when a property changes.
    weak var textView: UITextView?

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public convenience override init() { self.init(size: .zero) }
}
