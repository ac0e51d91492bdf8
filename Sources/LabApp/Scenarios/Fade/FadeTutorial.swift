// Follows the fourth seed tutorial ("Custom Modal Presentation Transitions – Fade Animation"):
// FadeAnimationController (0.5 s) through a TransitionDelegate; the second screen is presented
// with the default style and dismissed with its own button.
import UIKit

enum FadeTutorial {
    final class FadeAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
        private let presenting: Bool

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            return 0.5
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            guard let toView = transitionContext.view(forKey: .to) else { return }

            let container = transitionContext.containerView
            if presenting {
                container.addSubview(toView)
                toView.alpha = 0.0
            } else {
                container.insertSubview(toView, belowSubview: fromView)
            }

            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                if self.presenting {
                    toView.alpha = 1.0
                } else {
                    fromView.alpha = 0.0
                }
            }) { _ in
                let success = !transitionContext.transitionWasCancelled
                if !success {
                    toView.removeFromSuperview()
                }
                transitionContext.completeTransition(success)
            }
        }

        init(presenting: Bool) {
            self.presenting = presenting
        }
    }

    final class TransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            return FadeAnimationController(presenting: true)
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            return FadeAnimationController(presenting: false)
        }
    }

    final class ViewController: UIViewController {
        let transitionDelegate = TransitionDelegate()

        override func loadView() {
            view = ScenarioStyle.screen(title: "Fade", subtitle: "A 0.5 s cross-fade in both directions")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            self.transitioningDelegate = transitionDelegate
            ScenarioStyle.button("Present", in: view)
                .addTarget(self, action: ViewController.handleTapButton(_:), for: .touchUpInside)
        }

        func handleTapButton(_ sender: Any) {
            // The tutorial instantiates ViewController2 from its storyboard.
            let vc = ViewController2()
            vc.transitioningDelegate = transitionDelegate
            present(vc, animated: true)
        }
    }

    final class ViewController2: UIViewController {
        var transitionDelegate: UIViewControllerTransitioningDelegate!

        override func loadView() {
            view = ScenarioStyle.card(title: "Second screen", body: "Faded in over 0.5 s.", color: .systemGreen)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            self.transitioningDelegate = transitioningDelegate
            let button = UIButton(type: .system)
            button.setTitle("Dismiss", for: .normal)
            button.setTitleColor(.systemGreen, for: .normal)
            button.backgroundColor = .white
            button.layer.cornerRadius = 12
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
            NSLayoutConstraint.activate([
                button.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                button.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                button.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -40),
                button.heightAnchor.constraint(equalToConstant: 50),
            ])
            button.addTarget(self, action: ViewController2.handleDismissButton(_:), for: .touchUpInside)
        }

        func handleDismissButton(_ sender: Any) {
            dismiss(animated: true)
        }
    }
}
