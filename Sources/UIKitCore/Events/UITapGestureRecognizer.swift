/// Recognizes taps: the touch goes up within `allowableMovement` points of where it went down.
/// A discrete gesture: its action is sent once, on `.ended`.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    /// How far a touch may wander and still be a tap (UIKit's figure for a finger).
    let allowableMovement: CGFloat = 10
    /// How long after a tap the next one of a multi-tap may start.
    package static let multiTapInterval: TimeInterval = 0.35

    private var downLocation: CGPoint = .zero
    private var tapsSoFar = 0
    var multiTapDeadline: TimeInterval?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // The fingers of a sequence come down together here: other than the required count, no tap.
        guard touches.count == numberOfTouchesRequired else { state = .failed; return }
        downLocation = location(in: nil)
        multiTapDeadline = nil
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        let point = location(in: nil)
        if hypot(point.x - downLocation.x, point.y - downLocation.y) > allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        tapsSoFar += 1
        if tapsSoFar >= numberOfTapsRequired {
            state = .ended
        } else {
            multiTapDeadline = event.timestamp + UITapGestureRecognizer.multiTapInterval
        }
    }

    /// Fails a multi-tap that waited too long for its next tap.
    func checkDeadline(now: TimeInterval) {
        if let deadline = multiTapDeadline, now > deadline, state == .possible {
            multiTapDeadline = nil
            tapsSoFar = 0
            state = .failed
            resetAfterTouchSequence()
        }
    }

    /// Whether the recognizer is between the taps of a multi-tap and must keep its state.
    var isWaitingForNextTap: Bool { multiTapDeadline != nil && state == .possible }

    open override func reset() {
        if !isWaitingForNextTap { tapsSoFar = 0 }
    }
}
