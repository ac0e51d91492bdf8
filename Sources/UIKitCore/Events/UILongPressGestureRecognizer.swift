/// Recognizes a press held still for `minimumPressDuration`: it begins then (a continuous gesture),
/// reports changes as the touch moves, and ends when it lifts, as UIKit's
/// `UILongPressGestureRecognizer`. Moving more than `allowableMovement` before it begins fails it.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTouchesRequired = 1
    /// Full taps before the press: 1 makes it a tap followed by a held press.
    open var numberOfTapsRequired = 0

    private var downLocation: CGPoint = .zero
    /// When the press becomes long, while the touch is down and still undecided.
    private(set) var pressDeadline: TimeInterval?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // The fingers of a sequence come down together here: other than the required count, no press.
        guard touches.count == numberOfTouchesRequired, let touch = touches.first else { state = .failed; return }
        guard touch.tapCount == numberOfTapsRequired + 1 else { state = .failed; return }
        downLocation = location(in: nil)
        pressDeadline = event.timestamp + Swift.max(0, minimumPressDuration)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            let point = location(in: nil)
            if hypot(point.x - downLocation.x, point.y - downLocation.y) > allowableMovement {
                pressDeadline = nil
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        pressDeadline = nil
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        pressDeadline = nil
        super.touchesCancelled(touches, with: event)
    }

    /// Begins once the press has lasted long enough (called every frame while the touch is down).
    func checkDeadline(now: TimeInterval) {
        guard let deadline = pressDeadline, state == .possible, now >= deadline else { return }
        pressDeadline = nil
        state = .began
    }

    open override func reset() {
        pressDeadline = nil
    }
}
