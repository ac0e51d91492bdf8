/// Scrubs whatever the animator started (`UIView.animate`, keyframes, alongside animations) by a
/// percentage, then finishes or cancels it from where it stands, as UIKit's class does.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    private weak var context: TransitionContext?

    /// The animator's duration, once the transition started.
    public private(set) var duration: CGFloat = 0
    public private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    /// The timing an interruptible animator finishes or cancels along; nil keeps its own.
    open var timingCurve: UITimingCurveProvider?

    public override init() { super.init() }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else {
            Diagnostics.warn("UIPercentDrivenInteractiveTransition needs the context UIKit passes to it.")
            return
        }
        self.context = context
        duration = CGFloat(context.transitionDuration)
        context.runAnimatorPaused(atStart: wantsInteractiveStart)
    }

    /// Moves the transition to `percentComplete` (0…1) of the animator's duration.
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = Swift.min(1, Swift.max(0, percentComplete))
        context?.updateInteractiveTransition(self.percentComplete)
    }

    open func pause() { context?.pauseInteractiveTransition() }

    /// Plays the rest of the transition forward at `completionSpeed`.
    open func finish() {
        handOverCompletionTiming()
        context?.finishInteractiveTransition()
    }

    /// Plays the transition back to its start at `completionSpeed`; it then ends cancelled.
    open func cancel() {
        handOverCompletionTiming()
        context?.cancelInteractiveTransition()
    }

    /// Speed and curves may change during the interaction, so they are read when it ends.
    private func handOverCompletionTiming() {
        context?.completionSpeed = Swift.max(0.01, completionSpeed)
        context?.completionCurve = completionCurve
        context?.completionTimingParameters = timingCurve
    }
}
