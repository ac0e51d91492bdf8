// A scroll view's refresh control: placed above the content's top, told how far the content is
// pulled, and, while refreshing, holding the content below it with extra top inset.
extension UIScrollView {
    /// The extra top inset a refreshing control holds.
    /// (A refresh the finger began still under way adds none yet, so the content does not jump under it.)
    var refreshControlInset: CGFloat {
        guard let control = refreshControlStorage, control.isRefreshing, !(control.triggeredInThisDrag && isDragging) else { return 0 }
        return UIRefreshControl.height
    }

    func attachRefreshControl(_ control: UIRefreshControl?, replacing old: UIRefreshControl?) {
        if old !== control { old?.removeFromSuperview() }
        guard let control else { return }
        control.scrollView = self
        insertSubview(control, at: 0)
        placeRefreshControl()
    }

    func placeRefreshControl() {
        guard let control = refreshControlStorage else { return }
        let top = adjustedContentInset.top - refreshControlInset
        let frame = CGRect(x: 0, y: -top - UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
        if control.frame != frame { control.frame = frame }
    }

    /// The content moved: how far past its top is it pulled?
    func updateRefreshControlForScroll() {
        guard let control = refreshControlStorage else { return }
        let pulled = -(contentOffset.y + adjustedContentInset.top - refreshControlInset)
        control.contentPulled(pulled, dragging: isDragging)
    }

    /// The drag ended: a refresh it began now holds the content below the control.
    func refreshControlDragEnded() {
        guard let control = refreshControlStorage, control.triggeredInThisDrag else { return }
        control.triggeredInThisDrag = false
        contentGeometryDidChange()
    }

    /// Refreshing began or ended from code: content resting at the top moves to show or hide the control.
    func refreshControlDidChangeState(animated: Bool) {
        let newTop = adjustedContentInset.top, oldTop = reportedAdjustedInset.top
        if drag == nil && newTop != oldTop && abs(contentOffset.y + oldTop) < 0.5 {
            setContentOffset(CGPoint(x: contentOffset.x, y: -newTop), animated: animated)
        }
        contentGeometryDidChange()
        if refreshControlStorage?.isRefreshing == false { refreshControlStorage?.pullProgress = 0 }
    }
}
