import Foundation

/// An item of a share sheet made only once the user chose where it goes, as UIKit's
/// `UIActivityItemProvider`: an operation whose `item` (a subclass's override does the work) the
/// sheet asks for after an activity is picked, showing and matching the placeholder until then.
/// UIKit runs the operation on a background queue while the sheet waits; the lab runs it on the
/// main thread when the activity starts, as the host's frame clock has no background time.
open class UIActivityItemProvider: Operation, @unchecked Sendable {
    /// What the sheet shows and matches activities against before the item is made.
    public let placeholderItem: Any?
    /// The activity the item is being made for; nil until one is chosen.
    public private(set) var activityType: UIActivity.ActivityType?
    private var madeItem: Any?

    public init(placeholderItem: Any) {
        self.placeholderItem = placeholderItem
        super.init()
    }

    /// The item to share: subclasses make it here (UIKit asks on a background thread; code that
    /// touches UIKit objects must not rely on it being the main one). The default is the placeholder.
    open var item: Any { placeholderItem as Any }

    /// Makes the item (`item`), as the operation's work.
    open override func main() {
        madeItem = item
    }

    @MainActor
    open func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        placeholderItem as Any
    }

    /// Runs the operation for `activityType` (once) and gives the item it made.
    @MainActor
    open func activityViewController(_ activityViewController: UIActivityViewController,
                                     itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        if !isFinished && !isExecuting {
            self.activityType = activityType
            start()
        }
        return madeItem
    }
}

extension UIActivityItemProvider: UIActivityItemSource {}
