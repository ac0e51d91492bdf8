@_spi(UIKitLayers) import UIKitCore
/// A stack of controllers under a navigation bar, as UIKit's `UINavigationController`: push and pop
/// slide (or run the delegate's animator, interactively if it says so), the bar shows the top
/// controller's item with a back button, and a swipe from the left edge pops interactively.
/// One push or pop runs at a time; a request made during one runs after it, in order.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    public enum Operation: Int, Sendable { case none = 0, push = 1, pop = 2 }

    open weak var delegate: UINavigationControllerDelegate?

    /// Its own orientations (UIKit's defaults), or its delegate's (UINavigationController+Orientations).
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegateSupportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }

    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegatePreferredInterfaceOrientation ?? super.preferredInterfaceOrientationForPresentation
    }

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []

    open var topViewController: UIViewController? { stack.last }
    /// The top controller, or what it presents modally.
    open var visibleViewController: UIViewController? {
        var visible = topViewController
        while let presented = visible?.presentedViewController { visible = presented }
        return visible
    }

    public private(set) lazy var navigationBar: UINavigationBar = {
        let bar = UINavigationBar()
        bar.navigationController = self
        return bar
    }()

    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var barHidden = false

    /// Hides or shows the bar; animated, it slides up out of the screen or back down over
    /// `hideShowBarDuration`, the content's safe area following it.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        guard animated, let view = viewIfLoaded, view.window != nil else {
            navigationBar.isHidden = hidden
            viewIfLoaded?.setNeedsLayout()
            return
        }
        navigationBar.isHidden = false
        view.layoutIfNeeded()
        UIView.animate(withDuration: TimeInterval(UINavigationController.hideShowBarDuration), animations: {
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }, completion: { [weak self] _ in
            guard let self else { return }
            self.navigationBar.isHidden = self.barHidden
        })
    }

    /// The bar at the bottom showing the top controller's `toolbarItems`; hidden until
    /// `isToolbarHidden` is set false (UINavigationController+Toolbar.swift).
    public private(set) lazy var toolbar: UIToolbar! = {
        let bar = UIToolbar()
        bar.navigationController = self
        bar.isHidden = true
        return bar
    }()

    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    var toolbarHidden = true
    /// Whether the toolbar is sliding out or in, shown until it stops.
    var toolbarIsSliding = false

    /// Hides or shows the toolbar; animated, it slides down out of the screen or back up over
    /// `hideShowBarDuration`, the content's safe area following it.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        moveToolbar(animated: animated)
    }

    /// How long an animated hide or show of the bar takes (UIKit's constant).
    public static let hideShowBarDuration: CGFloat = 0.2

    /// The left-edge swipe that pops the top controller.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePan }
    private(set) lazy var edgePan: UIScreenEdgePanGestureRecognizer = {
        let pan = UIScreenEdgePanGestureRecognizer(target: self, action: UINavigationController.handleEdgePan(_:))
        pan.edges = .left
        pan.delegate = edgePanGate
        return pan
    }()
    private lazy var edgePanGate = InteractivePopGate(navigationController: self)

    /// Whether a tap in the content that nothing else handles hides the bars, or shows them again.
    open var hidesBarsOnTap = false {
        didSet { barHideOnTapGestureRecognizer.isEnabled = hidesBarsOnTap }
    }
    /// Set while the toolbar is hidden by `hidesBarsOnTap`, so the next tap brings it back (and
    /// only then: a toolbar the app hid stays hidden).
    var toolbarHiddenByTap = false
    /// The tap that `hidesBarsOnTap` uses; enabled only while that is true.
    public private(set) lazy var barHideOnTapGestureRecognizer: UITapGestureRecognizer = {
        let tap = UITapGestureRecognizer(target: self, action: UINavigationController.toggleBarsOnTap(_:))
        tap.isEnabled = hidesBarsOnTap
        tap.cancelsTouchesInView = false
        tap.delegate = barTapGate
        return tap
    }()
    private lazy var barTapGate = BarHideOnTapGate(navigationController: self)

    /// Holds the top controller's view, under the bar; what the transition context calls its container.
    let contentContainer = UIView()

    /// The push or pop running now.
    var runningTransition: ChildTransition?
    /// The interaction of the edge swipe, while one drives a pop.
    var edgePopInteraction: UIPercentDrivenInteractiveTransition?

    // MARK: Initialisers

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A navigation controller of a storyboard: its root controller comes from its relationship
    /// segue, which the storyboard follows once the controller is made.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        guard let archive = coder as? InterfaceBuilderCoder else { return }
        if let bar = archive.element.child(key: "navigationBar") { navigationBar.decodeArchivedBar(archive.coder(for: bar)) }
        if let bar = archive.element.child(key: "toolbar") { toolbar.decodeOwnedToolbar(archive.coder(for: bar)) }
        if let hidden = archive.element.bool("toolbarHidden") { toolbarHidden = hidden }
    }

    @_spi(UIKitLayers) open override func adoptStoryboardRelationship(_ children: [(relationship: String, controller: UIViewController)]) -> Bool {
        setViewControllers(children.map(\.controller), animated: false)
        return true
    }

    @_spi(UIKitLayers) open override func childrenForUnwinding(from child: UIViewController) -> [UIViewController] {
        guard let index = viewControllers.firstIndex(where: { $0 === child }) else { return [] }
        return viewControllers[..<index].reversed()
    }

    @_spi(UIKitLayers) open override var childShownForUnwinding: UIViewController? { topViewController }

    /// Pops back to the child an unwind segue is going towards.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard topViewController !== subsequentVC, viewControllers.contains(where: { $0 === subsequentVC }) else { return }
        _ = popToViewController(subsequentVC, animated: true)
    }

    /// The bars follow the top controller's scroll view.
    @_spi(UIKitLayers) open override func scrollViewFollowed(at edge: NSDirectionalRectEdge) -> UIScrollView? {
        topViewController?.scrollViewFollowed(at: edge)
    }

    @_spi(UIKitLayers) open override func contentScrollEdgeMayHaveChanged() {
        navigationBar.scrollEdgeMayHaveChanged()
        toolbar.scrollEdgeMayHaveChanged()
        super.contentScrollEdgeMayHaveChanged()
    }

    open override func loadView() {
        let root = ContainerRootView { [unowned self] view in self.layoutBars(in: view) }
        root.backgroundColor = .systemBackground
        contentContainer.frame = root.bounds
        contentContainer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(contentContainer)
        root.addSubview(navigationBar)
        root.addSubview(toolbar)
        root.addGestureRecognizer(edgePan)
        root.addGestureRecognizer(barHideOnTapGestureRecognizer)
        view = root
        if let top = topViewController {
            top.view.frame = frame(forChild: top)
            top.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentContainer.addSubview(top.view)
        }
        navigationBar.showTopItem(alongside: nil)
        showTopToolbarItems(animated: false)
    }

    @_spi(UIKitLayers) open override var isNavigationStack: Bool { true }

    @_spi(UIKitLayers) open override func childNavigationItemDidChange(_ child: UIViewController, fades: Bool) {
        guard runningTransition == nil, isViewLoaded else { return }
        let stack = viewControllers
        if stack.last === child || (stack.count > 1 && stack[stack.count - 2] === child) {
            navigationBar.showTopItem(alongside: nil, fades: fades)
        }
    }

    @_spi(UIKitLayers) open override func childToolbarItemsDidChange(_ child: UIViewController, animated: Bool) {
        guard child === topViewController, runningTransition == nil else { return }
        showTopToolbarItems(animated: animated)
    }

    /// Whether this controller's view is in a window, so its children's appearance changes matter.
    var isShowing: Bool { appearanceState.phase == .appeared || appearanceState.phase == .appearing }

    // MARK: Pushing and popping

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        Diagnostics.requireMainThread("-[UINavigationController pushViewController:animated:]")
        // The push runs on the clock of the host showing this stack, as a presentation does.
        environment.run { whenIdle { self.performPush(viewController, animated: animated) } }
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        return environment.runAsCurrent {
            guard !mustWait else {
                let top = stack.count > 1 ? stack.last : nil
                whenIdle { _ = self.popTop(animated: animated) }
                return top
            }
            return popTop(animated: animated)
        }
    }

    private func popTop(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let popped = stack[stack.count - 1]
        performPop(to: stack[stack.count - 2], animated: animated)
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        return environment.runAsCurrent {
            // Queued behind a running push or pop, it pops to the root the stack has when it runs.
            guard !mustWait else {
                whenIdle { if let root = self.stack.first { _ = self.pop(to: root, animated: animated) } }
                return nil
            }
            guard let root = stack.first else { return nil }
            return pop(to: root, animated: animated)
        }
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        return environment.runAsCurrent {
            guard !mustWait else {
                whenIdle { _ = self.pop(to: viewController, animated: animated) }
                return nil
            }
            return pop(to: viewController, animated: animated)
        }
    }

    private func pop(to viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            Diagnostics.fail("Tried to pop to a view controller that doesn't exist: \(type(of: viewController)) is not in the navigation stack.")
        }
        guard index < stack.count - 1 else { return [] }
        let popped = Array(stack[(index + 1)...])
        performPop(to: viewController, animated: animated)
        return popped
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        environment.run { whenIdle { self.performSetViewControllers(viewControllers, animated: animated) } }
    }

    /// Pushes, or presents when there is no stack to push onto, as UIKit's `show(_:sender:)` does here.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    // MARK: Machinery

    /// Pops the top controller with `interaction` driving the slide (the edge swipe).
    func beginInteractivePop(with interaction: UIPercentDrivenInteractiveTransition) {
        guard stack.count > 1 else { return }
        performPop(to: stack[stack.count - 2], animated: true, interaction: interaction)
    }

    /// Runs `operation` now, or after the running push or pop ends.
    /// Runs `operation` now, or after the transitions before it (this stack's, a presentation's),
    /// through the environment's one transition queue.
    private func whenIdle(_ operation: @escaping () -> Void) { environment.transitionScheduler.whenIdle(operation) }

    /// Whether an operation asked for now would wait behind another transition.
    var mustWait: Bool { environment.transitionScheduler.isBusy || environment.transitionScheduler.hasWaitingRequests }

    private func performPush(_ viewController: UIViewController, animated: Bool) {
        if stack.contains(where: { $0 === viewController }) {
            Diagnostics.fail("Pushing the same view controller instance (\(type(of: viewController))) more than once is not supported.")
        }
        if viewController is UINavigationController {
            Diagnostics.fail("Pushing a navigation controller is not supported.")
        }
        if let refusal = viewController.navigationPushRefusal { Diagnostics.fail(refusal) }
        guard let from = topViewController else {
            performSetViewControllers([viewController], animated: false)
            return
        }
        addChild(viewController)
        stack.append(viewController)
        runTransition(.push, from: from, to: viewController, animated: animated) { [weak self] completed in
            guard let self else { return }
            if completed {
                viewController.didMove(toParent: self)
            } else {
                self.stack.removeAll { $0 === viewController }
                viewController.willMove(toParent: nil)
                viewController.removeFromParent()
            }
        }
    }

    /// Pops everything above `target` in one transition from the top to `target`.
    private func performPop(to target: UIViewController, animated: Bool, interaction: UIPercentDrivenInteractiveTransition? = nil) {
        guard let from = topViewController, let index = stack.firstIndex(where: { $0 === target }) else { return }
        let removed = Array(stack[(index + 1)...])
        let previousStack = stack
        for controller in removed { controller.willMove(toParent: nil) }
        stack.removeSubrange((index + 1)...)
        runTransition(.pop, from: from, to: target, animated: animated, interaction: interaction) { [weak self] completed in
            guard let self else { return }
            if completed {
                for controller in removed { controller.removeFromParent() }
            } else {
                // A cancelled interactive pop: the stack is as it was, and nothing left its parent.
                self.stack = previousStack
                for controller in removed { controller.isMovingFromParent = false }
            }
        }
    }

    private func performSetViewControllers(_ newStack: [UIViewController], animated: Bool) {
        let oldTop = topViewController
        let oldStack = stack
        for controller in oldStack where !newStack.contains(where: { $0 === controller }) && controller !== oldTop {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in newStack where controller.parent !== self { addChild(controller) }
        stack = newStack
        guard let newTop = newStack.last, let oldTop, newTop !== oldTop, isViewLoaded else {
            // Without a transition to wait for, a replaced top leaves its parent now.
            if let oldTop, !newStack.contains(where: { $0 === oldTop }), oldTop.parent === self {
                oldTop.willMove(toParent: nil)
                oldTop.removeFromParent()
            }
            for controller in newStack { controller.didMove(toParent: self) }
            if isViewLoaded { installTopWithoutTransition(replacing: oldTop) }
            return
        }
        let isPop = oldStack.contains { $0 === newTop }
        let oldTopLeaves = !newStack.contains { $0 === oldTop }
        if oldTopLeaves { oldTop.willMove(toParent: nil) }
        runTransition(isPop ? .pop : .push, from: oldTop, to: newTop, animated: animated) { [weak self] _ in
            guard let self else { return }
            if oldTopLeaves { oldTop.removeFromParent() }
            for controller in newStack { controller.didMove(toParent: self) }
        }
    }

    /// Puts the top controller's view in place at once (a stack set before the view loaded, or
    /// set while the top stayed the same).
    private func installTopWithoutTransition(replacing oldTop: UIViewController?) {
        guard let top = topViewController else { return }
        if let oldTop, oldTop !== top, oldTop.viewIfLoaded?.superview === contentContainer {
            oldTop.view.removeFromSuperview()
            if oldTop.parent !== self { oldTop.beginAppearanceTransition(false, animated: false); oldTop.endAppearanceTransition() }
        }
        if top.view.superview !== contentContainer {
            top.view.frame = frame(forChild: top)
            top.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentContainer.addSubview(top.view)
        }
        navigationBar.showTopItem(alongside: nil)
        showTopToolbarItems(animated: false)
    }

    private func runTransition(_ operation: Operation, from: UIViewController, to: UIViewController, animated: Bool,
                               interaction: UIPercentDrivenInteractiveTransition? = nil, then finish: @escaping (Bool) -> Void) {
        guard isViewLoaded else {
            finish(true)
            return
        }
        let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        let animator = custom ?? NavigationSlideAnimator(operation: operation)
        let interactive: UIViewControllerInteractiveTransitioning? = custom.flatMap {
            delegate?.navigationController(self, interactionControllerFor: $0)
        } ?? interaction
        delegate?.navigationController(self, willShow: to, animated: animated)
        let transition = ChildTransition(name: "UINavigationController \(operation == .push ? "push" : "pop")", from: from, to: to,
                                         in: self, animated: animated,
                                         animator: animator, interactionController: interactive) { [weak self] completed in
            guard let self else { return }
            self.runningTransition = nil
            finish(completed)
            if completed { self.delegate?.navigationController(self, didShow: to, animated: animated) }
            self.navigationBar.showTopItem(alongside: nil)
            self.showTopToolbarItems(animated: false)
        }
        runningTransition = transition
        transition.start()
    }
}
