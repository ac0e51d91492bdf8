/// Two fingers turning about each other, as UIKit's `UIRotationGestureRecognizer`: a continuous
/// gesture whose `rotation` is the angle turned since it began, in radians (clockwise positive, as
/// on screen). It begins once a finger has moved the pan's hysteresis around the other; with one
/// finger it never begins. The window's Alt+drag and `HeadlessHost.twist` give two.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Radians turned since the gesture began (0 until then). Setting it (apps reset it to 0 to read
    /// each change) makes later values relative to the new one.
    open var rotation: CGFloat = 0
    /// Radians per second, over the last move.
    open private(set) var velocity: CGFloat = 0

    private var lastSpan: FingerSpan?
    private var turned: CGFloat = 0
    private var lastMove: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        lastSpan = fingerSpan
        turned = 0
        lastMove = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let span = fingerSpan, let last = lastSpan else { return }
        let turn = span.turn(since: last)
        lastSpan = span
        rotation += turn
        turned += turn
        let elapsed = event.timestamp - lastMove
        if elapsed > 0 { velocity = turn / CGFloat(elapsed) }
        lastMove = event.timestamp
        // The arc a finger travelled about the centre between them.
        advanceTwoFingerGesture(hasMoved: abs(turned) * span.distance / 2 >= FingerSpan.hysteresis)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { endTwoFingerGesture() }

    open override func reset() {
        rotation = 0
        velocity = 0
        lastSpan = nil
        turned = 0
    }
}
