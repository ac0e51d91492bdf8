/// A scroll view's pan. Besides dragging, the finger's first touch on the content makes the scroll
/// view track at once and catches a gliding one where it is, as UIKit's does (Apple,
/// *isTracking*: true "when the user has touched the content view but might not have yet started
/// dragging it").
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.fingerDidTouchContent()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        scrollView?.fingerDidLeaveContent()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        scrollView?.fingerDidLeaveContent()
    }
}

extension UIScrollView {
    /// A finger came down on the content: tracking from now, and a glide stops under it.
    func fingerDidTouchContent() {
        isTracking = true
        stopMotion()
    }

    /// The finger lifted without dragging (a drag ends its tracking itself): content caught past
    /// an edge, or between pages, springs to where it may rest.
    func fingerDidLeaveContent() {
        guard drag == nil else { return }
        isTracking = false
        let target = clampedOffset(restingOffset(from: contentOffset, velocity: .zero))
        if motion == nil && target != contentOffset { startSpring(to: target, velocity: .zero) }
    }
}
