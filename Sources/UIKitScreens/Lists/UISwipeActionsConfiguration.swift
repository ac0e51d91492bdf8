/// The actions a swipe on one side of a row reveals, as UIKit's `UISwipeActionsConfiguration`.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// A full swipe performs the first action.
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
