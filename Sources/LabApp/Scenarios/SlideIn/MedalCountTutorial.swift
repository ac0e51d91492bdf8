// Follows the second seed tutorial ("UIPresentationController Tutorial: Getting Started", the
// Medal Count app): Summer slides in from the left, Winter from the right, Medal Count from the
// bottom, and a fourth button from the top. SlideInPresentationController sizes the presented
// view to two thirds along the axis over a dimming view; SlideInPresentationAnimator slides it.
// In compact height Medal Count adapts to a full-screen "rotate" screen, as the tutorial does.
import UIKit

enum PresentationDirection {
    case left
    case top
    case right
    case bottom
}

enum MedalCountTutorial {
    final class MainViewController: UIViewController {
        // MARK: - Properties
        lazy var slideInTransitioningDelegate = SlideInPresentationManager()

        override func loadView() {
            view = ScenarioStyle.screen(title: "Medal Count", subtitle: "Slide in from each edge")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            ScenarioStyle.button("Summer (left)", in: view)
                .addTarget(self, action: MainViewController.summerTapped(_:), for: .touchUpInside)
            ScenarioStyle.button("Winter (right)", in: view)
                .addTarget(self, action: MainViewController.winterTapped(_:), for: .touchUpInside)
            ScenarioStyle.button("Top", in: view)
                .addTarget(self, action: MainViewController.topTapped(_:), for: .touchUpInside)
            ScenarioStyle.button("Medal Count (bottom)", in: view)
                .addTarget(self, action: MainViewController.medalCountTapped(_:), for: .touchUpInside)
        }

        func summerTapped(_ sender: UIButton) { show(GamesTableViewController(title: "Summer Games", color: .systemOrange), from: .left) }
        func winterTapped(_ sender: UIButton) { show(GamesTableViewController(title: "Winter Games", color: .systemTeal), from: .right) }
        func topTapped(_ sender: UIButton) { show(GamesTableViewController(title: "Top", color: .systemPurple), from: .top) }
        func medalCountTapped(_ sender: UIButton) {
            slideInTransitioningDelegate.disableCompactHeight = true
            let controller = MedalCountViewController()
            controller.transitioningDelegate = slideInTransitioningDelegate
            controller.modalPresentationStyle = .custom
            slideInTransitioningDelegate.direction = .bottom
            present(controller, animated: true)
        }

        private func show(_ controller: UIViewController, from direction: PresentationDirection) {
            slideInTransitioningDelegate.direction = direction
            slideInTransitioningDelegate.disableCompactHeight = false
            controller.transitioningDelegate = slideInTransitioningDelegate
            controller.modalPresentationStyle = .custom
            present(controller, animated: true)
        }
    }

    class GamesTableViewController: UIViewController {
        private let heading: String
        private let color: UIColor

        init(title: String, color: UIColor) {
            heading = title
            self.color = color
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { return nil }

        override func loadView() {
            view = ScenarioStyle.card(title: heading, body: "Tap the dimmed area to close.", color: color)
        }
    }

    final class MedalCountViewController: UIViewController {
        override func loadView() {
            view = ScenarioStyle.card(title: "Medal Count", body: "Gold, silver and bronze by country.", color: .systemIndigo)
        }
    }

    /// Shown instead of Medal Count in compact height (the tutorial's RotateViewController).
    final class RotateViewController: UIViewController {
        override func loadView() {
            view = ScenarioStyle.card(title: "Rotate", body: "Medal Count needs a taller window.", color: .darkGray)
        }
    }

    final class SlideInPresentationManager: NSObject {
        // MARK: - Properties
        var direction: PresentationDirection = .left
        var disableCompactHeight = false
    }

    final class SlideInPresentationController: UIPresentationController {
        // MARK: - Properties
        private var dimmingView: UIView!
        private var direction: PresentationDirection

        override var frameOfPresentedViewInContainerView: CGRect {
            //1
            var frame: CGRect = .zero
            frame.size = size(forChildContentContainer: presentedViewController,
                              withParentContainerSize: containerView!.bounds.size)
            //2
            switch direction {
            case .right:
                frame.origin.x = containerView!.frame.width * (1.0 / 3.0)
            case .bottom:
                frame.origin.y = containerView!.frame.height * (1.0 / 3.0)
            default:
                frame.origin = .zero
            }
            return frame
        }

        init(presentedViewController: UIViewController,
             presenting presentingViewController: UIViewController?,
             direction: PresentationDirection) {
            self.direction = direction
            super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
            setupDimmingView()
        }

        override func presentationTransitionWillBegin() {
            guard let dimmingView = dimmingView else {
                return
            }
            // 1
            containerView?.insertSubview(dimmingView, at: 0)
            // 2
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(withVisualFormat: "V:|[dimmingView]|",
                                               options: [], metrics: nil, views: ["dimmingView": dimmingView]))
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(withVisualFormat: "H:|[dimmingView]|",
                                               options: [], metrics: nil, views: ["dimmingView": dimmingView]))
            //3
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
            switch direction {
            case .left, .right:
                return CGSize(width: parentSize.width * (2.0 / 3.0), height: parentSize.height)
            case .bottom, .top:
                return CGSize(width: parentSize.width, height: parentSize.height * (2.0 / 3.0))
            }
        }
    }

    final class SlideInPresentationAnimator: NSObject {
        // MARK: - Properties
        let direction: PresentationDirection
        let isPresentation: Bool

        // MARK: - Initializers
        init(direction: PresentationDirection, isPresentation: Bool) {
            self.direction = direction
            self.isPresentation = isPresentation
            super.init()
        }
    }
}

// MARK: - UIViewControllerTransitioningDelegate
extension MedalCountTutorial.SlideInPresentationManager: UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let presentationController = MedalCountTutorial.SlideInPresentationController(
            presentedViewController: presented,
            presenting: presenting,
            direction: direction
        )
        presentationController.delegate = self
        return presentationController
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return MedalCountTutorial.SlideInPresentationAnimator(direction: direction, isPresentation: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return MedalCountTutorial.SlideInPresentationAnimator(direction: direction, isPresentation: false)
    }
}

// MARK: - UIAdaptivePresentationControllerDelegate
extension MedalCountTutorial.SlideInPresentationManager: UIAdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        if traitCollection.verticalSizeClass == .compact && disableCompactHeight {
            return .overFullScreen
        } else {
            return .none
        }
    }

    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        guard case(.overFullScreen) = style else { return nil }
        return MedalCountTutorial.RotateViewController()
    }
}

// MARK: - Private
private extension MedalCountTutorial.SlideInPresentationController {
    func setupDimmingView() {
        dimmingView = UIView()
        dimmingView.translatesAutoresizingMaskIntoConstraints = false
        dimmingView.backgroundColor = UIColor(white: 0.0, alpha: 0.5)
        dimmingView.alpha = 0.0
        let recognizer = UITapGestureRecognizer(
            target: self,
            action: MedalCountTutorial.SlideInPresentationController.handleTap(recognizer:))
        dimmingView.addGestureRecognizer(recognizer)
    }

    func handleTap(recognizer: UITapGestureRecognizer) {
        presentingViewController.dismiss(animated: true)
    }
}

// MARK: - UIViewControllerAnimatedTransitioning
extension MedalCountTutorial.SlideInPresentationAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // 1
        let key: UITransitionContextViewControllerKey = isPresentation ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else { return }
        // 2
        if isPresentation {
            transitionContext.containerView.addSubview(controller.view)
        }
        // 3
        let presentedFrame = transitionContext.finalFrame(for: controller)
        var dismissedFrame = presentedFrame
        switch direction {
        case .left:
            dismissedFrame.origin.x = -presentedFrame.width
        case .right:
            dismissedFrame.origin.x = transitionContext.containerView.frame.size.width
        case .top:
            dismissedFrame.origin.y = -presentedFrame.height
        case .bottom:
            dismissedFrame.origin.y = transitionContext.containerView.frame.size.height
        }
        // 4
        let initialFrame = isPresentation ? dismissedFrame : presentedFrame
        let finalFrame = isPresentation ? presentedFrame : dismissedFrame
        // 5
        let animationDuration = transitionDuration(using: transitionContext)
        controller.view.frame = initialFrame
        UIView.animate(withDuration: animationDuration, animations: {
            controller.view.frame = finalFrame
        }, completion: { finished in
            if !self.isPresentation {
                controller.view.removeFromSuperview()
            }
            transitionContext.completeTransition(finished)
        })
    }
}
