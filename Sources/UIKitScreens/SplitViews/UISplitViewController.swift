import Foundation
@_spi(UIKitLayers) import UIKitCore

/// A container of two columns, as UIKit's classic `UISplitViewController`: the primary controller
/// (a list) beside the secondary one (its detail) where the width is regular, and, where it is
/// compact (an iPhone held upright), collapsed into one column: the primary, onto which the
/// secondary is pushed unless the delegate takes it (`collapseSecondary`).
/// `showDetailViewController(_:sender:)` from inside it replaces the secondary, or, collapsed,
/// pushes onto the primary navigation controller.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// How the columns show, as UIKit's `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    open weak var delegate: UISplitViewControllerDelegate?
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            if ![.automatic, .secondaryOnly, .oneBesideSecondary].contains(preferredDisplayMode) {
                Diagnostics.warnOnce("split.displayMode.\(preferredDisplayMode)", "UISplitViewController: the display mode \(preferredDisplayMode) (an overlay, or three columns) is not built; the primary shows beside the secondary")
            }
            viewIfLoaded?.setNeedsLayout()
        }
    }
    /// The primary column's width where both show: UIKit's default is 320 points.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    public static let automaticDimension: CGFloat = -1

    /// The primary and secondary controllers; collapsed, the primary alone.
    open var viewControllers: [UIViewController] {
        get { [primary, isCollapsed ? nil : secondary].compactMap { $0 } }
        set { setColumns(primary: newValue.first, secondary: newValue.dropFirst().first) }
    }

    /// Whether one column shows (the width is compact).
    open private(set) var isCollapsed = false

    /// The mode in effect: one beside the other where both show, the secondary's only when collapsed.
    open var displayMode: DisplayMode {
        isCollapsed || preferredDisplayMode == .secondaryOnly ? .secondaryOnly : .oneBesideSecondary
    }

    /// The primary column's width where both show.
    open var primaryColumnWidth: CGFloat {
        guard !isCollapsed, displayMode != .secondaryOnly else { return 0 }
        let width = viewIfLoaded?.bounds.width ?? 0
        var column = preferredPrimaryColumnWidthFraction >= 0 ? (width * preferredPrimaryColumnWidthFraction).rounded() : 320
        if minimumPrimaryColumnWidth >= 0 { column = max(column, minimumPrimaryColumnWidth) }
        if maximumPrimaryColumnWidth >= 0 { column = min(column, maximumPrimaryColumnWidth) }
        return min(column, width)
    }

    private var primary: UIViewController?
    private var secondary: UIViewController?
    /// The secondary the delegate discarded when collapsing: shown again when the columns separate.
    private var discardedSecondary: UIViewController?
    private let separator = UIView()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @_spi(UIKitLayers) open override func adoptStoryboardRelationship(_ children: [UIViewController]) -> Bool {
        viewControllers = children
        return true
    }

    open override func loadView() {
        let root = UIView(frame: environment.screen.bounds)
        root.backgroundColor = .systemBackground
        separator.backgroundColor = .separator
        root.addSubview(separator)
        view = root
        for child in [primary, secondary].compactMap({ $0 }) { root.addSubview(child.view) }
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let compact = traitCollection.horizontalSizeClass == .compact
        if compact && !isCollapsed { collapse() } else if !compact && isCollapsed { separate() }
        layoutColumns()
    }

    // MARK: Showing

    /// Replaces the secondary controller; collapsed, pushes onto the primary navigation controller
    /// (a navigation controller shown so gives its controllers), else presents.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
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
        guard let navigation = primary as? UINavigationController else { return super.show(vc, sender: sender) }
        navigation.pushViewController(vc, animated: true)
    }

    @_spi(UIKitLayers) open override var showsDetailItself: Bool { true }

    // MARK: Columns

    private func setColumns(primary newPrimary: UIViewController?, secondary newSecondary: UIViewController?) {
        for old in [primary, secondary].compactMap({ $0 }) where old !== newPrimary && old !== newSecondary {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        primary = newPrimary
        secondary = newSecondary
        discardedSecondary = nil
        for child in [newPrimary, newSecondary].compactMap({ $0 }) where child.parent !== self {
            addChild(child)
            if isViewLoaded { view.addSubview(child.view) }
            child.didMove(toParent: self)
        }
        if isCollapsed, let newSecondary {
            isCollapsed = false
            collapse(newSecondary)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// One column: the delegate may take the secondary; else a navigation primary pushes it.
    private func collapse(_ incoming: UIViewController? = nil) {
        isCollapsed = true
        guard let primary, let secondary = incoming ?? secondary else { return }
        self.secondary = nil
        secondary.willMove(toParent: nil)
        secondary.viewIfLoaded?.removeFromSuperview()
        secondary.removeFromParent()
        if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true {
            discardedSecondary = secondary
            return
        }
        if let navigation = primary as? UINavigationController { push(secondary, onto: navigation, animated: false) }
    }

    /// Two columns again: the primary navigation controller's pushed controllers leave it for the
    /// secondary column, or the one the delegate took comes back.
    private func separate() {
        isCollapsed = false
        guard let primary else { return }
        var separated = discardedSecondary
        discardedSecondary = nil
        if let navigation = primary as? UINavigationController, navigation.viewControllers.count > 1 {
            let moved = Array(navigation.viewControllers.dropFirst())
            navigation.setViewControllers([navigation.viewControllers[0]], animated: false)
            let column = UINavigationController()
            column.setViewControllers(moved, animated: false)
            separated = column
        }
        guard let separated else { return }
        secondary = separated
        addChild(separated)
        if isViewLoaded { view.addSubview(separated.view) }
        separated.didMove(toParent: self)
    }

    private func push(_ vc: UIViewController, onto navigation: UINavigationController, animated: Bool = true) {
        // A navigation controller cannot be pushed: its controllers are.
        guard let nested = vc as? UINavigationController else { return navigation.pushViewController(vc, animated: animated) }
        let controllers = nested.viewControllers
        nested.setViewControllers([], animated: false)
        navigation.setViewControllers(navigation.viewControllers + controllers, animated: animated)
    }

    private func layoutColumns() {
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
