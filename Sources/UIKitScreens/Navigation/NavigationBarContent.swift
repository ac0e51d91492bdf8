@_spi(UIKitLayers) import UIKitCore
/// One controller's look in the navigation bar: the back button (a chevron and the previous
/// controller's title), the left and right bar button items, and the title centred between them.
@MainActor
final class NavigationBarContent: UIView {
    /// UIKit's bar layout: items 16 points from the edges, 8 between them; the back chevron at 8.
    static let edgeMargin: CGFloat = 16
    static let itemSpacing: CGFloat = 8

    private(set) var backButton: NavigationBackButton?
    private(set) var leftViews: [UIView] = []
    private(set) var rightViews: [UIView] = []
    let titleView: UIView

    /// The look of `item` (titled `title` when it has none of its own) above `previous`, in `bar`;
    /// the back button runs `back`.
    init(for item: UINavigationItem, title: String?, below previous: (item: UINavigationItem, title: String?)?,
         in bar: UINavigationBar, back: @escaping () -> Void) {
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
        super.init(frame: .zero)
        addSubview(titleView)
        if let previous, !item.hidesBackButton, item.leftBarButtonItems == nil || item.leftItemsSupplementBackButton {
            let button = NavigationBackButton(title: NavigationBarContent.backTitle(for: previous.item, title: previous.title))
            button.addAction(UIAction { _ in back() }, for: .touchUpInside)
            addSubview(button)
            backButton = button
        }
        leftViews = (item.leftBarButtonItems ?? []).map(NavigationBarContent.makeView(for:))
        rightViews = (item.rightBarButtonItems ?? []).map(NavigationBarContent.makeView(for:))
        for view in leftViews + rightViews { addSubview(view) }
        searchController = item.searchController
        if let searchBar = searchController?.searchBar {
            addSubview(searchBar)
            if item.hidesSearchBarWhenScrolling {
                Diagnostics.warnOnce("hidesSearchBarWhenScrolling", "UINavigationItem.hidesSearchBarWhenScrolling is not honoured: "
                    + "the search bar stays below the title as the content scrolls.")
            }
        }
    }

    /// The item's search controller, whose bar shows below the title row.
    private(set) var searchController: UISearchController?

    /// Whether the title row is folded away: an active search that hides the navigation bar.
    var foldsTitleRow: Bool {
        guard let searchController else { return false }
        return searchController.isActive && searchController.hidesNavigationBarDuringPresentation
    }

    /// The bar's height for this content: the 44-point title row and the search bar's rows below it.
    var height: CGFloat {
        (foldsTitleRow ? 0 : UINavigationBar.standardHeight) + (searchController?.searchBar.intrinsicContentSize.height ?? 0)
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
        let button = UIButton(type: .system)
        if let image = item.image { button.setImage(image, for: .normal) }
        if item.imageInsets != .zero {
            Diagnostics.warnOnce("barButtonImageInsets", "UIBarButtonItem.imageInsets is not honoured: the image is drawn without insets.")
        }
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
        if let searchBar = searchController?.searchBar {
            let folded = foldsTitleRow
            searchBar.frame = CGRect(x: 0, y: folded ? 0 : height, width: bounds.width, height: searchBar.intrinsicContentSize.height)
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
