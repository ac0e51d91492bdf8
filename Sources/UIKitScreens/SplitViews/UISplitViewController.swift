import Foundation
@_spi(UIKitLayers) import UIKitCore

/// A container of columns, as UIKit's `UISplitViewController`, in its two forms. The classic form
/// (`init(nibName:bundle:)`, storyboards) holds two controllers in `viewControllers`: the primary
/// (a list) beside the secondary (its detail) where the width is regular, and, where it is compact
/// (an iPhone held upright), collapsed into one column: the primary, onto which the secondary is
/// pushed unless the delegate takes it (`collapseSecondary`). The column form (`init(style:)`,
/// iOS 14) holds a controller for each column (`setViewController(_:for:)`), each in a navigation
/// controller, shown side by side or over one another as the display mode says, and collapsed into
/// one navigation stack (or the compact column's controller) where the width is compact:
/// UISplitViewController+Columns.swift.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// How the columns show, as UIKit's `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How many columns a column-style split view shows, as UIKit's `UISplitViewController.Style`.
    public enum Style: Int, Sendable {
        case unspecified, doubleColumn, tripleColumn
    }

    /// The columns of a column-style split view, as UIKit's `UISplitViewController.Column`.
    public enum Column: Int, Sendable {
        case primary, supplementary, secondary, compact, inspector
    }

    /// How columns the display mode shows make room, as UIKit's `UISplitViewController.SplitBehavior`:
    /// beside the secondary (tile), over it (overlay), or pushing it aside (displace).
    public enum SplitBehavior: Int, Sendable {
        case automatic, tile, overlay, displace
    }

    /// When the display mode button shows, as UIKit's `UISplitViewController.DisplayModeButtonVisibility`.
    public enum DisplayModeButtonVisibility: Int, Sendable {
        case automatic, never, always
    }

    /// The side the primary column is on, as UIKit's `UISplitViewController.PrimaryEdge`.
    public enum PrimaryEdge: Int, Sendable {
        case leading, trailing
    }

    /// The primary column's background, as UIKit's `UISplitViewController.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable {
        case none, sidebar
    }

    open weak var delegate: UISplitViewControllerDelegate?
    /// The split view's form: `.unspecified` for a classic split view, else its number of columns.
    public private(set) var style: Style = .unspecified

    /// The display mode asked for; `.automatic` lets the split view choose from its size.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            if style == .unspecified, ![.automatic, .secondaryOnly, .oneBesideSecondary].contains(preferredDisplayMode) {
                Diagnostics.warnOnce("split.displayMode.\(preferredDisplayMode)", "UISplitViewController: the display mode \(preferredDisplayMode) (an overlay, or three columns) is not built for a classic split view; the primary shows beside the secondary. A column-style split view (init(style:)) shows it.")
            }
            if style != .unspecified, !isCollapsed { changeDisplayMode(to: resolvedPreferredDisplayMode, animated: false) }
            viewIfLoaded?.setNeedsLayout()
        }
    }
    /// How columns make room when shown; `.automatic` tiles where the window is wider than tall.
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { if style != .unspecified, !isCollapsed, preferredDisplayMode == .automatic { changeDisplayMode(to: automaticDisplayMode, animated: false) } }
    }
    /// When the display mode button shows in the column-style split view's bars.
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic { didSet { placeDisplayModeButton() } }
    /// Whether the secondary column's bar has a button to and from `.secondaryOnly` (triple column only).
    open var showsSecondaryOnlyButton = false { didSet { placeDisplayModeButton() } }
    /// Whether a swipe in from the primary's edge shows the hidden columns over the secondary (column style).
    open var presentsWithGesture = true
    /// Which side the primary column is on; `.trailing` mirrors the columns, the inspector going to the leading edge.
    open var primaryEdge: PrimaryEdge = .leading {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The primary column's background: `.sidebar` is the translucent sidebar material on iPad;
    /// the lab draws the grouped background behind the primary instead (said once).
    open var primaryBackgroundStyle: BackgroundStyle = .none {
        didSet {
            if primaryBackgroundStyle == .sidebar { Diagnostics.warnOnce("split.sidebarStyle", "UISplitViewController.primaryBackgroundStyle .sidebar draws the grouped background, not the sidebar's translucent material.") }
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The primary column's width as a fraction of the split view's; UIKit's default width is 320 points.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The primary column's width in points (iOS 14), before the fraction.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The supplementary column's width (triple column): in points, or as a fraction; 320 points by default.
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The inspector column's width (iOS 26): in points, or as a fraction; 320 points by default.
    open var preferredInspectorColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var preferredInspectorColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var minimumInspectorColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var maximumInspectorColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    public static let automaticDimension: CGFloat = -1
    /// UIKit's default width of the primary and supplementary columns.
    static let defaultColumnWidth: CGFloat = 320

    /// Classic: the primary and secondary controllers; collapsed, the primary alone. Column style:
    /// the navigation controllers of the columns shown.
    open var viewControllers: [UIViewController] {
        get {
            guard style == .unspecified else { return shownColumnNavigations }
            return [primary, isCollapsed ? nil : secondary].compactMap { $0 }
        }
        set {
            guard style == .unspecified else {
                Diagnostics.warn("UISplitViewController: setting viewControllers on a column-style split view is not supported; use setViewController(_:for:).")
                return
            }
            setColumns(primary: newValue.first, secondary: newValue.dropFirst().first)
        }
    }

    /// Whether one column shows (the width is compact).
    open internal(set) var isCollapsed = false

    /// The mode in effect. Classic: one beside the other where both show, the secondary's only when
    /// collapsed. Column style: the mode the size, the preference and the last show or hide chose.
    open var displayMode: DisplayMode {
        if style != .unspecified { return isCollapsed ? .secondaryOnly : columnDisplayMode }
        return isCollapsed || preferredDisplayMode == .secondaryOnly ? .secondaryOnly : .oneBesideSecondary
    }

    /// The split behavior in effect: the preferred one, or for `.automatic` tiling where the split
    /// view is wider than tall and overlaying where it is taller.
    open var splitBehavior: SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        let size = viewIfLoaded?.bounds.size ?? environment.screen.bounds.size
        return size.width > size.height ? .tile : .overlay
    }

    /// The primary column's width where it shows.
    open var primaryColumnWidth: CGFloat {
        guard !isCollapsed, style != .unspecified || displayMode != .secondaryOnly else { return 0 }
        return Self.columnWidth(in: viewIfLoaded?.bounds.width ?? 0, points: preferredPrimaryColumnWidth,
                                fraction: preferredPrimaryColumnWidthFraction,
                                minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }

    /// The supplementary column's width where it shows (triple column).
    open var supplementaryColumnWidth: CGFloat {
        guard !isCollapsed, style == .tripleColumn else { return 0 }
        return Self.columnWidth(in: viewIfLoaded?.bounds.width ?? 0, points: preferredSupplementaryColumnWidth,
                                fraction: preferredSupplementaryColumnWidthFraction,
                                minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
    }

    /// The inspector column's width where it shows; 0 while hidden.
    open var inspectorColumnWidth: CGFloat {
        isShowing(.inspector) ? resolvedInspectorColumnWidth : 0
    }

    static func columnWidth(in width: CGFloat, points: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        var column = points >= 0 ? points : fraction >= 0 ? (width * fraction).rounded() : defaultColumnWidth
        if minimum >= 0 { column = max(column, minimum) }
        if maximum >= 0 { column = min(column, maximum) }
        return min(column, width)
    }

    // Classic columns.
    private var primary: UIViewController?
    private var secondary: UIViewController?
    /// The secondary the delegate discarded when collapsing: shown again when the columns separate.
    private var discardedSecondary: UIViewController?
    let separator = UIView()

    // Column-style state (UISplitViewController+Columns.swift).
    /// The controllers set for each column, as set (not the navigation controllers that wrap them).
    var columnControllers: [Column: UIViewController] = [:]
    /// The navigation controller each column shows: the one set, or the one wrapping the controller set.
    var columnNavigations: [Column: UINavigationController] = [:]
    /// Collapsed: the stacks the supplementary and secondary columns held, which the primary's
    /// navigation stack takes up to the top column.
    var collapsedStacks: [Column: [UIViewController]] = [:]
    /// The display mode of the expanded column-style split view.
    var columnDisplayMode: DisplayMode = .secondaryOnly
    /// The size the display mode was last chosen for: a new size chooses again.
    var displayModeSize: CGSize?
    /// True while columns slide for a display mode change (UIKit's takes about 0.3 s).
    var isChangingDisplayMode = false
    static let displayModeDuration: TimeInterval = 0.3
    let secondSeparator = UIView()
    /// Whether `show(.inspector)` has shown the inspector column.
    var isInspectorShown = false
    let inspectorSeparator = UIView()
    /// The mode the secondary-only button goes back to.
    var modeBeforeSecondaryOnly: DisplayMode?
    private(set) lazy var secondaryOnlyButton: UIBarButtonItem = {
        let item = UIBarButtonItem(image: nil, style: .plain, target: nil, action: nil)
        item.primaryAction = UIAction { [weak self] _ in self?.secondaryOnlyButtonTapped() }
        return item
    }()
    /// Dims the secondary column under an overlaid column; a tap on it hides the overlay.
    let dimmingView = UIView()
    /// The swipe in from the leading edge that shows the hidden columns (`presentsWithGesture`).
    private(set) lazy var edgeSwipe: UIScreenEdgePanGestureRecognizer = {
        let swipe = UIScreenEdgePanGestureRecognizer(target: self, action: UISplitViewController.edgeSwiped(_:))
        swipe.edges = primaryEdgeIsLeft ? .left : .right
        swipe.delegate = edgeSwipeGate
        return swipe
    }()
    let edgeSwipeGate = EdgeSwipeGate()
    private(set) lazy var displayModeButton: UIBarButtonItem = {
        let item = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain, target: nil, action: nil)
        item.accessibilityLabel = "Toggle Sidebar"
        item.primaryAction = UIAction { [weak self] _ in self?.displayModeButtonTapped() }
        return item
    }()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A column-style split view with two or three columns.
    public init(style: Style) {
        super.init(nibName: nil, bundle: nil)
        self.style = style
        if style == .unspecified {
            Diagnostics.warn("UISplitViewController(style: .unspecified) makes a classic split view; pass .doubleColumn or .tripleColumn for a column-style one.")
        }
    }

    /// A storyboard's split view: column style when its Style is Double or Triple Column.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        switch (coder as? InterfaceBuilderCoder)?.element["style"] {
        case "doubleColumn"?: style = .doubleColumn
        case "tripleColumn"?: style = .tripleColumn
        default: break
        }
    }

    /// Classic: the master and detail relationships are the primary and secondary. Column style:
    /// each relationship fills its column.
    @_spi(UIKitLayers) open override func adoptStoryboardRelationship(_ children: [(relationship: String, controller: UIViewController)]) -> Bool {
        guard style != .unspecified else {
            viewControllers = children.map(\.controller)
            return true
        }
        let columns: [String: Column] = ["masterViewController": .primary, "supplementaryViewController": .supplementary,
                                         "detailViewController": .secondary, "compactViewController": .compact]
        for (relationship, controller) in children {
            guard let column = columns[relationship] else { continue }
            setViewController(controller, for: column)
        }
        return true
    }

    /// The button that shows and hides the primary column (and the supplementary one): column-style
    /// split views place it themselves; a classic one's app puts it in a bar.
    open var displayModeButtonItem: UIBarButtonItem { displayModeButton }

    open override func loadView() {
        let root = UIView(frame: environment.screen.bounds)
        root.backgroundColor = .systemBackground
        separator.backgroundColor = .separator
        root.addSubview(separator)
        view = root
        if style != .unspecified { return loadColumnViews(into: root) }
        for child in [primary, secondary].compactMap({ $0 }) { root.addSubview(child.view) }
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let compact = traitCollection.horizontalSizeClass == .compact
        if style != .unspecified {
            if compact && !isCollapsed { collapseColumns() } else if !compact && isCollapsed { expandColumns() }
            return layoutColumnViews()
        }
        if compact && !isCollapsed { collapse() } else if !compact && isCollapsed { separate() }
        layoutClassicColumns()
    }

    // MARK: Showing

    /// Replaces the secondary controller; collapsed, pushes onto the primary navigation controller
    /// (a navigation controller shown so gives its controllers), else presents. Column style: the
    /// secondary column's controller becomes `vc`, and the column shows.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if style != .unspecified {
            setViewController(vc, for: .secondary)
            return show(.secondary)
        }
        guard isCollapsed else {
            setColumns(primary: primary, secondary: vc)
            return
        }
        guard let navigation = primary as? UINavigationController else { return present(vc, animated: true, completion: nil) }
        push(vc, onto: navigation)
    }

    /// Shows `vc` in the primary column: pushed onto it when it is a navigation controller.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        let primaryNavigation = style == .unspecified ? primary as? UINavigationController : columnNavigations[.primary]
        guard let navigation = primaryNavigation else { return super.show(vc, sender: sender) }
        navigation.pushViewController(vc, animated: true)
    }

    @_spi(UIKitLayers) open override var showsDetailItself: Bool { true }
    @_spi(UIKitLayers) open override var navigationPushRefusal: String? {
        "Split View Controllers cannot be pushed to a Navigation Controller \(type(of: self)); present it, or make it the window's root."
    }

    // MARK: Classic columns

    private func setColumns(primary newPrimary: UIViewController?, secondary newSecondary: UIViewController?) {
        for old in [primary, secondary].compactMap({ $0 }) where old !== newPrimary && old !== newSecondary { unembed(old) }
        primary = newPrimary
        secondary = newSecondary
        discardedSecondary = nil
        for child in [newPrimary, newSecondary].compactMap({ $0 }) { embed(child) }
        if isCollapsed, let newSecondary {
            isCollapsed = false
            collapse(newSecondary)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// One column: the delegate may take the secondary; else a navigation primary pushes it.
    private func collapse(_ incoming: UIViewController? = nil) {
        isCollapsed = true
        if let chosen = delegate?.primaryViewController(forCollapsing: self), chosen !== primary {
            primary.map(unembed)
            primary = chosen
            embed(chosen)
        }
        guard let primary, let secondary = incoming ?? secondary else { return }
        self.secondary = nil
        unembed(secondary)
        if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true {
            discardedSecondary = secondary
            return
        }
        if let navigation = primary as? UINavigationController { push(secondary, onto: navigation, animated: false) }
    }

    /// Two columns again: the delegate's secondary, else the primary navigation controller's
    /// pushed controllers leave it for the secondary column, or the one the delegate took comes back.
    private func separate() {
        isCollapsed = false
        if let chosen = delegate?.primaryViewController(forExpanding: self), chosen !== primary {
            primary.map(unembed)
            primary = chosen
            embed(chosen)
        }
        guard let primary else { return }
        var separated = discardedSecondary
        discardedSecondary = nil
        if let given = delegate?.splitViewController(self, separateSecondaryFrom: primary) {
            separated = given
        } else if let navigation = primary as? UINavigationController, navigation.viewControllers.count > 1 {
            let moved = Array(navigation.viewControllers.dropFirst())
            navigation.setViewControllers([navigation.viewControllers[0]], animated: false)
            let column = UINavigationController()
            column.setViewControllers(moved, animated: false)
            separated = column
        }
        guard let separated else { return }
        secondary = separated
        embed(separated)
    }

    /// Makes `child` a column's controller: a child whose view is in the split view's.
    func embed(_ child: UIViewController) {
        guard child.parent !== self else { return }
        addChild(child)
        if isViewLoaded { view.addSubview(child.view) }
        child.didMove(toParent: self)
    }

    /// Takes `child` out of the split view, its view too.
    func unembed(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
    }

    func push(_ vc: UIViewController, onto navigation: UINavigationController, animated: Bool = true) {
        // A navigation controller cannot be pushed: its controllers are.
        guard let nested = vc as? UINavigationController else { return navigation.pushViewController(vc, animated: animated) }
        let controllers = nested.viewControllers
        nested.setViewControllers([], animated: false)
        navigation.setViewControllers(navigation.viewControllers + controllers, animated: animated)
    }

    private func layoutClassicColumns() {
        let bounds = view.bounds
        let width = primaryColumnWidth
        if isCollapsed || displayMode == .secondaryOnly {
            primary?.view.frame = bounds
            primary?.view.isHidden = !isCollapsed
            secondary?.view.frame = bounds
            separator.isHidden = true
            return
        }
        primary?.view.isHidden = false
        primary?.view.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
        separator.isHidden = false
        let hairline = 1 / max(1, traitCollection.displayScale)
        separator.frame = CGRect(x: width, y: 0, width: hairline, height: bounds.height)
        secondary?.view.frame = CGRect(x: width + hairline, y: 0, width: max(0, bounds.width - width - hairline), height: bounds.height)
    }
}
