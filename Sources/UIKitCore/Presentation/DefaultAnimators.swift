/// The animation UIKit runs when no animator is supplied: the presented view slides up from the
/// bottom on UIKit's own modal spring (cover vertical), fades (cross dissolve), or is revealed by a
/// horizontal flip (drawn flat: the views turn edge-on and back, with no perspective), and back.
@preconcurrency @MainActor
final class DefaultTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let style: UIModalTransitionStyle

    static let slideDuration: TimeInterval = 0.5
    static let dissolveDuration: TimeInterval = 0.35
    static let flipDuration: TimeInterval = 0.6

    init(presenting: Bool, style: UIModalTransitionStyle) {
        self.isPresenting = presenting
        if style == .partialCurl {
            Diagnostics.warn("UIModalTransitionStyle.partialCurl is not built (it needs a page-curl renderer); the transition covers vertically.")
            self.style = .coverVertical
        } else {
            self.style = style
        }
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        switch style {
        case .crossDissolve: return DefaultTransitionAnimator.dissolveDuration
        case .flipHorizontal: return DefaultTransitionAnimator.flipDuration
        default: return DefaultTransitionAnimator.slideDuration
        }
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
        if style == .flipHorizontal {
            flip(transitionContext, presentedView: presentedView, onScreen: onScreen, duration: duration)
            return
        }
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

    /// The view leaving turns edge-on over the first half, the view arriving turns back from edge-on
    /// over the second; with a presentation that keeps the presenter, only the sheet turns.
    private func flip(_ transitionContext: UIViewControllerContextTransitioning, presentedView: UIView, onScreen: CGRect,
                      duration: TimeInterval) {
        let container = transitionContext.containerView
        let leaving = transitionContext.view(forKey: .from), arriving = transitionContext.view(forKey: .to)
        if isPresenting {
            container.addSubview(presentedView)
            presentedView.frame = onScreen
        } else if let presenterView = arriving {
            container.insertSubview(presenterView, belowSubview: presentedView)
            presenterView.frame = container.bounds
        }
        let edgeOn = CGAffineTransform(scaleX: 0.01, y: 1)
        arriving?.transform = edgeOn
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { leaving?.transform = edgeOn }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { arriving?.transform = .identity }
        }, completion: { _ in
            leaving?.transform = .identity
            arriving?.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
