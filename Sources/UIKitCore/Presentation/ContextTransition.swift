/// A transition a `TransitionContext` reports on and hands back to: a presentation or dismissal
/// (PresentationTransition), or a container's child swap: a push, pop or tab switch (ChildTransition). Both
/// run their animator, interaction controller and alongside animations the same way (below).
@MainActor
protocol ContextTransition: AnyObject {
    var context: TransitionContext! { get }
    var coordinator: TransitionCoordinator! { get }
    var animator: UIViewControllerAnimatedTransitioning? { get }
    var isTransitionFinished: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    /// The host the transition runs in.
    var environment: HostEnvironment { get }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for viewController: UIViewController) -> CGRect
    func finalFrame(for viewController: UIViewController) -> CGRect
    /// Called by the context's `completeTransition(_:)`.
    func finish(completed: Bool)
}

extension ContextTransition {
    /// Runs the animator and the alongside blocks (joined into the animator's first animation);
    /// returns every animation group they committed.
    func runAnimatorCapturingGroups() -> [AnimationGroup] {
        guard let animator else { return [] }
        return runCapturingGroups {
            environment.traceCallback("animateTransition(using:) duration \(context.transitionDuration)", on: animator, named: "\(type(of: animator))")
            animator.animateTransition(using: context)
        }
    }

    /// Runs `body` (the animator, or its interruptible animator starting), then joins the alongside
    /// blocks into the first animation it committed; returns every animation group committed.
    func runCapturingGroups(_ body: () -> Void) -> [AnimationGroup] {
        let recorder = environment.animationRecorder
        var committed: [AnimationGroup] = []
        let previousObserver = recorder.commitObserver
        recorder.commitObserver = { group in committed.append(group) }
        environment.run(body)
        if !isTransitionFinished {
            coordinator.start(joining: committed.first, duration: context.transitionDuration, animated: true)
        }
        recorder.commitObserver = previousObserver
        return committed
    }

    /// The animator's interruptible animator, when it implements `interruptibleAnimator(using:)`.
    func interruptibleAnimatorIfImplemented() -> UIViewImplicitlyAnimating? {
        guard let animator else { return nil }
        let candidate = animator.interruptibleAnimator(using: context)
        if candidate is MissingInterruptibleAnimator { return nil }
        environment.traceCallback("interruptibleAnimator(using:)", on: animator, named: "\(type(of: animator))")
        return candidate
    }
}
