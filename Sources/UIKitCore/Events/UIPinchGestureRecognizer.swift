/// Two fingers moving apart or together, as UIKit's `UIPinchGestureRecognizer`: a continuous
/// gesture whose `scale` is the distance between the fingers over their distance when it began.
/// It begins once the distance has changed by the pan's hysteresis; with one finger it never
/// begins, and fails when the finger lifts. The window's Alt+drag and `HeadlessHost.pinch` give two.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale relative to the fingers' distance when the pinch began (1 until then). Setting it
    /// (apps reset it to 1 to read each change) makes later values relative to the new one.
    open var scale: CGFloat {
        get { storedScale }
        set {
            storedScale = newValue
            if let span = fingerSpan { reference = (span.distance, newValue) }
        }
    }
    /// Scale change per second, over the last move.
    open private(set) var velocity: CGFloat = 0

    private var storedScale: CGFloat = 1
    /// The finger distance at which the scale was `scale` (the touch-down distance and 1, until set).
    private var reference: (distance: CGFloat, scale: CGFloat)?
    private var startDistance: CGFloat = 0
    private var lastMove: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let span = fingerSpan else { return }
        reference = (span.distance, storedScale)
        startDistance = span.distance
        lastMove = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let span = fingerSpan, let reference, reference.distance > 0 else { return }
        let previous = storedScale
        storedScale = reference.scale * span.distance / reference.distance
        let elapsed = event.timestamp - lastMove
        if elapsed > 0 { velocity = (storedScale - previous) / CGFloat(elapsed) }
        lastMove = event.timestamp
        advanceTwoFingerGesture(hasMoved: abs(span.distance - startDistance) >= FingerSpan.hysteresis)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { endTwoFingerGesture() }

    open override func reset() {
        storedScale = 1
        velocity = 0
        reference = nil
    }
}
