/// The animation UIKit runs when no animator is supplied: the presented view slides up from the
/// bottom on UIKit's own modal spring (cover vertical), or fades (cross dissolve), and back.
@MainActor
final class DefaultTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let style: UIModalTransitionStyle

    static let slideDuration: TimeInterval = 0.5
    static let dissolveDuration: TimeInterval = 0.35

    init(presenting: Bool, style: UIModalTransitionStyle) {
        self.isPresenting = presenting
        self.style = style == .crossDissolve ? .crossDissolve : .coverVertical
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        style == .crossDissolve ? DefaultTransitionAnimator.dissolveDuration : DefaultTransitionAnimator.slideDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let presentedKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let presentedController = transitionContext.viewController(forKey: presentedKey),
              let presentedView = transitionContext.view(forKey: isPresenting ? .to : .from) else {
            transitionContext.completeTransition(true)
            return
        }
        let onScreen = isPresenting ? transitionContext.finalFrame(for: presentedController)
                                    : transitionContext.initialFrame(for: presentedController)
        let offScreen = onScreen.offsetBy(dx: 0, dy: container.bounds.height - onScreen.minY)
        if isPresenting {
            container.addSubview(presentedView)
            presentedView.frame = style == .coverVertical ? offScreen : onScreen
            if style == .crossDissolve { presentedView.alpha = 0 }
        } else if let presenterView = transitionContext.view(forKey: .to) {
            container.insertSubview(presenterView, belowSubview: presentedView)
            presenterView.frame = container.bounds
        }
        let changes = {
            switch (self.style, self.isPresenting) {
            case (.crossDissolve, true): presentedView.alpha = 1
            case (.crossDissolve, false): presentedView.alpha = 0
            case (_, true): presentedView.frame = onScreen
            case (_, false): presentedView.frame = offScreen
            }
        }
        let done: (Bool) -> Void = { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !self.isPresenting && completed && self.style == .crossDissolve { presentedView.alpha = 1 }
            transitionContext.completeTransition(completed)
        }
        if style == .crossDissolve {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: changes, completion: done)
        } else {
            UIView.run(duration: duration, delay: 0, curve: .spring(.modalSlide), options: [], animations: changes, completion: done)
        }
    }
}
