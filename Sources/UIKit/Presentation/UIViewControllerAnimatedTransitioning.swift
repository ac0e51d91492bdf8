/// Animates a transition: it moves the views in the context's container, then calls
/// `completeTransition(_:)` when its animation really ends.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}

    /// UIKit requires animators of interruptible transitions to implement this; one that does not
    /// cannot be interrupted. This port runs no interruptible transitions, so it is never asked.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        preconditionFailure("\(type(of: self)) does not implement interruptibleAnimator(using:); return a UIViewPropertyAnimator from it.")
    }
}
