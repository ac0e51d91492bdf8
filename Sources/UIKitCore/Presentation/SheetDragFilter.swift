/// Keeps the sheet's own drag off touches that start in a vertically scrolling scroll view: that
/// scroll view drags and hands the sheet what it does not use (UISheetPresentationController+Dragging).
@MainActor
final class SheetDragFilter: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        var view = touch.view
        while let current = view, current !== gestureRecognizer.view {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled, scrollView.scrollsVertically {
                return false
            }
            view = current.superview
        }
        return true
    }
}
