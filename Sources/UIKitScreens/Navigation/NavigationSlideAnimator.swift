/// UIKit's default push and pop: the incoming view slides across the whole width while the
/// outgoing one moves a third of the way in the same direction (the parallax), under a light shade.
@MainActor
final class NavigationSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The push and pop duration, and the share of the width the view underneath moves.
    static let duration: TimeInterval = 0.35
    static let parallax: CGFloat = 0.3

    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        NavigationSlideAnimator.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        let isPush = operation == .push
        // Where each rests: the container's bounds, or below an opaque bar for a controller that
        // does not extend under it.
        let fromRest = transitionContext.viewController(forKey: .from).map(transitionContext.initialFrame(for:)) ?? container.bounds
        let toRest = transitionContext.viewController(forKey: .to).map(transitionContext.finalFrame(for:)) ?? container.bounds
        toView.frame = toRest
        if isPush { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
        if container.environment.prefersCrossFadeTransitions {
            crossFade(from: fromView, to: toView, in: transitionContext)
            return
        }
        // The view on top (the pushed one, or the one popped) slides the full width.
        let over = isPush ? toView : fromView
        let under = isPush ? fromView : toView
        let overRest = isPush ? toRest : fromRest, underRest = isPush ? fromRest : toRest
        let overOffscreen = overRest.offsetBy(dx: width, dy: 0)
        let underAside = underRest.offsetBy(dx: -width * NavigationSlideAnimator.parallax, dy: 0)
        if isPush { over.frame = overOffscreen } else { under.frame = underAside }
        // Driven by a finger, the views follow it linearly; on their own they ease in and out.
        let curve: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [curve], animations: {
            if isPush {
                over.frame = overRest
                under.frame = underAside
            } else {
                over.frame = overOffscreen
                under.frame = underRest
            }
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            // Whatever stays on screen is back in place (a cancelled pop leaves the old top).
            fromView.frame = fromRest
            toView.frame = toRest
            transitionContext.completeTransition(completed)
        })
    }

    /// Reduce Motion with Prefer Cross-Fade Transitions: the new top fades in over the old, which fades out.
    private func crossFade(from fromView: UIView, to toView: UIView, in transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        container.bringSubviewToFront(toView)
        toView.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear], animations: {
            toView.alpha = 1
            fromView.alpha = 0
        }, completion: { _ in
            fromView.alpha = 1
            toView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
