@_spi(UIKitLayers) import UIKitCore
/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`: a translucent
/// chrome background reaching up under the status bar, a hairline below, and the top item's title,
/// back button and bar button items. During a push or pop the old and new contents cross-fade
/// alongside the transition (and follow an interactive pop).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Items the bar shows at the leading end for whichever controller is on top, before its own
    /// left items: the display mode and secondary-only buttons a column-style split view places.
    var leadingSystemItems: [UIBarButtonItem] = [] {
        didSet { if !oldValue.elementsEqual(leadingSystemItems, by: ===) { showTopItem(alongside: nil) } }
    }

    /// UIKit's standard bar height on iPhone and iPad.
    static let standardHeight: CGFloat = 44

    /// The navigation controller this bar belongs to.
    weak var navigationController: UINavigationController?

    open var barTintColor: UIColor? { didSet { applyAppearance() } }
    /// The title's look when no appearance sets it (as UIKit's `titleTextAttributes`).
    var titleAttributes: [NSAttributedString.Key: Any] {
        let fromAppearance = effectiveAppearance.titleTextAttributes
        return fromAppearance.isEmpty ? (titleTextAttributes ?? [:]) : fromAppearance
    }
    /// An opaque bar (false) keeps the content below it unless the controller asks to extend under it.
    open var isTranslucent = true { didSet { applyAppearance(); navigationController?.viewIfLoaded?.setNeedsLayout() } }
    open var barStyle: UIBarStyle = .default { didSet { overrideUserInterfaceStyle = barStyle.interfaceStyle } }
    /// Large titles: the top item's title in a 52-point row below the bar's title row, in bold
    /// `.largeTitle` text, folding away as the content scrolls up (items choose with
    /// `largeTitleDisplayMode`; none at compact height, as on an iPhone in landscape).
    open var prefersLargeTitles = false { didSet { showTopItem(alongside: nil) } }
    /// The large title's attributes when no appearance sets them.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { showTopItem(alongside: nil) } }
    /// The large title's look: the appearance's attributes, else the bar's.
    var largeTitleAttributes: [NSAttributedString.Key: Any] {
        let fromAppearance = effectiveAppearance.largeTitleTextAttributes
        return fromAppearance.isEmpty ? (largeTitleTextAttributes ?? [:]) : fromAppearance
    }

    /// Whether the top of `stack` shows a large title: the bar prefers them, the height is regular,
    /// and the nearest item that says (`.always` or `.never`; `.automatic` inherits from the item
    /// below) does not say never; a stack of automatic items shows them.
    func showsLargeTitle(forTopOf stack: [UINavigationItem]) -> Bool {
        guard prefersLargeTitles, traitCollection.verticalSizeClass != .compact else { return false }
        for item in stack.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's look; the top item's own appearances, when it has them, win. A navigation
    /// controller's bar uses the scroll-edge appearance while its content is scrolled to the top
    /// (or has no scroll view), and the compact ones at compact height (UINavigationBar+Appearance.swift).
    open var standardAppearance = UINavigationBarAppearance() { didSet { showTopItem(alongside: nil) } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { applyAppearance() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { applyAppearance() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { applyAppearance() } }
    /// The title's attributes when no appearance sets them.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { showTopItem(alongside: nil) } }

    /// Draws the effective appearance's background and hairline.
    func applyAppearance() {
        shownAtScrollEdge = isAtScrollEdge
        background.apply(effectiveAppearance, translucent: isTranslucent, barTintColor: barTintColor)
    }

    /// The items, bottom first: the navigation controller's stack, or a bar's own when it stands
    /// alone. A controller's bar takes its items from the stack (setting them is UIKit's error).
    open var items: [UINavigationItem]? {
        get { navigationController.map { $0.viewControllers.map(\.navigationItem) } ?? ownItems }
        set { setItems(newValue, animated: false) }
    }
    private var ownItems: [UINavigationItem]?

    /// Replaces a standalone bar's items; animated, the new top item cross-fades in.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard navigationController == nil else {
            Diagnostics.fail("Cannot call setItems:animated: directly on a UINavigationBar managed by a controller.")
        }
        for item in ownItems ?? [] { item.onChange = nil }
        ownItems = items
        for item in items ?? [] { item.onChange = { [weak self, unowned item] in self?.showTopItem(alongside: nil, fades: item.changeFades) } }
        showTopItem(alongside: nil, fades: animated)
    }

    /// Pushes `item` onto a standalone bar.
    open func pushItem(_ item: UINavigationItem, animated: Bool) { setItems((ownItems ?? []) + [item], animated: animated) }

    /// Pops a standalone bar's top item (its back button does this); returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var stack = ownItems, let top = stack.popLast() else { return nil }
        setItems(stack, animated: animated)
        return top
    }

    /// How long an animated change of a standalone bar's items cross-fades.
    static let itemFadeDuration: TimeInterval = 0.25
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Whether the appearance drawn is the scroll-edge one.
    var shownAtScrollEdge = false
    private let background = BarBackgroundView(hairlineAt: .bottom)
    /// What the bar shows now (during a transition, the incoming content).
    private(set) var content: NavigationBarContent?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
    }

    /// A standalone `<navigationBar>`: its look, and the `<navigationItem>`s of its `<items>`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(background)
        guard let archive = coder as? InterfaceBuilderCoder else { return }
        decodeArchivedBar(archive)
        if let list = archive.element.child(named: "items") {
            let items = list.children.filter { $0.name == "navigationItem" }.map { element -> UINavigationItem in
                let item = UINavigationItem()
                item.decodeArchivedItem(archive.coder(for: element))
                return item
            }
            setItems(items, animated: false)
        }
    }

    /// The compact appearances apply at compact height.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Large titles show only at regular height.
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { showTopItem(alongside: nil) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The chrome reaches up under the status bar (the bar sits below it).
        let above = frame.minY
        background.place(covering: CGRect(x: 0, y: -above, width: bounds.width, height: bounds.height + above), barBounds: bounds)
        content?.frame = bounds
    }

    /// The bar's height now: the title row, and what the content's scrolling left of the large
    /// title's and the search bar's rows below it.
    var contentHeight: CGFloat { content?.height ?? UINavigationBar.standardHeight }

    /// The bar's height with those rows unfolded: the content's safe area starts below it, so the
    /// content's top meets the bar's foot as the rows fold.
    var expandedContentHeight: CGFloat { content?.expandedHeight ?? UINavigationBar.standardHeight }

    /// How far the top controller's content is scrolled up from its top (0 without a scroll view).
    var contentScrolledDistance: CGFloat {
        guard let scrollView = navigationController?.topViewController?.scrollViewFollowed(at: .top) else { return 0 }
        return scrollView.contentOffset.y + scrollView.adjustedContentInset.top
    }

    /// Folds the large title and search rows to the content's scrolling; the controller lays the bar
    /// out again when its height changed.
    func foldRowsToContent() {
        guard let content, content.fold(forScrolledDistance: contentScrolledDistance) else { return }
        content.layoutIfNeeded()
        navigationController?.viewIfLoaded?.setNeedsLayout()
    }

    /// A bar placed by constraints is as tall as its content.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: contentHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: contentHeight) }

    /// A search in the top item began or ended: the title row folds or comes back.
    func searchDidChangeActivity() {
        content?.setNeedsLayout()
        navigationController?.viewIfLoaded?.setNeedsLayout()
        navigationController?.viewIfLoaded?.layoutIfNeeded()
    }

    /// Shows the stack's top item, at once or cross-fading alongside `coordinator`'s transition.
    func showTopItem(alongside coordinator: UIViewControllerTransitionCoordinator?, fades: Bool = false) {
        // The bar's height follows the content (a search bar below the title makes it taller).
        defer { navigationController?.viewIfLoaded?.setNeedsLayout() }
        guard let incoming = makeTopContent() else {
            content?.removeFromSuperview()
            content = nil
            return
        }
        _ = incoming.fold(forScrolledDistance: navigationController == nil ? 0 : contentScrolledDistance)
        applyAppearance()
        incoming.frame = bounds
        let outgoing = content
        content = incoming
        addSubview(incoming)
        if coordinator == nil, fades, let outgoing {
            incoming.alpha = 0
            UIView.animate(withDuration: UINavigationBar.itemFadeDuration, animations: {
                incoming.alpha = 1
                outgoing.alpha = 0
            }, completion: { _ in outgoing.removeFromSuperview() })
            return
        }
        guard let coordinator, let outgoing else {
            outgoing?.removeFromSuperview()
            return
        }
        incoming.alpha = 0
        let animated = coordinator.animate(alongsideTransition: { _ in
            incoming.alpha = 1
            outgoing.alpha = 0
        }, completion: { [weak self] context in
            guard let self else { return }
            if context.isCancelled {
                incoming.removeFromSuperview()
                outgoing.alpha = 1
                if self.content === incoming { self.content = outgoing }
            } else {
                outgoing.removeFromSuperview()
            }
        })
        if !animated {
            incoming.alpha = 1
            outgoing.removeFromSuperview()
        }
    }
}

extension UINavigationBar {
    /// The content for the top item: the stack's top controller's, or a standalone bar's top item.
    fileprivate func makeTopContent() -> NavigationBarContent? {
        if let navigationController {
            guard let top = navigationController.topViewController else { return nil }
            let stack = navigationController.viewControllers
            let back = stack.count > 1 ? stack[stack.count - 2] : nil
            return NavigationBarContent(for: top.navigationItem, title: top.title, below: back.map { ($0.navigationItem, $0.title) },
                                        in: self, largeTitle: showsLargeTitle(forTopOf: stack.map(\.navigationItem)),
                                        back: { [weak navigationController] in navigationController?.popViewController(animated: true) })
        }
        guard let stack = ownItems, let top = stack.last else { return nil }
        let back = stack.count > 1 ? stack[stack.count - 2] : nil
        return NavigationBarContent(for: top, title: nil, below: back.map { ($0, nil) }, in: self,
                                    largeTitle: showsLargeTitle(forTopOf: stack), back: { [weak self] in self?.popItem(animated: true) })
    }
}
