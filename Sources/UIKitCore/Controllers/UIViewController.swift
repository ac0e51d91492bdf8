import InterfaceBuilder

/// Manages a view and its place among other controllers, as UIKit's `UIViewController`: lazy view
/// loading, appearance callbacks at UIKit's moments, child containment and modal presentation
/// (UIViewController+Presentation.swift).
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer, UITraitEnvironment {
    // MARK: View

    private var loadedView: UIView?
    public private(set) var nibName: String?
    /// The bundle the controller's nib is looked up in (the main bundle when nil).
    public private(set) var nibBundle: Bundle?
    /// Takes an object the controller's own element holds besides its view (a table view
    /// controller's `refreshControl`), made with the view; containers above core override it.
    @_spi(UIKitLayers) open func adoptArchived(_ object: AnyObject, key: String) {}

    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

    open var title: String? {
        didSet {
            guard oldValue != title else { return }
            // Apple: assigning the title updates the title text of the navigation item.
            barState.navigationItem?.title = title
            // As in UIKit, the title names the tab too while the item's title is the old one.
            if let item = barState.tabBarItem, item.title == oldValue { item.title = title }
        }
    }
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard oldValue != preferredContentSize else { return }
            (parent as UIContentContainer?)?.preferredContentSizeDidChange(forChildContentContainer: self)
            presentationState.controller?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    // MARK: Containment

    public private(set) weak var parent: UIViewController?
    public private(set) var children: [UIViewController] = []

    // MARK: Presentation state (driven by PresentationTransition)

    /// What it presents and what presents it (Presentation/ControllerPresentationState.swift).
    package final var presentationState = ControllerPresentationState()
    /// The world this controller is attached to (UIViewController+Environment.swift).
    @Unretained var boundEnvironment: HostEnvironment? = nil
    /// The push, pop or tab switch this controller takes part in, while one runs.
    package weak var activeChildTransition: ChildTransition?
    /// Its storyboard, scene and archived view (Storyboards/ControllerStoryboardState.swift).
    final var storyboardState = ControllerStoryboardState()
    /// Its items in its containers' bars (Bars/ControllerBarState.swift).
    final var barState = ControllerBarState()
    /// Light or dark for this controller, its children and what it presents, whatever the system's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState.overrideStyle }
        set {
            guard newValue != traitState.overrideStyle else { return }
            TraitChange.run(in: viewIfLoaded?.window.map { [$0] } ?? []) { traitState.overrideStyle = newValue }
        }
    }
    /// The traits it overrides for itself and its children (Views/ControllerTraitState.swift).
    final var traitState = ControllerTraitState()

    /// The scroll view whose edge the bar at `edge` follows: a container answers for the child it
    /// shows (UIViewController+ContentScrollView.swift).
    @_spi(UIKitLayers) open func scrollViewFollowed(at edge: NSDirectionalRectEdge) -> UIScrollView? { ownScrollViewFollowed(at: edge) }

    /// A scroll view of this controller's moved or changed size: containers with bars look again
    /// at whether the content reaches their edge.
    @_spi(UIKitLayers) open func contentScrollEdgeMayHaveChanged() { parent?.contentScrollEdgeMayHaveChanged() }
    /// Where it is in its appearance callbacks (ControllerAppearanceState.swift).
    package final var appearanceState = ControllerAppearanceState()
    final var contentUnavailableState = ControllerContentUnavailableState()
    /// The top and bottom layout guides, made on first use (UIViewController+LayoutSupport.swift).
    var layoutSupportGuides: (top: ViewControllerLayoutSupport, bottom: ViewControllerLayoutSupport)?

    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    open var isModalInPresentation = false
    open var definesPresentationContext = false

    // MARK: Status bar (asked as UIKit asks; see UIWindow+StatusBar)

    /// The orientations this controller's interface may take when it is the window's root or its
    /// top full-screen presentation: all on iPad, all but upside down on iPhone, as UIKit's default.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        (viewIfLoaded?.window?.screen ?? UIScreen.main).device.idiom == .pad ? .all : .allButUpsideDown
    }

    /// Whether the interface follows the device while this controller decides (deprecated in iOS 16).
    open var shouldAutorotate: Bool { true }

    /// The orientation to turn to when the current one is not supported: the current one by default.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        UIInterfaceOrientation((viewIfLoaded?.window?.screen ?? UIScreen.main).orientation)
    }

    /// Tells UIKit `supportedInterfaceOrientations` changed: the interface turns to the device, or
    /// away from an orientation no longer supported (iOS 16).
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {
        viewIfLoaded?.window?.updateInterfaceOrientation()
    }

    @available(iOS, deprecated: 16.0, message: "Use setNeedsUpdateOfSupportedInterfaceOrientations()")
    open class func attemptRotationToDeviceOrientation() {
        for window in HostEnvironment.current.windows { window.updateInterfaceOrientation() }
    }

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    /// The home indicator, asked as UIKit asks (the device chrome hides it while the deciding
    /// controller prefers it hidden), and the system's edge gestures, which the lab does not have.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {
        for window in environment.windows { window.setNeedsEveryViewRepainted() }
    }
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// A presented controller that is not full screen controls the status bar only when this is set.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Asks again which controller decides the status bar and what it prefers, as UIKit does only
    /// when told (or when a presentation ends).
    open func setNeedsStatusBarAppearanceUpdate() {
        for window in environment.windows { window.statusBarAppearanceDidChange() }
    }

    // MARK: Initialisers

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// A controller decoded from a storyboard scene or a nib: its title, presentation, bar items,
    /// and the view the scene holds, loaded when first asked for (UIViewController+InterfaceBuilder).
    /// A scene declared in code hands its `creator` block a `UIStoryboard.SceneCoder`, which makes
    /// a plain controller of the class; any other coder has nothing the lab can read, and gives nil.
    public required init?(coder: NSCoder) {
        guard coder is UIStoryboard.SceneCoder || coder is InterfaceBuilderCoder else {
            Diagnostics.warn("\(type(of: self)): init(coder:) reads storyboards and nibs only; this coder is a \(type(of: coder)). Use init().")
            return nil
        }
        nibName = nil
        super.init()
        if let archive = coder as? InterfaceBuilderCoder { decodeControllerProperties(from: archive) }
    }

    // MARK: View lifecycle (override points)

    /// Creates the view: the one its storyboard scene or nib holds, else a plain view the size of
    /// the screen, as UIKit's without a nib.
    open func loadView() {
        if loadArchivedView() { return }
        view = UIView(frame: environment.screen.bounds)
    }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: environment.screen.bounds) }
        viewDidLoad()
    }

    open func viewDidLoad() {}
    /// The app is low on memory (the Simulator's Simulate Memory Warning): release what can be made again.
    open func didReceiveMemoryWarning() {}
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in the window with its traits and geometry, about to be laid out for the
    /// appearance (iOS 13 and later): once per appearance, after viewWillAppear, before viewDidAppear.
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}

    /// Override to set `contentUnavailableConfiguration` for `state`; UIKit calls it before the
    /// view's first layout, after `setNeedsUpdateContentUnavailableConfiguration()`, and when the
    /// navigation item's search text changes.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    /// The state `updateContentUnavailableConfiguration(using:)` gets: the traits and the
    /// navigation item's search text; a subclass may add to the system's.
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState { systemContentUnavailableConfigurationState }

    /// Insets added to the safe area of this controller's view, on top of what the screen and the
    /// views around it give.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard oldValue != additionalSafeAreaInsets, let view = viewIfLoaded else { return }
            view.setNeedsLayout()
            view.window?.needsSafeAreaUpdate = true
        }
    }

    /// Called when the safe area of this controller's view changed.
    open func viewSafeAreaInsetsDidChange() {}
    open func viewDidLayoutSubviews() {}
    open func updateViewConstraints() { loadedView?.updateConstraints() }

    /// Starts an appearance change (viewWillAppear or viewWillDisappear), for containers.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        performBeginAppearance(isAppearing, animated: animated)
    }

    /// Ends it (viewDidAppear or viewDidDisappear).
    open func endAppearanceTransition() { performEndAppearance() }

    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Containment (override points)

    /// True while this controller is being added to a parent, through its viewDidAppear (or, if its
    /// view does not appear, until the frame after).
    public internal(set) var isMovingToParent = false
    /// True from `willMove(toParent: nil)` until `removeFromParent()` is done: its disappearance
    /// callbacks can tell a removal from a covering.
    public package(set) var isMovingFromParent = false

    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        childController.removeFromParent()
        childController.isMovingToParent = true
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
        if let boundEnvironment { childController.bind(to: boundEnvironment) }
        environment.runAfterFrame { [weak childController] in
            guard let childController, childController.viewIfLoaded?.window == nil else { return }
            childController.isMovingToParent = false
        }
    }

    open func removeFromParent() {
        guard let parent else { return }
        // A child leaving while its appearance changes (its container covered by a presentation
        // that has not ended) finishes disappearing now: every will has its did.
        if appearanceState.phase == .appearing { performBeginAppearance(false, animated: false) }
        if appearanceState.phase == .disappearing { performEndAppearance() }
        parent.children.removeAll { $0 === self }
        parent.traitState.childOverrides[ObjectIdentifier(self)] = nil
        self.parent = nil
        isMovingToParent = false
        didMove(toParent: nil)
        isMovingFromParent = false
    }

    /// Overrides call super, as in UIKit: moving to nil marks the start of a removal.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil && self.parent != nil { isMovingFromParent = true }
    }
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Tabs (UIViewController+Tabs.swift)

    /// The item a tab bar controller shows for this controller; made on first use with the
    /// controller's title.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = barState.tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            barState.tabBarItem = item
            return item
        }
        set {
            barState.tabBarItem = newValue
            parent?.descendantTabBarItemDidChange()
        }
    }

    /// Pushed onto a navigation controller inside a tab bar controller, this controller hides the
    /// tab bar until it is popped; on top of a navigation stack, it hides the stack's toolbar.
    open var hidesBottomBarWhenPushed = false

    // MARK: Toolbar items (UINavigationController+Toolbar.swift)

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { barState.toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets the toolbar items; animated, a showing toolbar cross-fades to them.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        barState.toolbarItems = toolbarItems
        parent?.childToolbarItemsDidChange(self, animated: animated)
    }

    /// A child's toolbar items changed: a navigation controller shows them if the child is on top.
    @_spi(UIKitLayers) open func childToolbarItemsDidChange(_ child: UIViewController, animated: Bool) {}

    /// A child's navigation item changed: a navigation controller's bar shows it again if the child
    /// is on top or just below.
    @_spi(UIKitLayers) open func childNavigationItemDidChange(_ child: UIViewController, fades: Bool) {}

    /// The tab bar item of this controller or one inside it changed: the tab bar controller above
    /// shows its items again.
    @_spi(UIKitLayers) open func descendantTabBarItemDidChange() { parent?.descendantTabBarItemDidChange() }

    /// True for a navigation controller: `show(_:sender:)` from inside it pushes.
    @_spi(UIKitLayers) open var isNavigationStack: Bool { false }

    /// The edges where the view runs under the bars of its container (all by default): without
    /// `.top`, a navigation stack puts it below its bar.
    /// Deprecated in iOS 11. False stops a `.automatic` scroll view of this controller in a
    /// navigation controller from adding the top and bottom safe area when it does not scroll.
    @available(iOS, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets = true
    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (true by default).
    open var viewRespectsSystemMinimumLayoutMargins = true { didSet { viewIfLoaded?.constraintsDidChange() } }
    /// The root view's smallest margins: none at the top and bottom, and at the sides 16 points in
    /// a compact width and 20 in a regular one.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
    open var edgesForExtendedLayout: UIRectEdge = .all { didSet { parent?.viewIfLoaded?.setNeedsLayout() } }
    /// Whether the view runs under an opaque bar too (false by default: it starts below one).
    open var extendedLayoutIncludesOpaqueBars = false { didSet { parent?.viewIfLoaded?.setNeedsLayout() } }

    // MARK: Editing

    /// Whether the controller's content is being edited; `editButtonItem` toggles it.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var editingStorage = false

    /// Overrides call super: it updates `editButtonItem` between Edit and Done, as UIKit does.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        barState.editButtonItem?.title = editing ? "Done" : "Edit"
        barState.editButtonItem?.style = editing ? .done : .plain
    }

    /// A bar button that toggles editing, titled Edit or Done.
    open var editButtonItem: UIBarButtonItem {
        if let item = barState.editButtonItem { return item }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain,
                                   target: self, action: UIViewController.toggleEditing)
        barState.editButtonItem = item
        return item
    }

    private func toggleEditing() { setEditing(!isEditing, animated: true) }

    // MARK: Presentation (the machinery is in UIViewController+Presentation.swift)

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        Diagnostics.requireMainThread("-[UIViewController presentViewController:animated:completion:]")
        requestPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        Diagnostics.requireMainThread("-[UIViewController dismissViewControllerAnimated:completion:]")
        requestDismissal(animated: flag, completion: completion)
    }

    /// Called before a segue from this controller performs: configure the destination here.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a segue triggered by the user should run (not asked for `performSegue(withIdentifier:sender:)`).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called on each container between an unwind segue's source and destination, to show
    /// `subsequentVC` (the child on the way to the destination): a navigation controller pops to it.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    /// The children an unwind segue coming out of `child` may stop at, nearest first: a navigation
    /// controller's controllers beneath it. None by default.
    @_spi(UIKitLayers) open func childrenForUnwinding(from child: UIViewController) -> [UIViewController] { [] }

    /// The child a container shows, which an unwind search coming back through a presentation
    /// descends to (a navigation controller's top, a tab bar controller's selected one).
    @_spi(UIKitLayers) open var childShownForUnwinding: UIViewController? { nil }

    /// Takes the children a storyboard's relationship segues name, each with its relationship (a
    /// navigation controller's root, a tab bar controller's tabs, a split view's columns); false
    /// for a controller that has no such relationship.
    @_spi(UIKitLayers) open func adoptStoryboardRelationship(_ children: [(relationship: String, controller: UIViewController)]) -> Bool { false }

    /// Called as a presentation of this controller is requested, before its style is resolved (an
    /// alert controller picks its look here).
    @_spi(UIKitLayers) open func prepareToBePresented(by presenter: UIViewController) {}

    /// The user dismissed this presented controller (a tap outside its popover).
    @_spi(UIKitLayers) open func presentationWasDismissedByUser() {}

    /// What this controller, or one of its ancestors, presents (Apple: "or one of its ancestors in
    /// the view controller hierarchy"): a child of a navigation controller sees what the navigation
    /// controller presents for it.
    open var presentedViewController: UIViewController? { presentationState.presented ?? parent?.presentedViewController }
    /// The presenter; for a child of a presented controller, its parent's presenter, as in UIKit.
    open var presentingViewController: UIViewController? { presentationState.presenting ?? parent?.presentingViewController }
    /// While presented, the controller that manages the presentation; before, the one a system
    /// style will use (nil for `.custom`, whose delegate makes it at presentation time).
    open var presentationController: UIPresentationController? {
        presentationState.controller ?? upcomingSystemPresentationController()
    }

    /// Shows `viewController` the way the context would: pushed onto the navigation controller this
    /// controller is in, or, with none, presented modally, as UIKit does.
    open func show(_ viewController: UIViewController, sender: Any?) {
        if let stack = nearestAncestor(where: \.isNavigationStack) {
            stack.show(viewController, sender: sender)
        } else {
            present(viewController, animated: true, completion: nil)
        }
    }

    /// Shows `viewController` as the detail: the split view controller this controller is in
    /// shows it; without one, UIKit presents it modally.
    open func showDetailViewController(_ viewController: UIViewController, sender: Any?) {
        if let container = nearestAncestor(where: \.showsDetailItself) { return container.showDetailViewController(viewController, sender: sender) }
        present(viewController, animated: true, completion: nil)
    }

    /// Whether this container shows details itself (a split view controller), so its children's
    /// `showDetailViewController(_:sender:)` goes to it.
    @_spi(UIKitLayers) open var showsDetailItself: Bool { false }
    /// UIKit's words when a navigation controller is asked to push this controller and must
    /// refuse (a split view controller); nil for controllers that can be pushed.
    @_spi(UIKitLayers) open var navigationPushRefusal: String? { nil }

    /// The popover that presents, or will present, this controller: set its source before presenting.
    open var popoverPresentationController: UIPopoverPresentationController? {
        if let controller = presentationState.controller { return controller as? UIPopoverPresentationController }
        return upcomingSystemPresentationController() as? UIPopoverPresentationController
    }

    /// The sheet that presents, or will present, this controller: set its detents before presenting.
    /// Nil unless the style is a sheet (`.pageSheet`, `.formSheet`, or `.automatic`).
    open var sheetPresentationController: UISheetPresentationController? {
        if let controller = presentationState.controller { return controller as? UISheetPresentationController }
        return upcomingSystemPresentationController() as? UISheetPresentationController
    }

    open var isBeingPresented: Bool { presentationState.activeTransition?.isPresenting == true && presentationState.activeTransition?.presented === self }
    open var isBeingDismissed: Bool { presentationState.activeTransition?.isPresenting == false && presentationState.activeTransition?.presented === self }

    /// The coordinator of the transition this controller takes part in, while one runs.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        presentationState.activeTransition?.coordinator ?? activeChildTransition?.coordinator ?? parent?.transitionCoordinator
    }

    // MARK: UIContentContainer

    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// Forwards to the children, each with the size `size(forChildContentContainer:withParentContainerSize:)`
    /// gives it, and to the presentation controller of what this controller presents, as UIKit's does.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
        presentationState.presented?.presentationState.controller?.viewWillTransition(to: size, with: coordinator)
    }
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
        presentationState.presented?.presentationState.controller?.willTransition(to: newCollection, with: coordinator)
    }

    // MARK: Traits

    /// The window's traits (its size classes), or for a child its parent's, with any override the
    /// parent set for it applied on top.
    open var traitCollection: UITraitCollection { inheritedTraitCollection.with(resolvedAppearance) }

    /// The window's traits, or for a child its parent's, with the overrides its container set.
    private var inheritedTraitCollection: UITraitCollection {
        guard let parent else {
            let size = loadedView?.window?.bounds.size ?? environment.screen.bounds.size
            let window = UITraitCollection(windowSize: size, on: environment.screen)
            // A presented controller takes its presentation controller's overrides too.
            guard let override = presentationState.controller?.overrideTraitCollection else { return window }
            return UITraitCollection(traitsFrom: [window, override])
        }
        let inherited = parent.traitCollection
        guard let override = parent.overrideTraitCollection(forChild: self) else { return inherited }
        return UITraitCollection(traitsFrom: [inherited, override])
    }

    /// Traits a container imposes on one child (a split view's compact column, say).
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        guard children.contains(where: { $0 === childViewController }) else {
            Diagnostics.warn("setOverrideTraitCollection(_:forChild:): \(childViewController) is not a child of \(self); add it with addChild(_:) first.")
            return
        }
        let previous = childViewController.traitCollection
        traitState.childOverrides[ObjectIdentifier(childViewController)] = collection
        let current = childViewController.traitCollection
        guard !current.isEqual(previous) else { return }
        childViewController.traitCollectionDidChange(previous)
        childViewController.viewIfLoaded?.setNeedsLayout()
    }

    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        traitState.childOverrides[ObjectIdentifier(childViewController)]
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    open override var next: UIResponder? { loadedView?.superview ?? presentationState.presenting }
}

/// Where a controller is in its appearance cycle; keeps callbacks from repeating.
package enum AppearanceState { case disappeared, appearing, appeared, disappearing }
