import UIKit

extension BlurCardScenario {
    /// Slides the card up from below the container, or back down, with one interruptible spring
    /// animator per transition.
    final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        private let isPresenting: Bool
        private var animator: UIViewPropertyAnimator?

        init(isPresenting: Bool) {
            self.isPresenting = isPresenting
            super.init()
        }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.45 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            interruptibleAnimator(using: transitionContext).startAnimation()
        }

        func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
            if let animator { return animator }
            let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
            let controller = transitionContext.viewController(forKey: key)!
            let card = controller.view!
            let containerView = transitionContext.containerView
            let shown = transitionContext.finalFrame(for: controller)
            let hidden = shown.offsetBy(dx: 0, dy: containerView.bounds.height - shown.minY)
            if isPresenting {
                containerView.addSubview(card)
                card.frame = hidden
            }
            let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.9) {
                card.frame = self.isPresenting ? shown : hidden
            }
            animator.addCompletion { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            self.animator = animator
            return animator
        }

        func animationEnded(_ transitionCompleted: Bool) {
            animator = nil
        }
    }
}
