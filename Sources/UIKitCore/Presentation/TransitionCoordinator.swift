/// Runs animations alongside a transition in the very animation the animator committed, so they
/// share its start, duration, delay and curve; their completions run when the transition ends.
/// Also serves window resizes, where the alongside animations run with the re-layout.
@preconcurrency @MainActor
package final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    private let context: UIViewControllerTransitionCoordinatorContext?
    private var pendingAnimations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The animation the alongside blocks join, once the animator committed one.
    private weak var group: AnimationGroup?
    private var hasStarted = false
    private var hasFinished = false
    private let resizeSize: CGSize?
    /// For a size change: how long its animation runs (0: not animated), and the rotation it makes.
    private let sizeChangeDuration: TimeInterval
    private let sizeChangeTransform: CGAffineTransform

    init(context: UIViewControllerTransitionCoordinatorContext) {
        self.context = context
        self.resizeSize = nil
        self.sizeChangeDuration = 0
        self.sizeChangeTransform = .identity
    }

    private init(resizeTo size: CGSize, duration: TimeInterval, transform: CGAffineTransform) {
        self.context = nil
        self.resizeSize = size
        self.sizeChangeDuration = duration
        self.sizeChangeTransform = transform
    }

    /// The coordinator of a window size change: immediate for a resize, animated for a rotation
    /// (`duration` > 0), whose `targetTransform` is the quarter turn the interface makes.
    static func forSizeChange(to size: CGSize, duration: TimeInterval, targetTransform: CGAffineTransform) -> TransitionCoordinator {
        TransitionCoordinator(resizeTo: size, duration: duration, transform: targetTransform)
    }

    private var resolvedContext: UIViewControllerTransitionCoordinatorContext { context ?? self }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    package func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        // Once the transition is over there is nothing to queue into: say so, as UIKit does by
        // returning false ("if they were not" queued), and run neither block.
        guard !hasFinished else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if hasStarted {
            // Joined late: run now with what is left of the transition's animation.
            runLate(animation)
        } else {
            pendingAnimations.append(animation)
        }
        return true
    }

    @discardableResult
    package func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    package func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: Driven by the transition

    /// The interaction let go of the transition, or took it again.
    func interactionDidChange() {
        for handler in interactionHandlers { handler(resolvedContext) }
    }

    /// Runs the waiting alongside blocks inside `group` (the animator's animation), or, when the
    /// animator committed none, in an animation of `duration` with the default curve.
    func start(joining group: AnimationGroup?, duration: TimeInterval, animated: Bool) {
        hasStarted = true
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        guard !blocks.isEmpty else { self.group = group; return }
        HostEnvironment.current.trace(kind: .alongside, "coordinator: \(blocks.count) alongside animation\(blocks.count == 1 ? "" : "s")"
                                      + (animated ? (group != nil ? " join the animator's animation" : " run over \(duration) s") : " run unanimated"))
        let recorder = HostEnvironment.current.animationRecorder
        if !animated {
            recorder.withoutRecording { for block in blocks { block(resolvedContext) } }
        } else if let group {
            self.group = group
            recorder.appendRecording(into: group) { for block in blocks { block(resolvedContext) } }
        } else {
            let created = UIView.run(duration: duration, delay: 0, curve: .easeInEaseOut, options: [],
                                     animations: { for block in blocks { block(self.resolvedContext) } }, completion: nil)
            self.group = created
        }
    }

    private func runLate(_ animation: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        HostEnvironment.current.trace(kind: .alongside, "coordinator: an alongside animation joins the running transition late")
        let recorder = HostEnvironment.current.animationRecorder
        if let group, let engine = group.engine, engine.groups.contains(where: { $0 === group }), group.duration > 0 {
            // Onto the same clock, over what is left of it, so scrubbing and finishing move it too.
            let done = Swift.min(1, Swift.max(0, (group.elapsed(at: engine.now) - group.delay) / group.duration))
            recorder.appendRecording(into: group) {
                recorder.withTimeWindow(done...1) { animation(self.resolvedContext) }
            }
        } else {
            recorder.withoutRecording { animation(resolvedContext) }
        }
    }

    /// The transition ended: run the completions once.
    func finish() {
        hasFinished = true
        let blocks = completions
        completions.removeAll()
        pendingAnimations.removeAll()
        if !blocks.isEmpty {
            HostEnvironment.current.trace(kind: .alongside, "coordinator: \(blocks.count) alongside completion\(blocks.count == 1 ? "" : "s")"
                                          + " (cancelled: \(resolvedContext.isCancelled))")
        }
        for block in blocks { block(resolvedContext) }
        interactionHandlers.removeAll()
    }

}

extension TransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    // The resize coordinator is its own context; transition coordinators forward to their context.
    package var isAnimated: Bool { context?.isAnimated ?? (sizeChangeDuration > 0) }
    package var presentationStyle: UIModalPresentationStyle { context?.presentationStyle ?? .none }
    package var initiallyInteractive: Bool { context?.initiallyInteractive ?? false }
    package var isInterruptible: Bool { context?.isInterruptible ?? false }
    package var isInteractive: Bool { context?.isInteractive ?? false }
    package var isCancelled: Bool { context?.isCancelled ?? false }
    package var transitionDuration: TimeInterval { context?.transitionDuration ?? sizeChangeDuration }
    package var percentComplete: CGFloat { context?.percentComplete ?? 1 }
    package var completionVelocity: CGFloat { 1 }
    package var completionCurve: UIView.AnimationCurve { context?.completionCurve ?? .easeInOut }
    package var containerView: UIView { context?.containerView ?? HostEnvironment.current.keyWindow ?? UIView() }
    package var targetTransform: CGAffineTransform { context == nil ? sizeChangeTransform : .identity }
    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context?.viewController(forKey: key)
    }
    package func view(forKey key: UITransitionContextViewKey) -> UIView? { context?.view(forKey: key) }
}
