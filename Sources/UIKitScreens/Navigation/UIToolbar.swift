/// A bar of bar button items, as UIKit's `UIToolbar`: the items in a row from the leading margin,
/// flexible spaces sharing the room left and fixed spaces their width, over the same translucent
/// chrome as the navigation bar with a hairline along its top. A navigation controller shows one
/// at the bottom with the top controller's `toolbarItems` (UINavigationController+Toolbar.swift).
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    /// UIKit's toolbar height on iPhone and iPad.
    static let standardHeight: CGFloat = 44

    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UIBarButtonItem]?

    /// Replaces the items; animated, the new ones cross-fade in as the old ones fade out.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for item in storedItems ?? [] where !(items ?? []).contains(where: { $0 === item }) { item.onChange = nil }
        storedItems = items
        rebuildItemViews(fades: animated && window != nil)
    }

    open weak var delegate: UIToolbarDelegate? { didSet { setNeedsLayout() } }
    open var barStyle: UIBarStyle = .default { didSet { overrideUserInterfaceStyle = barStyle.interfaceStyle } }
    open var isTranslucent = true { didSet { applyAppearance() } }
    open var barTintColor: UIColor? { didSet { applyAppearance() } }

    /// The bar's look. A navigation controller's toolbar uses the scroll-edge appearance while the
    /// top controller's content is scrolled to its bottom (or has no scroll view), and the compact
    /// ones at compact height, by the fallbacks Apple documents for each property.
    open var standardAppearance = UIToolbarAppearance() { didSet { applyAppearance() } }
    open var compactAppearance: UIToolbarAppearance? { didSet { applyAppearance() } }
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { applyAppearance() } }
    open var compactScrollEdgeAppearance: UIToolbarAppearance? { didSet { applyAppearance() } }

    /// Where the bar sits: what its delegate says, else at the bottom.
    open var barPosition: UIBarPosition {
        let position = delegate?.position(for: self) ?? .any
        return position == .any ? .bottom : position
    }

    /// The navigation controller whose toolbar this is: its background reaches down under the home
    /// indicator, and its scroll-edge look follows the top controller's content.
    weak var navigationController: UINavigationController?

    private let background = BarBackgroundView(hairlineAt: .top)
    private var itemViews: [(item: UIBarButtonItem, view: UIView?)] = []
    /// Whether the appearance drawn is the scroll-edge one.
    private(set) var shownAtScrollEdge = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        applyAppearance()
    }

    /// A `<toolbar>`: its items, style, colours and translucency.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(background)
        if let archive = coder as? InterfaceBuilderCoder { decodeArchivedToolbar(archive) }
        applyAppearance()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIToolbar.standardHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UIToolbar.standardHeight) }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { applyAppearance() }
    }

    func applyAppearance() {
        shownAtScrollEdge = isAtScrollEdge
        background.apply(effectiveAppearance, translucent: isTranslucent, barTintColor: barTintColor)
    }

    // MARK: Items

    private func rebuildItemViews(fades: Bool) {
        let outgoing = itemViews.compactMap(\.view)
        itemViews = (storedItems ?? []).map { item in
            item.onChange = { [weak self] in self?.rebuildItemViews(fades: false) }
            guard !item.isSpace else { return (item, nil) }
            let view = NavigationBarContent.makeView(for: item)
            addSubview(view)
            return (item, view)
        }
        layoutItems()
        guard fades else {
            for view in outgoing where !itemViews.contains(where: { $0.view === view }) { view.removeFromSuperview() }
            return
        }
        let incoming = itemViews.compactMap(\.view)
        for view in incoming { view.alpha = 0 }
        UIView.animate(withDuration: UINavigationBar.itemFadeDuration, animations: {
            for view in incoming { view.alpha = 1 }
            for view in outgoing { view.alpha = 0 }
        }, completion: { _ in
            for view in outgoing where view.superview != nil && !incoming.contains(where: { $0 === view }) { view.removeFromSuperview() }
        })
    }

    /// The view showing `item` in this bar, once shown.
    func view(for item: UIBarButtonItem) -> UIView? { itemViews.first { $0.item === item }?.view }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.place(covering: backgroundArea, barBounds: bounds)
        layoutItems()
    }

    /// The bar's bounds and what its background reaches under: the home indicator's area below a
    /// navigation controller's toolbar, the status bar above a top-attached one.
    private var backgroundArea: CGRect {
        var area = bounds
        if barPosition == .topAttached { area = CGRect(x: 0, y: -frame.minY, width: bounds.width, height: bounds.height + frame.minY) }
        if navigationController != nil, let container = superview {
            area.size.height += Swift.max(0, container.bounds.height - frame.maxY)
        }
        return area
    }

    /// Items from the leading margin, 8 points apart; fixed spaces take their width, and flexible
    /// spaces share what is left of the bar equally (with none, the row stays at the leading edge).
    private func layoutItems() {
        let margin = NavigationBarContent.edgeMargin
        let spacing = NavigationBarContent.itemSpacing
        let height = Swift.min(bounds.height, UIToolbar.standardHeight)
        let sizes = itemViews.map { entry -> CGSize in
            guard let view = entry.view else { return CGSize(width: entry.item.systemItem == .fixedSpace ? entry.item.width : 0, height: 0) }
            // A custom view keeps the size it was given; a button is as big as its content.
            let own = entry.item.customView != nil && view.bounds.size != .zero ? view.bounds.size : view.intrinsicContentSize
            return CGSize(width: entry.item.width > 0 ? entry.item.width : Swift.max(0, own.width), height: Swift.max(0, own.height))
        }
        let widths = sizes.map(\.width)
        // Spacing falls between neighbouring item views, not beside a space.
        var gaps: CGFloat = 0
        for index in itemViews.indices.dropFirst() where !itemViews[index].item.isSpace && !itemViews[index - 1].item.isSpace {
            gaps += spacing
        }
        let flexibleCount = itemViews.filter { $0.item.systemItem == .flexibleSpace }.count
        let room = Swift.max(0, bounds.width - 2 * margin - widths.reduce(0, +) - gaps)
        let flexibleWidth = flexibleCount > 0 ? room / CGFloat(flexibleCount) : 0
        var x = margin
        for (index, entry) in itemViews.enumerated() {
            if index > 0, !entry.item.isSpace, !itemViews[index - 1].item.isSpace { x += spacing }
            let width = entry.item.systemItem == .flexibleSpace ? flexibleWidth : widths[index]
            if let view = entry.view {
                let viewHeight = Swift.min(height, sizes[index].height)
                view.frame = CGRect(x: x, y: (height - viewHeight) / 2, width: width, height: viewHeight)
            }
            x += width
        }
    }
}

extension UIBarButtonItem {
    /// A flexible or fixed space: room in a toolbar, with no view.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}
