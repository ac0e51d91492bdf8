/// A container controller that swaps one child's view for another's in a view of its own: a
/// navigation controller pushing or popping, a tab bar controller switching tabs.
@MainActor
package protocol ChildTransitionContainer: AnyObject {
    /// Where the children's views go; the transition context's container view.
    var childContainerView: UIView { get }
    /// Whether the container is on screen, so its children's appearance callbacks are due.
    var isShowingChildren: Bool { get }
    /// The swap begins: chrome that changes with it (a navigation bar's items) animates alongside.
    func childTransitionWillBegin(alongside coordinator: TransitionCoordinator?)
    /// Whether the leaving child hears viewDidDisappear before the arriving one hears
    /// viewDidAppear, as in a navigation stack's push and pop.
    var leavingChildEndsFirst: Bool { get }
    /// Where `child`'s view rests in the container view (a navigation controller keeps a child
    /// that does not extend under an opaque bar below it).
    func frame(forChild child: UIViewController) -> CGRect
}

extension ChildTransitionContainer {
    package func frame(forChild child: UIViewController) -> CGRect { childContainerView.bounds }
}

/// One swap of a container's child, from start to `completeTransition`: a navigation controller's
/// push or pop, or a tab switch. Appearance callbacks in UIKit's order, the animator (UIKit's
/// slide, or the delegate's), an interaction controller if any, alongside animations through the
/// transition coordinator, and when an interactive one is cancelled, the child that was showing.
@MainActor
package final class ChildTransition: ContextTransition {
    /// What the trace calls it ("UINavigationController push").
    let name: String
    let from: UIViewController
    let to: UIViewController
    let animated: Bool
    let animator: UIViewControllerAnimatedTransitioning?
    var interactionController: UIViewControllerInteractiveTransitioning?
    private unowned let owner: ChildTransitionContainer
    /// Runs when the transition ended: completed (true) or cancelled.
    private let onFinish: (Bool) -> Void
    private(set) var context: TransitionContext!
    private(set) var coordinator: TransitionCoordinator!
    private var isFinished = false
    /// The queue this swap holds while it runs (presents and other swaps wait for it).
    private weak var scheduler: TransitionScheduler?
    var isTransitionFinished: Bool { isFinished }
    var presentationStyle: UIModalPresentationStyle { .none }
    /// The host the swap runs in: that of the container's view.
    var environment: HostEnvironment { owner.childContainerView.environment }

    package init(name: String, from: UIViewController, to: UIViewController,
         in owner: ChildTransitionContainer, animated: Bool, animator: UIViewControllerAnimatedTransitioning?,
         interactionController: UIViewControllerInteractiveTransitioning?, onFinish: @escaping (Bool) -> Void) {
        self.name = name
        self.from = from
        self.to = to
        self.owner = owner
        self.animated = animated
        self.animator = animator
        self.interactionController = interactionController
        self.onFinish = onFinish
    }

    package func start() {
        scheduler = environment.transitionScheduler
        scheduler?.begin(child: self)
        let container = owner.childContainerView
        let duration = animated ? (animator?.transitionDuration(using: nil) ?? 0) : 0
        context = TransitionContext(transition: self, containerView: container, isAnimated: animated, duration: duration)
        coordinator = TransitionCoordinator(context: context)
        from.activeChildTransition = self
        to.activeChildTransition = self
        environment.trace(kind: .transition, "\(name) \(to.traceName)")
        // The view leaving hears viewWillDisappear first; then the one arriving, viewWillAppear.
        let showing = owner.isShowingChildren
        if showing { from.beginAppearanceTransition(false, animated: animated) }
        to.loadViewIfNeeded()
        if showing { to.beginAppearanceTransition(true, animated: animated) }
        owner.childTransitionWillBegin(alongside: animated ? coordinator : nil)
        container.layoutIfNeeded()
        guard animated, animator != nil else {
            coordinator.start(joining: nil, duration: 0, animated: false)
            UIView.performWithoutAnimation {
                to.view.frame = owner.frame(forChild: to)
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
        let showing = owner.isShowingChildren
        if completed {
            from.viewIfLoaded?.removeFromSuperview()
            // What the leaving child presents in its context goes with it, and the arriving one's returns.
            from.presentationState.contextContainer?.removeFromSuperview()
            if to.view.superview !== owner.childContainerView { owner.childContainerView.addSubview(to.view) }
            // The child now showing fills its place in the container, whoever animated it in and
            // whatever size the container took meanwhile (a resize before the swap landed), and
            // follows its resizes from now on, as the container lays out its top child in UIKit.
            UIView.performWithoutAnimation { to.view.frame = owner.frame(forChild: to) }
            to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if let presented = to.presentationState.contextContainer {
                presented.frame = to.view.frame
                owner.childContainerView.insertSubview(presented, aboveSubview: to.view)
            }
            if showing && owner.leavingChildEndsFirst {
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            } else if showing {
                to.endAppearanceTransition()
                from.endAppearanceTransition()
            }
        } else {
            // Cancelled: the view that was leaving stays, the one that was arriving goes.
            to.viewIfLoaded?.removeFromSuperview()
            UIView.performWithoutAnimation { from.view.frame = owner.frame(forChild: from) }
            if showing {
                to.beginAppearanceTransition(false, animated: false)
                to.endAppearanceTransition()
                from.beginAppearanceTransition(true, animated: false)
                from.endAppearanceTransition()
            }
        }
        animator?.animationEnded(completed)
        from.activeChildTransition = nil
        to.activeChildTransition = nil
        coordinator.finish()
        onFinish(completed)
        scheduler?.childTransitionDidFinish(self)
    }

    // MARK: What the context reports

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return from
        case .to: return to
        default: return nil
        }
    }

    /// Both views, as UIKit's navigation and tab transitions give them; the animator adds the `.to` view.
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return from.view
        case .to: return to.view
        default: return nil
        }
    }

    func initialFrame(for viewController: UIViewController) -> CGRect {
        viewController === from ? owner.frame(forChild: from) : .zero
    }

    func finalFrame(for viewController: UIViewController) -> CGRect {
        viewController === to ? owner.frame(forChild: to) : .zero
    }
}
