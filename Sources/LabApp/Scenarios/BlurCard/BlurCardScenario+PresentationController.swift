import UIKit

extension BlurCardScenario {
    /// Puts the card in the lower 55 % of the container over a blur that fades in with it.
    final class BlurCardPresentationController: UIPresentationController {
        private let blurView = UIVisualEffectView(effect: nil)

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            let height = (bounds.height * 0.55).rounded()
            return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        }

        override func presentationTransitionWillBegin() {
            guard let containerView else { return }
            blurView.frame = containerView.bounds
            blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            blurView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: BlurCardPresentationController.blurTapped))
            containerView.insertSubview(blurView, at: 0)
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                self.blurView.effect = UIBlurEffect(style: .dark)
            })
        }

        override func presentationTransitionDidEnd(_ completed: Bool) {
            if !completed { blurView.removeFromSuperview() }
        }

        override func dismissalTransitionWillBegin() {
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                self.blurView.effect = nil
            })
        }

        override func dismissalTransitionDidEnd(_ completed: Bool) {
            if completed { blurView.removeFromSuperview() }
        }

        override func containerViewWillLayoutSubviews() {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }

        func blurTapped() {
            presentedViewController.dismiss(animated: true, completion: nil)
        }
    }
}
