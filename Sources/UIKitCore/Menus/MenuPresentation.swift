/// A menu open on a window: its card placed by the control it belongs to or by the lifted preview
/// of a context menu, its rows chosen by a tap, closed by a tap outside, as UIKit's menus are.
/// One menu is open on a window at a time.
@MainActor
package final class MenuPresentation {
    enum Placement {
        /// Beside a control or bar button (`anchor` in window coordinates): below it, or above it
        /// when there is no room below.
        case attached(anchor: CGRect)
        /// Below or above a preview lifted to `frame` (window coordinates).
        case lifted(preview: UIView, frame: CGRect)
    }

    /// The gap between the menu and what it belongs to, and the least room kept to the screen's edges.
    static let spacing: CGFloat = 8

    private(set) var menu: UIMenu
    let placement: Placement
    private weak var window: UIWindow?
    private weak var sender: AnyObject?
    let container: MenuContainerView
    let platter = MenuPlatterView()
    /// Whether choosing any action makes it the one that is on (a pop-up button's menu).
    private let selectsOneAction: Bool
    private let navigation = MenuNavigation()
    private(set) var isClosing = false

    /// Told of the action chosen, before its handler runs.
    var onChoose: ((UIAction) -> Void)?
    /// Told as the menu starts to close, with the animator its delegate may add to.
    var onWillClose: ((MenuInteractionAnimator) -> Void)?
    /// Told when the preview is tapped; the menu then closes with the returned animator.
    var onPreviewTapped: (() -> MenuInteractionAnimator)?

    private init(menu: UIMenu, placement: Placement, window: UIWindow, sender: AnyObject?, selectsOneAction: Bool) {
        self.menu = menu
        self.placement = placement
        self.window = window
        self.sender = sender
        self.selectsOneAction = selectsOneAction
        if case .lifted = placement { container = MenuContainerView(blursBehind: true) } else { container = MenuContainerView(blursBehind: false) }
    }

    /// Opens `menu` on `window`, closing the one open there.
    static func open(_ menu: UIMenu, in window: UIWindow, placement: Placement, sender: AnyObject?,
                     selectsOneAction: Bool = false, animator: MenuInteractionAnimator? = nil) -> MenuPresentation {
        window.openMenu?.close(animated: false)
        let presentation = MenuPresentation(menu: menu, placement: placement, window: window, sender: sender, selectsOneAction: selectsOneAction)
        window.openMenu = presentation
        presentation.show(animator: animator)
        return presentation
    }

    private func show(animator: MenuInteractionAnimator?) {
        guard let window else { return }
        container.frame = window.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.onTouchOutside = { [weak self] in self?.close(animated: true) }
        container.onResize = { [weak self] in self?.close(animated: false) }
        window.addSubview(container)
        if case .lifted(let preview, let frame) = placement {
            preview.frame = frame
            preview.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.previewTapped() })
            container.addSubview(preview)
        }
        container.addSubview(platter)
        rebuild()
        platter.alpha = 0
        platter.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        container.backdrop?.alpha = 0
        UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [.allowUserInteraction]) {
            self.platter.alpha = 1
            self.platter.transform = .identity
            self.container.backdrop?.alpha = 1
            animator?.runAnimations()
        } completion: { _ in animator?.runCompletions() }
    }

    /// Shows the rows of the menu or of its opened submenu again, and asks deferred elements that
    /// show as loading for theirs.
    private func rebuild() {
        var sections = navigation.sections(of: menu)
        if let opened = navigation.openedSubmenus.last {
            sections.insert([.openedSubmenu(opened)], at: 0)
        } else if !menu.title.isEmpty {
            if sections.isEmpty { sections = [[]] }
            sections[0].insert(.title(menu.title), at: 0)
        }
        platter.show(sections) { [weak self] entry in self?.choose(entry) }
        place()
        navigation.askWaitingElements(isClosed: { [weak self] in self?.isClosing ?? true }, elementsArrived: { [weak self] in self?.rebuild() })
    }

    /// Places the card (and the preview) inside the window's safe area.
    private func place() {
        guard let window else { return }
        let bounds = window.bounds, safe = window.safeAreaInsets, gap = MenuPresentation.spacing
        let top = safe.top + gap, bottom = bounds.height - safe.bottom - gap
        var size = platter.preferredSize(widthLimit: bounds.width - 2 * gap)
        size.height = Swift.min(size.height, bottom - top)
        let anchor: CGRect
        switch placement {
        case .attached(let frame): anchor = frame
        case .lifted(let preview, let frame):
            // The preview moves up when the menu fits neither below nor above it.
            var lifted = frame
            if lifted.maxY + gap + size.height > bottom, lifted.minY - gap - size.height < top {
                lifted.origin.y = Swift.max(top, bottom - size.height - gap - lifted.height)
            }
            preview.transform = .identity
            preview.frame = lifted
            anchor = lifted
        }
        var x = anchor.midX < bounds.midX ? anchor.minX : anchor.maxX - size.width
        x = Swift.min(Swift.max(gap, x), bounds.width - gap - size.width)
        var y = anchor.maxY + gap
        if y + size.height > bottom {
            y = anchor.minY - gap - size.height >= top ? anchor.minY - gap - size.height : Swift.max(top, bottom - size.height)
        }
        let transform = platter.transform
        platter.transform = .identity
        platter.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        platter.transform = transform
    }

    private func choose(_ entry: MenuEntry) {
        guard !isClosing else { return }
        switch entry {
        case .action(let action, let parent):
            guard !action.attributes.contains(.disabled) else { return }
            if selectsOneAction { select(action, among: MenuPresentation.actions(in: menu)) }
            onChoose?(action)
            MenuNavigation.choose(action, in: parent, sender: sender, refresh: rebuild, close: { close(animated: true) })
        case .submenu(let submenu):
            navigation.open(submenu)
            rebuild()
        case .openedSubmenu:
            navigation.goBack()
            rebuild()
        case .loading, .title:
            break
        }
    }

    private func select(_ chosen: UIAction, among actions: [UIAction]) {
        for action in actions { action.state = action === chosen ? .on : .off }
    }

    /// Every action of `menu` and of its submenus, in order.
    // MARK: Sliding

    /// The touch that opened the menu slides on: the row under `point` (window coordinates)
    /// highlights, as a finger dragged down an iOS menu does.
    func slide(to point: CGPoint) {
        let under = row(at: point)
        for row in platter.rows { row.isHighlighted = row === under }
    }

    /// The touch that opened the menu lifts at `point`: the row under it is chosen, as if tapped;
    /// lifted anywhere else, the menu stays open for a tap.
    func liftSlide(at point: CGPoint) {
        let under = row(at: point)
        for row in platter.rows { row.isHighlighted = false }
        under?.sendActions(for: .touchUpInside)
    }

    /// The enabled row under `point`, in window coordinates.
    private func row(at point: CGPoint) -> MenuRowView? {
        guard !isClosing else { return nil }
        return platter.rows.first { row in
            row.isEnabled && row.window != nil && row.bounds.contains(row.convert(point, from: nil))
        }
    }

    static func actions(in menu: UIMenu) -> [UIAction] {
        menu.children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let submenu = element as? UIMenu { return actions(in: submenu) }
            return []
        }
    }

    private func previewTapped() {
        guard !isClosing, let animator = onPreviewTapped?() else { return }
        close(animated: true, animator: animator)
    }

    /// Replaces the menu while it is open (`updateVisibleMenu`).
    func replaceMenu(_ newMenu: UIMenu) {
        menu = newMenu
        navigation.reset()
        rebuild()
    }

    /// Closes the menu: the card fades away, then leaves the window.
    func close(animated: Bool, animator: MenuInteractionAnimator? = nil) {
        guard !isClosing else { return }
        isClosing = true
        let animator = animator ?? MenuInteractionAnimator(previewViewController: nil)
        onWillClose?(animator)
        let finish = { [self] in
            container.removeFromSuperview()
            if window?.openMenu === self { window?.openMenu = nil }
            animator.runCompletions()
        }
        guard animated else {
            animator.runAnimations()
            return finish()
        }
        UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState]) {
            self.container.alpha = 0
            animator.runAnimations()
        } completion: { _ in finish() }
    }
}
