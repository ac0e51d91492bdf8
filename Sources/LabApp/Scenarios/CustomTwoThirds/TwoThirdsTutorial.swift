// Follows the first seed tutorial ("the creation of a custom presentation controller"): a button
// presents a detail controller in the lower two thirds, over a 50 % black dimming view that fades
// in alongside; tapping the dimming view dismisses. Only the porting rule's edits apply.
import UIKit

/// The tutorial's classes, kept under their own names.
enum TwoThirdsTutorial {
    final class ViewController: UIViewController {
        override func loadView() {
            view = ScenarioStyle.screen(title: "Custom presentation", subtitle: "Lower two thirds over a dimming view")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let button = ScenarioStyle.button("Present detail", in: view)
            button.addTarget(self, action: ViewController.buttonTapped(_:), for: .touchUpInside)
        }

        func buttonTapped(_ sender: UIButton) {
            let vc = DetailViewController()
            vc.modalPresentationStyle = .custom
            vc.transitioningDelegate = self
            self.present(vc, animated: true, completion: nil)
        }
    }

    final class DetailViewController: UIViewController {
        override func loadView() {
            view = ScenarioStyle.card(title: "Detail", body: "Tap the dimmed area to dismiss.", color: .systemTeal)
        }
    }

    final class CustomPresentationController: UIPresentationController {
        // MARK: – Properties
        private lazy var dimmingView: UIView = {
            let dimmingView = UIView()
            dimmingView.translatesAutoresizingMaskIntoConstraints = false
            dimmingView.backgroundColor = UIColor(white: 0.0, alpha: 0.5)
            dimmingView.alpha = 0.0
            let recognizer = UITapGestureRecognizer(target: self,
                                                    action: CustomPresentationController.handleTap(recognizer:))
            dimmingView.addGestureRecognizer(recognizer)
            return dimmingView
        }()

        override var frameOfPresentedViewInContainerView: CGRect {
            var frame: CGRect = .zero
            frame.size = size(forChildContentContainer: presentedViewController,
                              withParentContainerSize: containerView!.bounds.size)
            frame.origin.y = containerView!.frame.height * (1.0 / 3.0)
            return frame
        }

        override func presentationTransitionWillBegin() {
            guard let containerView = containerView else {
                return
            }
            containerView.insertSubview(dimmingView, at: 0)
            NSLayoutConstraint.activate([
                dimmingView.topAnchor.constraint(equalTo: containerView.topAnchor),
                dimmingView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
                dimmingView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
                dimmingView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
            ])
            guard let coordinator = presentedViewController.transitionCoordinator else {
                dimmingView.alpha = 1.0
                return
            }
            coordinator.animate(alongsideTransition: { _ in
                self.dimmingView.alpha = 1.0
            })
        }

        override func dismissalTransitionWillBegin() {
            guard let coordinator = presentedViewController.transitionCoordinator else {
                dimmingView.alpha = 0.0
                return
            }
            coordinator.animate(alongsideTransition: { _ in
                self.dimmingView.alpha = 0.0
            })
        }

        override func containerViewWillLayoutSubviews() {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }

        override func size(forChildContentContainer container: UIContentContainer,
                           withParentContainerSize parentSize: CGSize) -> CGSize {
            return CGSize(width: parentSize.width, height: parentSize.height * (2.0 / 3.0))
        }
    }
}

extension TwoThirdsTutorial.ViewController: UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        return TwoThirdsTutorial.CustomPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

// MARK: – Private
private extension TwoThirdsTutorial.CustomPresentationController {
    func handleTap(recognizer: UITapGestureRecognizer) {
        presentingViewController.dismiss(animated: true)
    }
}
