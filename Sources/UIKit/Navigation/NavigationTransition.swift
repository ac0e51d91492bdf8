/// One push or pop of a navigation controller, from start to `completeTransition`: appearance
/// callbacks in UIKit's order, the animator (UIKit's slide or the delegate's), an interaction
/// controller if any, alongside animations through the transition coordinator, and on a cancelled
/// interactive pop, the stack as it was.
@MainActor
final class NavigationTransition: ContextTransition {
    let operation: UINavigationController.Operation
    let from: UIViewController
    let to: UIViewController
    let animated: Bool
    let animator: UIViewControllerAnimatedTransitioning?
    var interactionController: UIViewControllerInteractiveTransitioning?
    private unowned let navigationController: UINavigationController
    /// Runs when the transition ended: completed (true) or cancelled.
    private let onFinish: (Bool) -> Void
    private(set) var context: TransitionContext!
    private(set) var coordinator: TransitionCoordinator!
    private var isFinished = false
    var isTransitionFinished: Bool { isFinished }
    var presentationStyle: UIModalPresentationStyle { .none }

    init(operation: UINavigationController.Operation, from: UIViewController, to: UIViewController,
         in navigationController: UINavigationController, animated: Bool, animator: UIViewControllerAnimatedTransitioning?,
         interactionController: UIViewControllerInteractiveTransitioning?, onFinish: @escaping (Bool) -> Void) {
        self.operation = operation
        self.from = from
        self.to = to
        self.navigationController = navigationController
        self.animated = animated
        self.animator = animator
        self.interactionController = interactionController
        self.onFinish = onFinish
    }

    func start() {
        let container = navigationController.contentContainer
        let duration = animated ? (animator?.transitionDuration(using: nil) ?? 0) : 0
        context = TransitionContext(transition: self, containerView: container, isAnimated: animated, duration: duration)
        coordinator = TransitionCoordinator(context: context)
        from.activeNavigationTransition = self
        to.activeNavigationTransition = self
        UIApplication.shared.trace("UINavigationController \(operation == .push ? "push" : "pop") \(to.traceName)")
        // The view leaving hears viewWillDisappear first; then the one arriving, viewWillAppear.
        let showing = navigationController.isShowing
        if showing { from.beginAppearanceTransition(false, animated: animated) }
        to.loadViewIfNeeded()
        if showing { to.beginAppearanceTransition(true, animated: animated) }
        navigationController.navigationBar.showTopItem(alongside: animated ? coordinator : nil)
        container.layoutIfNeeded()
        guard animated, animator != nil else {
            coordinator.start(joining: nil, duration: 0, animated: false)
            UIView.performWithoutAnimation {
                to.view.frame = container.bounds
                container.addSubview(to.view)
            }
            context.completeTransition(true)
            return
        }
        if let interactionController {
            context.completionSpeed = Swift.max(0.01, interactionController.completionSpeed)
            context.completionCurve = interactionController.completionCurve
            interactionController.startInteractiveTransition(context)
            return
        }
        _ = runAnimatorCapturingGroups()
    }

    func finish(completed: Bool) {
        guard !isFinished else { return }
        isFinished = true
        let showing = navigationController.isShowing
        if completed {
            from.viewIfLoaded?.removeFromSuperview()
            if to.view.superview !== navigationController.contentContainer {
                to.view.frame = navigationController.contentContainer.bounds
                navigationController.contentContainer.addSubview(to.view)
            }
            if showing {
                to.endAppearanceTransition()
                from.endAppearanceTransition()
            }
        } else {
            // Cancelled: the view that was leaving stays, the one that was arriving goes.
            to.viewIfLoaded?.removeFromSuperview()
            from.view.frame = navigationController.contentContainer.bounds
            if showing {
                to.beginAppearanceTransition(false, animated: false)
                to.endAppearanceTransition()
                from.beginAppearanceTransition(true, animated: false)
                from.endAppearanceTransition()
            }
        }
        animator?.animationEnded(completed)
        from.activeNavigationTransition = nil
        to.activeNavigationTransition = nil
        coordinator.finish()
        onFinish(completed)
    }

    // MARK: What the context reports

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return from
        case .to: return to
        default: return nil
        }
    }

    /// Both views, as UIKit's navigation transitions give them; the animator adds the `.to` view.
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return from.view
        case .to: return to.view
        default: return nil
        }
    }

    func initialFrame(for viewController: UIViewController) -> CGRect {
        viewController === from ? context.containerView.bounds : .zero
    }

    func finalFrame(for viewController: UIViewController) -> CGRect {
        viewController === to ? context.containerView.bounds : .zero
    }
}
