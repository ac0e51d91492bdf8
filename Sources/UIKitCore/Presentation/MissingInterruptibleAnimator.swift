/// What `interruptibleAnimator(using:)` returns for an animator that does not implement it (an
/// optional method in UIKit). The transition machinery recognises it and scrubs the animator's own
/// animations instead; code that calls it directly gets a message that says what to implement.
@preconcurrency @MainActor
final class MissingInterruptibleAnimator: UIViewImplicitlyAnimating {
    private let animatorName: String

    init(animatorName: String) { self.animatorName = animatorName }

    private func fail() -> Never {
        // What calling an optional method the object does not implement raises in UIKit, and the fix.
        Diagnostics.raise("NSInvalidArgumentException", reason: "-[\(animatorName) interruptibleAnimatorForTransition:]: "
            + "unrecognized selector sent to instance. Implement interruptibleAnimator(using:) to return one "
            + "UIViewPropertyAnimator for the whole transition.")
    }

    var state: UIViewAnimatingState { fail() }
    var isRunning: Bool { fail() }
    var isReversed: Bool {
        get { fail() }
        set { fail() }
    }
    var fractionComplete: CGFloat {
        get { fail() }
        set { fail() }
    }
    func startAnimation() { fail() }
    func startAnimation(afterDelay delay: TimeInterval) { fail() }
    func pauseAnimation() { fail() }
    func stopAnimation(_ withoutFinishing: Bool) { fail() }
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) { fail() }
    func addAnimations(_ animation: @escaping () -> Void) { fail() }
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { fail() }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { fail() }
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) { fail() }
}
