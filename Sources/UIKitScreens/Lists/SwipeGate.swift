/// The delegate of a table's swipe recognizer: lets it begin only for horizontal drags on rows with
/// swipe actions, so vertical drags scroll.
@MainActor
final class SwipeGate: UIGestureRecognizerDelegate {
    weak var tableView: UITableView?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tableView, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        return tableView.shouldBeginSwipe(pan)
    }
}
