@_spi(UIKitLayers) import UIKitCore
/// One controller's look in the navigation bar: the back button (a chevron and the previous
/// controller's title), the left and right bar button items, and the title centred between them;
/// below them, rows that fold away as the content scrolls up: the large title and the search bar
/// (the search bar first, as on iOS).
@MainActor
final class NavigationBarContent: UIView {
    /// UIKit's bar layout: items 16 points from the edges, 8 between them; the back chevron at 8.
    static let edgeMargin: CGFloat = 16
    static let itemSpacing: CGFloat = 8
    /// The large title's row: 52 points at the default text size (a 96-point bar), its text 8
    /// points above the row's foot.
    static let largeTitleRowHeight: CGFloat = 52
    static let largeTitleFootPadding: CGFloat = 8

    private(set) var backButton: NavigationBackButton?
    private(set) var leftViews: [UIView] = []
    private(set) var rightViews: [UIView] = []
    let titleView: UIView

    /// The look of `item` (titled `title` when it has none of its own) above `previous`, in `bar`;
    /// the back button runs `back`.
    init(for item: UINavigationItem, title: String?, below previous: (item: UINavigationItem, title: String?)?,
         in bar: UINavigationBar, largeTitle: Bool = false, back: @escaping () -> Void) {
        self.item = item
        if let custom = item.titleView {
            titleView = custom
        } else {
            let label = UILabel()
            label.text = item.title ?? title
            let attributes = bar.titleAttributes
            label.font = (attributes[.font] as? UIFont) ?? .systemFont(ofSize: 17, weight: .semibold)
            label.textColor = (attributes[.foregroundColor] as? UIColor) ?? .label
            label.textAlignment = .center
            titleView = label
        }
        if largeTitle {
            let label = UILabel()
            label.text = item.title ?? title
            let attributes = bar.largeTitleAttributes
            label.font = (attributes[.font] as? UIFont) ?? UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: .systemFont(ofSize: 34, weight: .bold))
            label.textColor = (attributes[.foregroundColor] as? UIColor) ?? .label
            largeTitleLabel = label
        }
        super.init(frame: .zero)
        addSubview(titleView)
        if let largeTitleLabel {
            largeTitleRow.clipsToBounds = true
            largeTitleRow.addSubview(largeTitleLabel)
            addSubview(largeTitleRow)
        }
        if let previous, !item.hidesBackButton, item.leftBarButtonItems == nil || item.leftItemsSupplementBackButton {
            let button = NavigationBackButton(title: NavigationBarContent.backTitle(for: previous.item, title: previous.title))
            button.addAction(UIAction { _ in back() }, for: .touchUpInside)
            addSubview(button)
            backButton = button
        }
        // A split view's buttons come before the item's own.
        leftViews = (bar.leadingSystemItems + (item.leftBarButtonItems ?? [])).map(NavigationBarContent.makeView(for:))
        rightViews = (item.rightBarButtonItems ?? []).map(NavigationBarContent.makeView(for:))
        for view in leftViews + rightViews { addSubview(view) }
        searchController = item.searchController
        if let searchBar = searchController?.searchBar {
            searchRow.clipsToBounds = true
            searchRow.addSubview(searchBar)
            addSubview(searchRow)
        }
    }

    private let item: UINavigationItem
    /// The item's search controller, whose bar shows below the title rows.
    private(set) var searchController: UISearchController?
    /// The large title, when the bar shows one for this item, in its row below the title row.
    private(set) var largeTitleLabel: UILabel?
    private let largeTitleRow = UIView()
    private let searchRow = UIView()
    /// How far the content is scrolled up from its top: the folding rows fold by as much.
    private(set) var scrolledDistance: CGFloat = 0

    /// Whether the title row is folded away: an active search that hides the navigation bar.
    var foldsTitleRow: Bool {
        guard let searchController else { return false }
        return searchController.isActive && searchController.hidesNavigationBarDuringPresentation
    }

    private var titleRowHeight: CGFloat { foldsTitleRow ? 0 : UINavigationBar.standardHeight }

    /// The large title's row, unfolded; none while a search folds the titles away.
    private var largeTitleHeight: CGFloat {
        guard let largeTitleLabel, !foldsTitleRow else { return 0 }
        return Swift.max(NavigationBarContent.largeTitleRowHeight, (largeTitleLabel.font.lineHeight + 11).rounded(.up))
    }

    private var searchHeight: CGFloat { searchController?.searchBar.intrinsicContentSize.height ?? 0 }

    /// The search bar folds as the content scrolls unless the item keeps it, or a search is on.
    private var searchFolds: Bool { item.hidesSearchBarWhenScrolling && searchController?.isActive == false }

    /// How much of the rows can fold: the search bar's (when it folds) and the large title's.
    var foldingHeight: CGFloat { (searchFolds ? searchHeight : 0) + largeTitleHeight }

    private var shownSearchHeight: CGFloat { searchFolds ? Swift.max(0, searchHeight - scrolledDistance) : searchHeight }

    private var shownLargeTitleHeight: CGFloat {
        Swift.max(0, largeTitleHeight - Swift.max(0, scrolledDistance - (searchFolds ? searchHeight : 0)))
    }

    /// The bar's height with every row unfolded: what the content's safe area starts below.
    var expandedHeight: CGFloat { titleRowHeight + largeTitleHeight + searchHeight }

    /// The bar's height now: the title row and what is left of the folding rows.
    var height: CGFloat { titleRowHeight + shownLargeTitleHeight + shownSearchHeight }

    /// Folds the rows for content scrolled `distance` up from its top; true when the height changed.
    func fold(forScrolledDistance distance: CGFloat) -> Bool {
        let clamped = Swift.max(0, Swift.min(distance, foldingHeight))
        guard clamped != scrolledDistance else { return false }
        scrolledDistance = clamped
        setNeedsLayout()
        return true
    }

    required init?(coder: NSCoder) { return nil }

    /// The back button's title for `previous`: its item's back title, its title, or "Back".
    static func backTitle(for item: UINavigationItem, title fallback: String?) -> String {
        if let title = item.backBarButtonItem?.title ?? item.backButtonTitle { return title }
        let title = item.title ?? fallback ?? ""
        return title.isEmpty ? "Back" : title
    }

    /// A bar button item as a view: its custom view, or a system button with its title or image.
    static func makeView(for item: UIBarButtonItem) -> UIView {
        let view = makeButton(for: item)
        if item.customView == nil, item.width > 0 {
            view.frame.size = CGSize(width: item.width, height: Swift.min(UINavigationBar.standardHeight, view.intrinsicContentSize.height))
        }
        item.view = view
        return view
    }

    private static func makeButton(for item: UIBarButtonItem) -> UIView {
        if let custom = item.customView { return custom }
        let button = BarItemButton(item: item)
        button.setTitle(item.displayedTitle, for: .normal)
        button.accessibilityLabel = item.accessibilityLabel ?? (item.spokenTitle != item.displayedTitle ? item.spokenTitle : nil)
        button.accessibilityIdentifier = item.accessibilityIdentifier
        button.accessibilityHint = item.accessibilityHint
        button.titleLabel?.font = item.systemItem == .add ? .systemFont(ofSize: 24)
            : .systemFont(ofSize: 17, weight: item.isBold ? .semibold : .regular)
        if let tint = item.tintColor { button.tintColor = tint }
        button.isEnabled = item.isEnabled
        button.addAction(UIAction { [weak item] _ in item?.sendAction() }, for: .touchUpInside)
        button.menu = item.menu
        button.showsMenuAsPrimaryAction = item.showsMenuOnTap
        return button
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = UINavigationBar.standardHeight
        let titleRow = titleRowHeight
        if let largeTitleLabel {
            // The large title rides up with the content as its row folds, under the title row.
            let full = largeTitleHeight, shown = shownLargeTitleHeight
            largeTitleRow.frame = CGRect(x: 0, y: titleRow, width: bounds.width, height: shown)
            largeTitleRow.isHidden = shown == 0
            let lineHeight = largeTitleLabel.font.lineHeight.rounded(.up)
            largeTitleLabel.frame = CGRect(x: NavigationBarContent.edgeMargin, y: full - NavigationBarContent.largeTitleFootPadding - lineHeight - (full - shown),
                                           width: Swift.max(0, bounds.width - 2 * NavigationBarContent.edgeMargin), height: lineHeight)
            // The small title shows once the large one has gone under the title row.
            titleView.alpha = Swift.max(0, Swift.min(1, 1 - shown / NavigationBarContent.largeTitleFootPadding))
        }
        if let searchBar = searchController?.searchBar {
            let folded = foldsTitleRow
            let full = searchHeight, shown = shownSearchHeight
            searchRow.frame = CGRect(x: 0, y: titleRow + shownLargeTitleHeight, width: bounds.width, height: shown)
            // The field shrinks into the bar and fades as it goes.
            searchBar.frame = CGRect(x: 0, y: shown - full, width: bounds.width, height: full)
            searchBar.alpha = full > 0 ? shown / full : 1
            for view in [backButton, titleView].compactMap({ $0 }) + leftViews + rightViews { view.isHidden = folded }
        }
        var left: CGFloat = NavigationBarContent.edgeMargin
        if let backButton {
            let size = backButton.intrinsicContentSize
            backButton.frame = CGRect(x: 8, y: (height - size.height) / 2, width: size.width, height: size.height)
            left = backButton.frame.maxX + NavigationBarContent.itemSpacing
        }
        for view in leftViews {
            let size = NavigationBarContent.size(of: view)
            view.frame = CGRect(x: left, y: (height - size.height) / 2, width: size.width, height: size.height)
            left = view.frame.maxX + NavigationBarContent.itemSpacing
        }
        var right = bounds.width - NavigationBarContent.edgeMargin
        for view in rightViews {
            let size = NavigationBarContent.size(of: view)
            view.frame = CGRect(x: right - size.width, y: (height - size.height) / 2, width: size.width, height: size.height)
            right = view.frame.minX - NavigationBarContent.itemSpacing
        }
        // Centred in the bar when it fits between the sides, else centred in the room left.
        let wanted = NavigationBarContent.size(of: titleView)
        let room = Swift.max(0, right - left)
        let width = Swift.min(wanted.width, room)
        var x = (bounds.width - width) / 2
        if x < left || x + width > right { x = left + (room - width) / 2 }
        let titleHeight = Swift.min(height, wanted.height)
        titleView.frame = CGRect(x: x, y: (height - titleHeight) / 2, width: width, height: titleHeight)
    }

    /// A view's size in the bar: its frame's when set, else what it fits in.
    static func size(of view: UIView) -> CGSize {
        if view.bounds.size != .zero { return view.bounds.size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: Swift.max(0, intrinsic.width), height: Swift.max(0, Swift.min(UINavigationBar.standardHeight, intrinsic.height)))
    }
}

/// The back button: UIKit's chevron (two short strokes meeting at a point) and a title in the tint
/// colour, fading while pressed.
@MainActor
final class NavigationBackButton: UIButton {
    private let strokes = [UIView(), UIView()]

    init(title: String) {
        super.init(type: .system)
        setTitle(title, for: .normal)
        titleLabel?.font = .systemFont(ofSize: 17)
        contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        for stroke in strokes {
            stroke.isUserInteractionEnabled = false
            stroke.layer.cornerRadius = 1.5
            addSubview(stroke)
        }
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let color = isHighlighted ? tintColor.withAlphaComponent(0.2) : tintColor
        // Each stroke 13 × 3 points, turned 45° either way about its end at the chevron's point.
        for (index, stroke) in strokes.enumerated() {
            stroke.backgroundColor = color
            stroke.transform = .identity
            stroke.bounds = CGRect(x: 0, y: 0, width: 13, height: 3)
            let angle: CGFloat = index == 0 ? -.pi / 4 : .pi / 4
            let half = 6.5 - 1.5
            stroke.center = CGPoint(x: 3 + 1.5 + half * cos(angle), y: bounds.midY + half * sin(angle))
            stroke.transform = CGAffineTransform(rotationAngle: angle)
        }
    }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        setNeedsLayout()
    }
}
