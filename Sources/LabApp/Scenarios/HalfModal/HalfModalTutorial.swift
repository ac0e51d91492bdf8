// Follows the third seed tutorial (the Japanese "iOS Custom Presentation & Transition (2)"): the
// details controller is its own transitioning delegate and appears in the lower half; the
// presentation controller adds a 40 % dimming view in presentationTransitionWillBegin, removes it
// in the did-end hooks according to `completed`, fades it alongside, and closes on a tap.
import UIKit

enum HalfModalTutorial {
    final class ViewController: UIViewController {
        override func loadView() {
            view = ScenarioStyle.screen(title: "Half modal", subtitle: "Details in the lower half, 40 % dimming")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            ScenarioStyle.button("Show details", in: view)
                .addTarget(self, action: ViewController.showDetails, for: .touchUpInside)
        }

        func showDetails() {
            present(DetailsViewController.viewController(), animated: true, completion: nil)
        }
    }

    final class DetailsViewController: UIViewController, UIViewControllerTransitioningDelegate {
        // The tutorial loads this from a storyboard; here it is made in code.
        static func viewController() -> DetailsViewController {
            let viewController = DetailsViewController()
            viewController.modalPresentationStyle = .custom
            viewController.transitioningDelegate = viewController
            return viewController
        }

        override func loadView() {
            view = ScenarioStyle.card(title: "Details", body: "Tap above to close.", color: .systemPink)
        }

        // MARK: - UIViewControllerTransitioningDelegate

        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            return CustomPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    final class CustomPresentationController: UIPresentationController {
        private var dimmingView: UIView!

        override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
            super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
            setupDimmingView()
        }

        private func setupDimmingView() {
            let view = UIView()
            view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
            dimmingView = view

            let tapGesture = UITapGestureRecognizer(target: self, action: CustomPresentationController.handleTap(_:))
            dimmingView.addGestureRecognizer(tapGesture)
        }

        func handleTap(_ recognizer: UITapGestureRecognizer) {
            presentedViewController.dismiss(animated: true, completion: nil)
        }

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let containerView = containerView else {
                return .zero
            }
            let rect = CGRect(x: 0, y: containerView.bounds.height / 2.0,
                              width: containerView.bounds.width, height: containerView.bounds.height / 2.0)
            return rect
        }

        override func presentationTransitionWillBegin() {
            guard let containerView = containerView else {
                return
            }
            dimmingView.frame = containerView.bounds
            containerView.addSubview(dimmingView)

            dimmingView.alpha = 0.0
            if let coordinator = presentedViewController.transitionCoordinator {
                coordinator.animate(
                    alongsideTransition: { [weak self] _ in
                        self?.dimmingView.alpha = 1.0
                    }, completion: nil)
            } else {
                dimmingView.alpha = 1.0
            }
        }

        override func presentationTransitionDidEnd(_ completed: Bool) {
            // When the presentation failed, the details never showed: the dimming view goes too.
            if !completed {
                dimmingView.removeFromSuperview()
            }
        }

        override func dismissalTransitionWillBegin() {
            if let coordinator = presentedViewController.transitionCoordinator {
                coordinator.animate(
                    alongsideTransition: { [weak self] _ in
                        self?.dimmingView.alpha = 0.0
                    }, completion: nil)
            } else {
                dimmingView.alpha = 0.0
            }
        }

        override func dismissalTransitionDidEnd(_ completed: Bool) {
            if completed {
                dimmingView.removeFromSuperview()
            }
        }
    }
}
