/// Recognizes a drag: it begins once the touch has moved 10 points, then reports changes until the
/// touch lifts. `translation(in:)` and `velocity(in:)` describe the movement.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    /// The distance a touch must move before a pan begins (UIKit's hysteresis).
    nonisolated static let hysteresis: CGFloat = 10

    private var startInWindow: CGPoint = .zero
    private var translationOffset: CGPoint = .zero
    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    /// Movement since the pan began, in the coordinates of `view` (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return translationOffset }
        let current = location(in: nil)
        let delta = CGPoint(x: current.x - startInWindow.x + translationOffset.x,
                            y: current.y - startInWindow.y + translationOffset.y)
        return vectorInView(delta, view)
    }

    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let inWindow = vectorToWindow(translation, view)
        if !trackedTouches.isEmpty { startInWindow = location(in: nil) }
        translationOffset = inWindow
    }

    /// Points per second, from the samples of the last 100 ms.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last,
              let first = samples.first(where: { last.time - $0.time <= 0.1 }), last.time > first.time else { return .zero }
        let duration = CGFloat(last.time - first.time)
        let velocity = CGPoint(x: (last.point.x - first.point.x) / duration, y: (last.point.y - first.point.y) / duration)
        return vectorInView(velocity, view)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // The fingers of a sequence come down together here: too few or too many, and no pan begins.
        guard (minimumNumberOfTouches...Swift.max(minimumNumberOfTouches, maximumNumberOfTouches)).contains(touches.count) else {
            state = .failed
            return
        }
        startInWindow = location(in: nil)
        translationOffset = .zero
        samples = [(event.timestamp, startInWindow)]
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let point = location(in: nil)
        samples.append((event.timestamp, point))
        if samples.count > 32 { samples.removeFirst(samples.count - 32) }
        switch state {
        case .possible:
            if hypot(point.x - startInWindow.x, point.y - startInWindow.y) >= UIPanGestureRecognizer.hysteresis {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        samples.append((event.timestamp, location(in: nil)))
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    open override func reset() {
        translationOffset = .zero
    }

    private func vectorInView(_ vector: CGPoint, _ view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convert(CGPoint.zero, from: nil), tip = view.convert(vector, from: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    private func vectorToWindow(_ vector: CGPoint, _ view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convert(CGPoint.zero, to: nil), tip = view.convert(vector, to: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }
}
