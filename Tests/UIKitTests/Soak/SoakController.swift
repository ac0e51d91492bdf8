import Foundation
import UIKit

/// A controller of the random sequences, set up for one presentation style the way app code does it.
final class SoakController: UIViewController {
    let id: Int
    let style: PresentationSoak.Style
    /// Kept here because `transitioningDelegate` is weak, as in UIKit.
    private var transitions: SoakTransitions?

    init(id: Int, style: PresentationSoak.Style) {
        self.id = id
        self.style = style
        super.init(nibName: nil, bundle: nil)
        title = "c\(id)"
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: CGFloat(id % 5) / 5, green: 0.5, blue: CGFloat(id % 3) / 3, alpha: 1)
    }

    func prepare(presentedFrom presenter: UIViewController) {
        switch style {
        case .custom, .customInstant, .customNegative, .customLate, .customTwice:
            modalPresentationStyle = .custom
            let transitions = SoakTransitions(style: style)
            self.transitions = transitions
            transitioningDelegate = transitions
        case .fullScreen: modalPresentationStyle = .fullScreen
        case .overFullScreen: modalPresentationStyle = .overFullScreen
        case .pageSheet: modalPresentationStyle = .pageSheet
        case .formSheet: modalPresentationStyle = .formSheet
        case .mediumSheet:
            modalPresentationStyle = .pageSheet
            sheetPresentationController?.detents = [.medium(), .large()]
        case .popover:
            modalPresentationStyle = .popover
            preferredContentSize = CGSize(width: 200, height: 150)
            popoverPresentationController?.sourceView = presenter.view
            popoverPresentationController?.sourceRect = CGRect(x: 20, y: 20.5, width: 30, height: 30)
        case .crossDissolve:
            modalPresentationStyle = .fullScreen
            modalTransitionStyle = .crossDissolve
        case .flip:
            modalPresentationStyle = .fullScreen
            modalTransitionStyle = .flipHorizontal
        }
    }
}

/// The transitioning delegate of the custom styles: a dimming presentation controller and an
/// animator that completes on time, at once, late or twice.
final class SoakTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let style: PresentationSoak.Style
    init(style: PresentationSoak.Style) { self.style = style }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        SoakPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SoakAnimator(style: style, isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SoakAnimator(style: style, isPresenting: false)
    }
}

/// The tutorials' presentation controller: the lower two thirds (a fractional y), a dimming view
/// that fades alongside and dismisses on tap.
final class SoakPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: SoakPresentationController.dimmingTapped))
    }

    func dimmingTapped() { presentedViewController.dismiss(animated: true) }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 3, width: bounds.width, height: bounds.height * 2 / 3)
    }

    override func presentationTransitionWillBegin() {
        dimmingView.frame = containerView!.bounds
        dimmingView.alpha = 0
        containerView!.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Slides the presented view up (or down, dismissing), finishing as its style says.
final class SoakAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let style: PresentationSoak.Style
    let isPresenting: Bool
    init(style: PresentationSoak.Style, isPresenting: Bool) {
        self.style = style
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        switch style {
        case .customInstant: 0
        case .customNegative: -1
        default: 0.3
        }
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key), let view = controller.view else {
            transitionContext.completeTransition(false)
            return
        }
        let final = transitionContext.finalFrame(for: controller)
        let container = transitionContext.containerView
        if isPresenting {
            container.addSubview(view)
            view.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
        }
        let style = style
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            view.frame = self.isPresenting ? final : view.frame.offsetBy(dx: 0, dy: container.bounds.height)
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            switch style {
            case .customLate:
                // Completes a little after its own animation, from another animation's completion.
                let marker = UIView()
                container.addSubview(marker)
                UIView.animate(withDuration: 0.2, animations: { marker.alpha = 0 }, completion: { _ in
                    marker.removeFromSuperview()
                    transitionContext.completeTransition(completed)
                })
            case .customTwice:
                transitionContext.completeTransition(completed)
                transitionContext.completeTransition(completed)
            default:
                transitionContext.completeTransition(completed)
            }
        })
    }
}
