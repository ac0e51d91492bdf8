/// Animates a transition: it moves the views in the context's container, then calls
/// `completeTransition(_:)` when its animation really ends.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}

    /// Optional in UIKit. An animator that implements it has its interruptible animator driven by
    /// UIPercentDrivenInteractiveTransition; one that does not has its animations scrubbed instead.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        MissingInterruptibleAnimator(animatorName: "\(type(of: self))")
    }
}
