// What the two-finger recognizers (pinch, rotation) read from their touches.

/// Two fingers' span in window points: how far apart they are and the angle of the line from the
/// first to the second (radians, clockwise on screen, as UIKit's rotation counts).
struct FingerSpan: Equatable {
    var distance: CGFloat
    var angle: CGFloat

    /// The distance the fingers must change by, along or across their line, before a two-finger
    /// gesture begins: the pan's hysteresis, so one finger resting and one moving a little is neither.
    static let hysteresis: CGFloat = UIPanGestureRecognizer.hysteresis

    /// The signed turn from `other` to this span, in (-π, π]: a single step never wraps.
    func turn(since other: FingerSpan) -> CGFloat {
        var turn = angle - other.angle
        while turn > .pi { turn -= 2 * .pi }
        while turn <= -.pi { turn += 2 * .pi }
        return turn
    }
}

extension UIGestureRecognizer {
    /// The span of the first two tracked fingers, or nil with fewer than two.
    var fingerSpan: FingerSpan? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].locationInWindow, b = trackedTouches[1].locationInWindow
        return FingerSpan(distance: hypot(b.x - a.x, b.y - a.y), angle: atan2(b.y - a.y, b.x - a.x))
    }

    /// The fingers lifted: a two-finger gesture under way ends, one that never began fails.
    func endTwoFingerGesture() {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    /// A two-finger gesture moved: one under way changes; one still possible begins once `hasMoved`.
    func advanceTwoFingerGesture(hasMoved: Bool) {
        switch state {
        case .possible: if hasMoved { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }
}
