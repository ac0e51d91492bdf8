import UIKit
import UIKitTesting

/// Collects lifecycle callbacks in order.
@MainActor
final class CallLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

final class LoggingViewController: UIViewController {
    let log: CallLog
    let name: String

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .white; log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.add("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.add("\(name).viewDidDisappear") }
}

final class LoggingPresentationController: UIPresentationController {
    var log: CallLog?
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        log?.add("presentationTransitionWillBegin")
        log?.add("coordinator:\(presentedViewController.transitionCoordinator != nil)")
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.frame = containerView!.bounds
        dimmingView.alpha = 0
        containerView!.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 },
                                                               completion: { context in self.log?.add("alongside.completion cancelled:\(context.isCancelled)") })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log?.add("presentationTransitionDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        log?.add("dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log?.add("dismissalTransitionDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// A linear animator of a chosen duration that can be told to cancel instead of completing.
final class LoggingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let log: CallLog
    var cancels = false
    let duration: TimeInterval

    init(presenting: Bool, log: CallLog, duration: TimeInterval = 0.4) {
        self.presenting = presenting
        self.log = log
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        log.add("animateTransition")
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key),
              let controller = transitionContext.viewController(forKey: presenting ? .to : .from) else { return }
        let final = transitionContext.finalFrame(for: controller)
        let offscreen = final.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height)
        if presenting {
            transitionContext.containerView.addSubview(view)
            view.frame = offscreen
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
            view.frame = self.presenting ? final : offscreen
        }, completion: { _ in
            transitionContext.completeTransition(!self.cancels && !transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { log.add("animationEnded(\(transitionCompleted))") }
}

final class LoggingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let log: CallLog
    var cancelPresentation = false
    var presentationController: LoggingPresentationController?
    /// When set, dismissals are driven by it.
    var dismissalInteraction: UIPercentDrivenInteractiveTransition?
    /// When set, dismissals are animated by it instead of a LoggingAnimator.
    var dismissalAnimator: UIViewControllerAnimatedTransitioning?

    init(log: CallLog) { self.log = log }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        log.add("delegate.presentationController")
        let controller = LoggingPresentationController(presentedViewController: presented, presenting: presenting)
        controller.log = log
        presentationController = controller
        return controller
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.add("delegate.animationController(forPresented:)")
        let animator = LoggingAnimator(presenting: true, log: log)
        animator.cancels = cancelPresentation
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.add("delegate.animationController(forDismissed:)")
        return dismissalAnimator ?? LoggingAnimator(presenting: false, log: log)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard let dismissalInteraction else { return nil }
        log.add("delegate.interactionControllerForDismissal")
        return dismissalInteraction
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        log.add("delegate.interactionControllerForPresentation")
        return nil
    }
}

/// A presenter "A" in a 320 × 480 headless host and a controller "B" ready to be presented
/// through a logging delegate, with the log cleared.
@MainActor
struct PresentationSetup {
    let host: HeadlessHost
    let log: CallLog
    let presenter: LoggingViewController
    let presented: LoggingViewController
    let delegate: LoggingTransitioningDelegate

    init(style: UIModalPresentationStyle = .custom) {
        host = HeadlessHost(size: CGSize(width: 320, height: 480))
        log = CallLog()
        presenter = LoggingViewController("A", log: log)
        host.rootViewController = presenter
        presented = LoggingViewController("B", log: log)
        delegate = LoggingTransitioningDelegate(log: log)
        presented.modalPresentationStyle = style
        presented.transitioningDelegate = delegate
        log.entries.removeAll()
    }

    /// Presents B and lets the presentation finish, then clears the log.
    func presentAndSettle() {
        presenter.present(presented, animated: true)
        host.settle()
        log.entries.removeAll()
    }
}
