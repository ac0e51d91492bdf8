@_spi(UIKitLayers) import UIKitCore
/// Tabs, as UIKit's `UITabBarController`: a tab bar at the bottom with one item per child, and the
/// selected child's view above it. A tab switch runs as a child transition (the delegate's animator,
/// if it gives one, through the same transition context as presentations and pushes), with the
/// children's appearance callbacks. Past five tabs in compact width the last ones move to a More tab.
///
/// The More tab is in UITabBarController+More.swift; hiding the bar for pushed controllers in
/// UITabBarController+BottomBar.swift.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    open weak var delegate: UITabBarControllerDelegate?

    /// Its own orientations (UIKit's defaults), or its delegate's (UITabBarController+Orientations).
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegateSupportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }

    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegatePreferredInterfaceOrientation ?? super.preferredInterfaceOrientationForPresentation
    }

    public private(set) lazy var tabBar: UITabBar = {
        let bar = UITabBar()
        bar.tabBarController = self
        bar.onSelect = { [weak self, weak bar] item in
            guard let self, let bar else { return }
            self.tabBar(bar, didSelect: item)
        }
        return bar
    }()

    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty && !hasTabs ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }
    private(set) var tabs: [UIViewController] = []
    private var hasTabs = false

    /// The controller showing now; setting it (one of `viewControllers`) switches tabs without
    /// asking the delegate.
    open var selectedViewController: UIViewController? {
        get { selected }
        set {
            guard let newValue else { return }
            guard tabs.contains(where: { $0 === newValue }) || newValue === moreNavigationControllerIfMade else {
                Diagnostics.warn("UITabBarController: only a view controller in the tab bar controller's list can be selected; \(type(of: newValue)) is not.")
                return
            }
            select(newValue, byUser: false)
        }
    }
    var selected: UIViewController?

    /// The selected tab's index, or `NSNotFound` while the More tab shows.
    open var selectedIndex: Int {
        get {
            guard let selected else { return NSNotFound }
            return tabs.firstIndex { $0 === selected } ?? NSNotFound
        }
        set {
            guard newValue >= 0, newValue < tabs.count else { return }
            select(tabs[newValue], byUser: false)
        }
    }

    open var customizableViewControllers: [UIViewController]? {
        didSet { Diagnostics.warnNotBuilt("UITabBarController.customizableViewControllers", "the More list has no Edit button to rearrange tabs") }
    }

    /// Holds the selected child's view; what the transition context calls its container.
    let childContainer = UIView()
    /// The tab switch running now.
    var runningTabTransition: ChildTransition?
    /// The latest selection asked for while a switch ran; it runs next.
    var selectionAfterTransition: (UIViewController, Bool)?
    /// Whether the bar is moved away for a controller pushed with `hidesBottomBarWhenPushed`.
    var isBottomBarHidden = false
    /// True while the bar slides alongside a push or pop; layout leaves its frame to the animation.
    var runningBottomBarAnimation = false
    var moreNavigationControllerIfMade: UINavigationController?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A tab bar controller of a storyboard: its children come from its relationship segues,
    /// which the storyboard follows once the controller is made.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let archive = coder as? InterfaceBuilderCoder, let bar = archive.element.child(key: "tabBar") {
            tabBar.decodeArchivedBar(archive.coder(for: bar))
        }
    }

    @_spi(UIKitLayers) open override func adoptStoryboardRelationship(_ children: [(relationship: String, controller: UIViewController)]) -> Bool {
        setViewControllers(children.map(\.controller), animated: false)
        return true
    }

    @_spi(UIKitLayers) open override var childShownForUnwinding: UIViewController? { selectedViewController }

    /// Selects the tab an unwind segue is going towards, as UIKit documents.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard let index = viewControllers?.firstIndex(where: { $0 === subsequentVC }) else { return }
        selectedIndex = index
    }

    open override func loadView() {
        let root = ContainerRootView { [unowned self] view in self.layoutTabBar(in: view.bounds, safeBottom: view.safeAreaInsets.bottom) }
        root.backgroundColor = .systemBackground
        childContainer.frame = root.bounds
        childContainer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(childContainer)
        root.addSubview(tabBar)
        view = root
        if let selected {
            selected.view.frame = childContainer.bounds
            selected.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            childContainer.addSubview(selected.view)
        }
        updateTabBarItems()
    }

    /// Replaces the tabs; the selection stays on the same controller when it remains, else the first.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let incoming = viewControllers ?? []
        for old in tabs where !incoming.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old === selected {
                old.viewIfLoaded?.removeFromSuperview()
                selected = nil
            }
            old.removeFromParent()
        }
        for controller in incoming where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabs = incoming
        hasTabs = viewControllers != nil
        if selected == nil || !incoming.contains(where: { $0 === selected }) {
            selected = nil
            if let first = incoming.first { show(first) }
        }
        updateTabBarItems()
    }

    /// Shows `controller` without a transition (the first tab, or a replaced list).
    private func show(_ controller: UIViewController) {
        selected = controller
        guard isViewLoaded else { return }
        controller.view.frame = childContainer.bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        childContainer.addSubview(controller.view)
        updateBottomBarVisibility(alongside: nil)
    }

    // MARK: Selecting

    /// Switches to `target`: with the delegate's animator if it gives one, else at once.
    func select(_ target: UIViewController, byUser: Bool) {
        guard target !== selected || selectionAfterTransition != nil else { return }
        environment.runAsCurrent {
            let queue = environment.transitionScheduler
            guard !queue.isBusy && !queue.hasWaitingRequests else {
                // It waits in the one transition queue; a newer selection made meanwhile replaces it.
                if selectionAfterTransition == nil {
                    queue.whenIdle { [weak self] in
                        guard let self, let (next, nextByUser) = self.selectionAfterTransition else { return }
                        self.selectionAfterTransition = nil
                        self.performSelect(next, byUser: nextByUser)
                    }
                }
                selectionAfterTransition = (target, byUser)
                return
            }
            performSelect(target, byUser: byUser)
        }
    }

    private func performSelect(_ target: UIViewController, byUser: Bool) {
        guard target !== selected else { return }
        guard let from = selected, isViewLoaded else {
            show(target)
            updateTabBarItems()
            if byUser { delegate?.tabBarController(self, didSelect: target) }
            return
        }
        let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: target)
        let interaction = animator.flatMap { delegate?.tabBarController(self, interactionControllerFor: $0) }
        selected = target
        updateTabBarItems()
        let transition = ChildTransition(name: "UITabBarController select", from: from, to: target, in: self,
                                         animated: animator != nil, animator: animator,
                                         interactionController: interaction) { [weak self] completed in
            guard let self else { return }
            self.runningTabTransition = nil
            if !completed {
                self.selected = from
                self.updateTabBarItems()
            }
            self.updateBottomBarVisibility(alongside: nil)
            if completed && byUser { self.delegate?.tabBarController(self, didSelect: target) }
        }
        runningTabTransition = transition
        transition.start()
    }

    @_spi(UIKitLayers) open override func descendantTabBarItemDidChange() { tabItemsDidChange() }

    /// The items' titles or images changed, or the tabs did: the bar shows them again.
    func tabItemsDidChange() {
        guard isViewLoaded else { return }
        updateTabBarItems()
    }

    /// The bar's items: one per tab, or four and More when they do not fit.
    func updateTabBarItems() {
        let items = visibleTabs.map { $0.tabBarItem! }
        if tabBar.items?.count != items.count || zip(tabBar.items ?? [], items).contains(where: { $0 !== $1 }) {
            tabBar.setItems(items, animated: false)
        }
        if tabBar.selectedItem !== selectedTabItem { tabBar.selectedItem = selectedTabItem }
        tabBar.scrollEdgeMayHaveChanged()
    }

    /// The bar follows the selected tab's scroll view.
    @_spi(UIKitLayers) open override func scrollViewFollowed(at edge: NSDirectionalRectEdge) -> UIScrollView? {
        selectedViewController?.scrollViewFollowed(at: edge)
    }

    @_spi(UIKitLayers) open override func contentScrollEdgeMayHaveChanged() {
        if isViewLoaded { tabBar.scrollEdgeMayHaveChanged() }
        super.contentScrollEdgeMayHaveChanged()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        updateTabBarItems()
    }

    /// The item shown selected: the selected tab's, or More's when the selection is behind it.
    private var selectedTabItem: UITabBarItem? {
        guard let selected else { return nil }
        if visibleTabs.contains(where: { $0 === selected }) { return selected.tabBarItem }
        return moreNavigationControllerIfMade?.tabBarItem
    }

    private func controller(for item: UITabBarItem) -> UIViewController? {
        visibleTabs.first { $0.tabBarItem === item }
    }

    // MARK: UITabBarDelegate

    /// The user tapped an item of the bar: the delegate may refuse, then the tab switches (a tap
    /// on the selected tab takes its navigation stack back to the root, as on iOS). Subclasses that
    /// override this to observe taps call super, as with UIKit's.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard runningTabTransition == nil, let target = controller(for: item) else { return }
        guard delegate?.tabBarController(self, shouldSelect: target) ?? true else { return }
        if target === selected {
            (target as? UINavigationController)?.popToRootViewController(animated: true)
            delegate?.tabBarController(self, didSelect: target)
            return
        }
        select(target, byUser: true)
    }
}
