/// Two fingers moving apart or together, as UIKit's `UIPinchGestureRecognizer`: a continuous
/// gesture whose `scale` is the distance between the fingers over the distance when it began.
///
/// The lab's input is one finger for now (the mouse, `HeadlessHost.tap` and `drag`), so a pinch
/// never begins: with one finger down it fails when the finger lifts, as on iOS, and the first time
/// it sees a finger it says so once on the console.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale relative to the fingers' distance when the pinch began (1 until then).
    open var scale: CGFloat = 1
    /// Scale change per second.
    open private(set) var velocity: CGFloat = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { waitForSecondFinger() }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { failWithOneFinger() }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { failWithOneFinger() }
}
