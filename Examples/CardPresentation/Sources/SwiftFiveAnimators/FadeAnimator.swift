import UIKit

/// Animator code as apps written in Swift 5 mode have it: the transition context is used from
/// plain (nonisolated) helper methods. Apple's SDK imports UIKit's main-actor isolation as
/// `@preconcurrency`, so this compiles there; it must compile against the lab too.
public final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    public let isPresenting: Bool

    public init(isPresenting: Bool) { self.isPresenting = isPresenting }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let moving = prepareViews(in: transitionContext)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            moving.alpha = self.isPresenting ? 1 : 0
        }, completion: { _ in
            self.finish(transitionContext)
        })
    }

    private func prepareViews(in context: UIViewControllerContextTransitioning) -> UIView {
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        let view = context.view(forKey: key)!
        if isPresenting {
            view.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
            view.alpha = 0
            context.containerView.addSubview(view)
        }
        return view
    }

    private func finish(_ context: UIViewControllerContextTransitioning) {
        context.completeTransition(!context.transitionWasCancelled)
    }
}
