import Foundation

/// An edit menu open on a window: a bar of actions pointing at its target (above it when there is
/// room, else below, or as the arrow direction asks), as iOS shows cut, copy and paste. It covers
/// nothing: a touch anywhere else closes it and goes on to what it touched. One edit menu is open
/// on a window at a time; opening another closes it.
@MainActor
package final class EditMenuPresentation {
    /// The least room kept to the screen's edges, and the gap between the arrow's tip and the target.
    static let margin: CGFloat = 8
    static let gap: CGFloat = 2

    private(set) var menu: UIMenu
    /// What the menu points at, in window coordinates.
    private(set) var targetRect: CGRect
    let arrowDirection: UIEditMenuArrowDirection
    /// Who opened the menu (an interaction, a text field): they close their own menu only.
    package private(set) weak var owner: AnyObject?
    private weak var window: UIWindow?
    let container = EditMenuContainerView()
    let bar = EditMenuBarView()
    private let navigation = MenuNavigation()
    private var page = 0
    package private(set) var isClosing = false

    /// Told as the menu starts to close, with the animator its delegate may add to.
    package var onWillClose: ((MenuInteractionAnimator) -> Void)?

    private init(menu: UIMenu, targetRect: CGRect, arrowDirection: UIEditMenuArrowDirection, owner: AnyObject?, window: UIWindow) {
        self.menu = menu
        self.targetRect = targetRect
        self.arrowDirection = arrowDirection
        self.owner = owner
        self.window = window
    }

    /// Opens `menu` pointing at `targetRect` (window coordinates), closing the edit menu open there.
    @discardableResult
    package static func open(_ menu: UIMenu, in window: UIWindow, targetRect: CGRect, arrowDirection: UIEditMenuArrowDirection = .automatic,
                             owner: AnyObject?, animator: MenuInteractionAnimator? = nil) -> EditMenuPresentation {
        window.openEditMenu?.close(animated: false)
        let presentation = EditMenuPresentation(menu: menu, targetRect: targetRect, arrowDirection: arrowDirection, owner: owner, window: window)
        window.openEditMenu = presentation
        presentation.show(animator: animator)
        return presentation
    }

    /// The menu's bar in window coordinates.
    package var frame: CGRect { bar.frame }

    /// The titles of the buttons shown now, in order.
    package var shownTitles: [String] { bar.items.compactMap(\.accessibilityLabel) }

    private func show(animator: MenuInteractionAnimator?) {
        guard let window else { return }
        container.frame = window.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.onResize = { [weak self] in self?.close(animated: false) }
        window.addSubview(container)
        container.addSubview(bar)
        rebuild()
        bar.alpha = 0
        UIView.animate(withDuration: 0.15, delay: 0, options: [.allowUserInteraction]) {
            self.bar.alpha = 1
            animator?.runAnimations()
        } completion: { _ in animator?.runCompletions() }
    }

    /// Whether a point (window coordinates) is on the bar.
    package func contains(_ point: CGPoint) -> Bool { bar.frame.contains(point) }

    // MARK: Buttons

    /// One button's worth of the menu.
    private enum Item {
        case entry(MenuEntry)
        case previousPage, nextPage
    }

    /// Lays the shown menu's buttons out in pages that fit the window, and shows the current page.
    private func rebuild() {
        guard let window else { return }
        let entries = navigation.sections(of: menu).joined().filter { entry in
            if case .title = entry { return false }
            return true
        }
        var items = entries.map(Item.entry)
        if let opened = navigation.openedSubmenus.last { items.insert(.entry(.openedSubmenu(opened)), at: 0) }
        // Each button is made and measured once; only the page shown is put on the bar.
        let views = items.map(makeView)
        let chevronWidth = makeView(.nextPage).fittingWidth
        let pages = Self.paginate(views.map(\.fittingWidth), chevronWidth: chevronWidth, width: window.bounds.width - 2 * EditMenuPresentation.margin)
        page = Swift.max(0, Swift.min(page, pages.count - 1))
        var shown = Array(views[pages[page]])
        if page > 0 { shown.insert(makeView(.previousPage), at: 0) }
        if page < pages.count - 1 { shown.append(makeView(.nextPage)) }
        bar.show(shown)
        place()
        navigation.askWaitingElements(isClosed: { [weak self] in self?.isClosing ?? true }, elementsArrived: { [weak self] in self?.rebuild() })
    }

    /// Splits buttons of `widths` into pages no wider than `width`: every page but the first starts
    /// with a chevron back, every page but the last ends with a chevron on (`chevronWidth` each).
    private static func paginate(_ widths: [CGFloat], chevronWidth: CGFloat, width: CGFloat) -> [Range<Int>] {
        var pages: [Range<Int>] = []
        var start = 0
        var used: CGFloat = 0
        for (index, itemWidth) in widths.enumerated() {
            let reserve = index == widths.count - 1 ? 0 : chevronWidth
            if index > start, used + itemWidth + reserve > width {
                pages.append(start..<index)
                start = index
                used = chevronWidth
            }
            used += itemWidth
        }
        pages.append(start..<widths.count)
        return pages
    }

    private func makeView(_ item: Item) -> EditMenuItemView {
        let view: EditMenuItemView
        switch item {
        case .previousPage:
            view = EditMenuItemView(title: "", image: UIImage(systemName: "chevron.left"), name: "Previous")
            view.addAction(UIAction { [weak self] _ in self?.turnPage(by: -1) }, for: .touchUpInside)
        case .nextPage:
            view = EditMenuItemView(title: "", image: UIImage(systemName: "chevron.right"), name: "More")
            view.addAction(UIAction { [weak self] _ in self?.turnPage(by: 1) }, for: .touchUpInside)
        case .entry(let entry):
            switch entry {
            case .action(let action, _):
                view = EditMenuItemView(title: action.title, image: action.image, name: action.title.isEmpty ? (action.discoverabilityTitle ?? "") : action.title,
                                        isDestructive: action.attributes.contains(.destructive))
                view.isEnabled = !action.attributes.contains(.disabled)
            case .submenu(let submenu):
                view = EditMenuItemView(title: submenu.title, image: submenu.image, name: submenu.title)
            case .openedSubmenu:
                view = EditMenuItemView(title: "", image: UIImage(systemName: "chevron.left"), name: "Back")
            case .loading:
                view = EditMenuItemView(title: "…", image: nil, name: "Loading")
                view.isUserInteractionEnabled = false
            case .title(let title):
                view = EditMenuItemView(title: title, image: nil, name: title)
            }
            view.addAction(UIAction { [weak self] _ in self?.choose(entry) }, for: .touchUpInside)
        }
        return view
    }

    private func turnPage(by step: Int) {
        page += step
        rebuild()
    }

    private func choose(_ entry: MenuEntry) {
        guard !isClosing else { return }
        switch entry {
        case .action(let action, let parent):
            MenuNavigation.choose(action, in: parent, sender: nil, refresh: rebuild, close: { close(animated: true) })
        case .submenu(let submenu):
            navigation.open(submenu)
            page = 0
            rebuild()
        case .openedSubmenu:
            navigation.goBack()
            page = 0
            rebuild()
        case .loading, .title:
            break
        }
    }

    // MARK: Placement

    /// Puts the bar beside its target inside the window's safe area, its arrow at the target.
    private func place() {
        guard let window else { return }
        let bounds = window.bounds, safe = window.safeAreaInsets
        let margin = EditMenuPresentation.margin, gap = EditMenuPresentation.gap
        let top = safe.top + margin, bottom = bounds.height - safe.bottom - margin
        var edge: UIRectEdge
        switch arrowDirection {
        case .up: edge = .top
        case .left: edge = .left
        case .right: edge = .right
        case .down: edge = .bottom
        case .automatic:
            let height = EditMenuBarView.height + EditMenuBarView.arrowLength
            edge = targetRect.minY - gap - height >= top || targetRect.maxY + gap + height > bottom ? .bottom : .top
        }
        bar.arrowEdge = edge
        let size = bar.fittingSize
        var frame = CGRect(origin: .zero, size: size)
        switch edge {
        case .top, .bottom:
            frame.origin.x = Swift.min(Swift.max(margin, targetRect.midX - size.width / 2), bounds.width - margin - size.width)
            frame.origin.y = edge == .bottom ? targetRect.minY - gap - size.height : targetRect.maxY + gap
            frame.origin.y = Swift.min(Swift.max(top, frame.origin.y), bottom - size.height)
            let half = EditMenuBarView.arrowWidth / 2 + EditMenuBarView.cornerRadius
            bar.arrowOffset = Swift.min(Swift.max(half, targetRect.midX - frame.minX), size.width - half)
        default:
            frame.origin.x = edge == .left ? targetRect.maxX + gap : targetRect.minX - gap - size.width
            frame.origin.x = Swift.min(Swift.max(margin, frame.origin.x), bounds.width - margin - size.width)
            frame.origin.y = Swift.min(Swift.max(top, targetRect.midY - size.height / 2), bottom - size.height)
            bar.arrowOffset = size.height / 2
        }
        let alpha = bar.alpha
        bar.frame = frame
        bar.alpha = alpha
    }

    /// Points the menu at a new target (window coordinates), as `updateVisibleMenuPosition` does.
    package func move(to targetRect: CGRect) {
        self.targetRect = targetRect
        place()
    }

    /// Replaces the menu while it is open (`reloadVisibleMenu`).
    package func replaceMenu(_ newMenu: UIMenu) {
        menu = newMenu
        navigation.reset()
        page = 0
        rebuild()
    }

    /// Closes the menu: the bar fades away, then leaves the window.
    package func close(animated: Bool, animator: MenuInteractionAnimator? = nil) {
        guard !isClosing else { return }
        isClosing = true
        let animator = animator ?? MenuInteractionAnimator(previewViewController: nil)
        onWillClose?(animator)
        if window?.openEditMenu === self { window?.openEditMenu = nil }
        let finish = { [container] in
            container.removeFromSuperview()
            animator.runCompletions()
        }
        guard animated else {
            animator.runAnimations()
            finish()
            return
        }
        UIView.animate(withDuration: 0.15, delay: 0, options: [.allowUserInteraction]) {
            self.bar.alpha = 0
            animator.runAnimations()
        } completion: { _ in finish() }
    }
}
