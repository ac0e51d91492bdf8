/// The context an animator gets: the container, the two controllers and their views, frames, and
/// `completeTransition(_:)`, which hands control back to the transition (a presentation, or a
/// navigation controller's push or pop).
@preconcurrency @MainActor
final class TransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinatorContext {
    private weak var transition: (any ContextTransition)?
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let transitionDuration: TimeInterval
    private(set) var transitionWasCancelled = false
    private(set) var hasCompleted = false

    init(transition: any ContextTransition, containerView: UIView, isAnimated: Bool, duration: TimeInterval) {
        self.transition = transition
        self.containerView = containerView
        self.isAnimated = isAnimated
        self.presentationStyle = transition.presentationStyle
        self.transitionDuration = duration
    }

    /// True while an interaction controller drives the transition.
    private(set) var isInteractive = false
    private(set) var initiallyInteractive = false
    /// The animations the animator (and the alongside blocks) committed, which interaction scrubs.
    private var scrubbedGroups: [AnimationGroup] = []
    private var interactivePercent: CGFloat = 0
    /// How fast finishing or cancelling plays, and along which curve, from the interaction controller.
    var completionSpeed: CGFloat = 1
    var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The curve an interruptible animator finishes or cancels along (nil: its own).
    var completionTimingParameters: UITimingCurveProvider?
    /// The animator's interruptible animator, when the interaction drives one: it is scrubbed,
    /// finished and cancelled through its own API, as UIKit does.
    private var interruptibleAnimator: UIViewImplicitlyAnimating?
    var isInterruptible: Bool { interruptibleAnimator != nil }
    var isCancelled: Bool { transitionWasCancelled }
    var percentComplete: CGFloat { hasCompleted ? 1 : interactivePercent }
    var completionVelocity: CGFloat { 1 }
    var targetTransform: CGAffineTransform { .identity }

    /// The host the transition runs in: calls from code outside it (a test driving an interaction)
    /// run as that host's code.
    private var environment: HostEnvironment { containerView.environment }

    // MARK: Interaction

    /// Runs the animator with every animation it commits held for scrubbing (for
    /// UIPercentDrivenInteractiveTransition).
    func runAnimatorPaused(atStart paused: Bool) {
        guard let transition else { return }
        isInteractive = paused
        initiallyInteractive = paused
        if let interruptible = transition.interruptibleAnimatorIfImplemented() {
            // UIKit drives the interruptible animator instead of calling animateTransition(using:).
            interruptibleAnimator = interruptible
            _ = transition.runCapturingGroups {
                if paused { interruptible.pauseAnimation() } else { interruptible.startAnimation() }
            }
            return
        }
        scrubbedGroups = transition.runAnimatorCapturingGroups()
        if paused { for group in scrubbedGroups { group.setSpeed(0, at: environment.animationEngine.now) } }
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        environment.runAsCurrent {
            interactivePercent = Swift.min(1, Swift.max(0, percentComplete))
            if let interruptibleAnimator {
                if interruptibleAnimator.isRunning { interruptibleAnimator.pauseAnimation() }
                interruptibleAnimator.fractionComplete = interactivePercent
                return
            }
            let engine = environment.animationEngine
            for group in scrubbedGroups {
                group.setSpeed(0, at: engine.now)
                group.seek(toElapsed: group.delay + Double(interactivePercent) * transitionDuration, at: engine.now)
                for view in group.animatedViews { view.setNeedsDisplayTree() }
            }
        }
    }

    func pauseInteractiveTransition() {
        if let interruptibleAnimator {
            interruptibleAnimator.pauseAnimation()
        } else {
            let engine = environment.animationEngine
            for group in scrubbedGroups { group.setSpeed(0, at: engine.now) }
        }
        guard !isInteractive else { return }
        isInteractive = true
        transition?.coordinator.interactionDidChange()
    }

    func finishInteractiveTransition() {
        environment.runAsCurrent {
            isInteractive = false
            // An interruptible transition cancelled, caught again and finished after all is not cancelled.
            transitionWasCancelled = false
            transition?.coordinator.interactionDidChange()
            playRest(reversed: false)
        }
    }

    func cancelInteractiveTransition() {
        environment.runAsCurrent {
            isInteractive = false
            transitionWasCancelled = true
            transition?.coordinator.interactionDidChange()
            playRest(reversed: true)
        }
    }

    /// Plays the rest of the transition to its end, or back to its start, at the completion speed:
    /// an interruptible animator along the completion timing, scrubbed animations along the
    /// completion curve (on their own curve's clock, as UIKit's percent-driven transition).
    private func playRest(reversed: Bool) {
        let speed = Double(Swift.max(0.01, completionSpeed))
        if let interruptibleAnimator {
            interruptibleAnimator.isReversed = reversed
            interruptibleAnimator.continueAnimation(withTimingParameters: completionTimingParameters,
                                                    durationFactor: CGFloat(1 / speed))
            return
        }
        let engine = environment.animationEngine
        let curve = UICubicTimingParameters(animationCurve: completionCurve).timingCurve.curve
        for group in scrubbedGroups {
            group.continue(along: curve, mode: .time, speed: reversed ? -speed : speed, at: engine.now)
        }
    }

    func completeTransition(_ didComplete: Bool) {
        environment.runAsCurrent {
            guard !hasCompleted else {
                Diagnostics.warn("completeTransition(_:) was called more than once for the same transition; ignored.")
                return
            }
            hasCompleted = true
            transitionWasCancelled = !didComplete
            scrubbedGroups.removeAll()
            interruptibleAnimator = nil
            transition?.finish(completed: didComplete)
        }
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        transition?.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { transition?.view(forKey: key) }

    func initialFrame(for vc: UIViewController) -> CGRect { transition?.initialFrame(for: vc) ?? .zero }

    func finalFrame(for vc: UIViewController) -> CGRect { transition?.finalFrame(for: vc) ?? .zero }
}
