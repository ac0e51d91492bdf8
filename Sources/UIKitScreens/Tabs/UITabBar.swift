/// The bar of tab buttons at the bottom of a tab bar controller, as UIKit's `UITabBar`: a
/// translucent chrome background reaching down under the home indicator, a hairline on top, and
/// one button per item (image over title), the selected one in the tint colour.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// UIKit's bar height above the bottom safe area, on iPhone and iPad.
    static let standardHeight: CGFloat = 49

    open weak var delegate: UITabBarDelegate?

    open var items: [UITabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UITabBarItem]?

    open var selectedItem: UITabBarItem? {
        didSet {
            guard oldValue !== selectedItem else { return }
            applyAppearance()
            updateButtons()
        }
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        storedItems = items
        if let selected = selectedItem, !(items ?? []).contains(where: { $0 === selected }) { selectedItem = nil }
        rebuildButtons()
    }

    open var unselectedItemTintColor: UIColor? { didSet { updateButtons() } }
    open var barTintColor: UIColor? { didSet { applyAppearance() } }
    open var isTranslucent = true { didSet { applyAppearance() } }
    open var standardAppearance = UITabBarAppearance() {
        didSet {
            applyAppearance()
            updateButtons()
        }
    }
    /// The look while the selected tab's content is scrolled to its bottom (or has no scroll view);
    /// nil: the standard appearance with a transparent background. A tab bar controller's bar only.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet {
            applyAppearance()
            updateButtons()
        }
    }
    /// The tab bar controller this bar belongs to (its scroll-edge look follows the selected tab).
    weak var tabBarController: UITabBarController?
    /// Whether the appearance drawn is the scroll-edge one.
    private var shownAtScrollEdge = false
    /// How the items share the bar: across its whole width, or centred at `itemWidth` with
    /// `itemSpacing` between them; automatic is centred where the width is regular.
    open var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsLayout() } }
    /// The width of centred items; 0 (and a negative value, which becomes 0) is the system's.
    open var itemWidth: CGFloat = 0 {
        didSet {
            if itemWidth < 0 { itemWidth = 0 }
            setNeedsLayout()
        }
    }
    /// The space between centred items; 0 (and a negative value, which becomes 0) is the system's.
    open var itemSpacing: CGFloat = 0 {
        didSet {
            if itemSpacing < 0 { itemSpacing = 0 }
            setNeedsLayout()
        }
    }

    public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }

    /// Told when the user taps an item (a tab bar controller's own bar tells the controller).
    var onSelect: ((UITabBarItem) -> Void)?

    private let background = BarBackgroundView(hairlineAt: .top)
    private var buttons: [TabBarButton] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        applyAppearance()
    }

    public required init?(coder: NSCoder) { return nil }

    private func applyAppearance() {
        shownAtScrollEdge = isAtScrollEdge
        background.apply(effectiveAppearance, translucent: isTranslucent, barTintColor: barTintColor)
    }

    private func rebuildButtons() {
        for button in buttons { button.removeFromSuperview() }
        buttons = (storedItems ?? []).map { item in
            let button = TabBarButton(item: item)
            button.onTap = { [weak self, weak item] in
                guard let self, let item else { return }
                self.userSelected(item)
            }
            item.onChange = { [weak self, weak button] in
                button?.itemDidChange()
                self?.applyAppearance()
                self?.updateButtons()
            }
            addSubview(button)
            return button
        }
        updateButtons()
        setNeedsLayout()
    }

    private func userSelected(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if let onSelect {
            onSelect(item)
        } else {
            selectedItem = item
            delegate?.tabBar(self, didSelect: item)
        }
    }

    private func updateButtons() {
        let stacked = effectiveAppearance.stackedLayoutAppearance
        let selectedColor = stacked.selected.iconColor ?? tintColor ?? .systemBlue
        let normalColor = unselectedItemTintColor ?? stacked.normal.iconColor ?? UIColor(white: 0.6, alpha: 1)
        for button in buttons {
            let selected = button.item === selectedItem
            let state = selected ? stacked.selected : stacked.normal
            let iconColor = selected ? selectedColor : normalColor
            button.show(selected: selected, color: iconColor,
                        titleColor: state.titleTextAttributes[.foregroundColor] as? UIColor ?? iconColor,
                        titleFont: state.titleTextAttributes[.font] as? UIFont, titleOffset: state.titlePositionAdjustment,
                        badgeColor: button.item.badgeColor ?? state.badgeBackgroundColor ?? .systemRed,
                        badgeText: state.badgeTextAttributes)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.place(covering: bounds, barBounds: bounds)
        guard !buttons.isEmpty else { return }
        // The tint may have changed since (UIKit tells views through tintColorDidChange; this bar looks again here).
        updateButtons()
        // Within the bar's standard height (the rest is safe area).
        for (button, span) in zip(buttons, itemSpans(count: buttons.count)) {
            button.frame = CGRect(x: span.x, y: 0, width: span.width, height: UITabBar.standardHeight)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UITabBar.standardHeight + safeAreaInsets.bottom)
    }

    /// The button showing `item`, for hit-testing and popovers.
    func button(for item: UITabBarItem) -> UIView? { buttons.first { $0.item === item } }
}

extension UITabBar {
    /// A tab bar controller's bar whose selected tab's content is scrolled to its bottom, or has no
    /// scroll view (UITabBar, *scrollEdgeAppearance*).
    var isAtScrollEdge: Bool { tabBarController?.selectedViewController?.contentIsAtEdge(.bottom) ?? false }

    /// The appearance drawn now: the selected item's, else the bar's; at the scroll edge the
    /// scroll-edge ones, else the standard one with a transparent background.
    var effectiveAppearance: UITabBarAppearance {
        let standard = selectedItem?.standardAppearance ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        if let edge = selectedItem?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let transparent: UITabBarAppearance = standard.copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// The selected tab's content may have reached or left its bottom edge, or another tab shows.
    func scrollEdgeMayHaveChanged() {
        guard isAtScrollEdge != shownAtScrollEdge else { return }
        applyAppearance()
        updateButtons()
    }
}
