/// The animator of a sheet swiped away: the sheet slides straight down off screen, linearly, so a
/// swipe that scrubs it keeps the sheet under the finger.
@preconcurrency @MainActor
final class SheetSwipeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.3

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        SheetSwipeAnimator.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let sheet = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerHeight = transitionContext.containerView.bounds.height
        UIView.animate(withDuration: SheetSwipeAnimator.duration, delay: 0, options: [.curveLinear], animations: {
            sheet.frame.origin.y = containerHeight
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
