// The mouse wheel and the trackpad's two-finger scroll: they scroll the innermost scroll view under
// the pointer that can still move that way, as they do in an iPad app with a trackpad.
extension UIWindow {
    /// Points of content scrolled by one notch of a mouse wheel (a trackpad reports fractions).
    package static let pointsPerWheelNotch: CGFloat = 40

    /// Scrolls by `delta` points (positive y shows content further down) under `location` (window
    /// points). Returns whether a scroll view moved.
    @discardableResult
    package func handleScrollWheel(_ delta: CGVector, at location: CGPoint) -> Bool {
        guard delta.dx != 0 || delta.dy != 0, activeTouch == nil else { return false }
        var view = hitTest(location, with: nil)
        while let current = view {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled, scrollView.wheelCanMove(by: delta) {
                return scrollView.scrollByWheel(delta)
            }
            view = current.superview
        }
        return false
    }
}

extension UIScrollView {
    /// Whether the content can still move by `delta` without passing its edges.
    func wheelCanMove(by delta: CGVector) -> Bool {
        clampedOffset(CGPoint(x: contentOffset.x + (scrollsHorizontally ? delta.dx : 0),
                              y: contentOffset.y + (scrollsVertically ? delta.dy : 0))) != contentOffset
    }

    /// A wheel scroll: the content moves by `delta`, held inside its edges (the wheel never
    /// stretches it), and the indicators show, then fade.
    func scrollByWheel(_ delta: CGVector) -> Bool {
        guard drag == nil else { return false }
        stopMotion()
        let target = clampedOffset(CGPoint(x: contentOffset.x + (scrollsHorizontally ? delta.dx : 0),
                                           y: contentOffset.y + (scrollsVertically ? delta.dy : 0)))
        guard target != contentOffset else { return false }
        showIndicators()
        contentOffset = target
        hideIndicatorsAfterDelay()
        return true
    }
}
