/// UIKit's alert animations: an alert fades in while shrinking from 1.2 times its size and fades
/// out; an action sheet slides up from below the screen and back down.
@MainActor
final class AlertAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let alertPresentDuration: TimeInterval = 0.4
    static let alertDismissDuration: TimeInterval = 0.25
    static let sheetDuration: TimeInterval = 0.4
    static let alertStartScale: CGFloat = 1.2

    let isPresenting: Bool
    let layout: AlertContentView.Layout

    init(isPresenting: Bool, layout: AlertContentView.Layout) {
        self.isPresenting = isPresenting
        self.layout = layout
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        if layout == .actionSheet { return AlertAnimator.sheetDuration }
        return isPresenting ? AlertAnimator.alertPresentDuration : AlertAnimator.alertDismissDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let alert = transitionContext.viewController(forKey: key), let view = transitionContext.view(forKey: isPresenting ? .to : .from) else {
            transitionContext.completeTransition(true)
            return
        }
        let container = transitionContext.containerView
        let rest = transitionContext.finalFrame(for: alert)
        let below = rest.offsetBy(dx: 0, dy: container.bounds.maxY - rest.minY)
        let duration = transitionDuration(using: transitionContext)
        if isPresenting {
            view.frame = rest
            container.addSubview(view)
            if layout == .actionSheet {
                view.frame = below
            } else {
                view.alpha = 0
                view.transform = CGAffineTransform(scaleX: AlertAnimator.alertStartScale, y: AlertAnimator.alertStartScale)
            }
        }
        let isSheet = layout == .actionSheet
        let presenting = isPresenting
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [], animations: {
            if isSheet {
                view.frame = presenting ? rest : below
            } else if presenting {
                view.alpha = 1
                view.transform = .identity
            } else {
                view.alpha = 0
            }
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
