/// Where an open menu is, shared by menus and edit menus: the submenus opened in place, and what
/// deferred elements provided while it is open (a cached one keeps its elements for next time).
@MainActor
final class MenuNavigation {
    private(set) var openedSubmenus: [UIMenu] = []
    private var provided: [ObjectIdentifier: [UIMenuElement]] = [:]
    private var asked: Set<ObjectIdentifier> = []

    /// Deferred elements shown as loading by the last `sections(of:)`, not yet asked.
    private var waiting: [UIDeferredMenuElement] = []

    /// The sections shown now: the opened submenu's, else `menu`'s. Deferred elements still
    /// loading show as loading until `askWaitingElements` has them provided.
    func sections(of menu: UIMenu) -> [[MenuEntry]] {
        waiting = []
        return MenuEntry.sections(of: openedSubmenus.last ?? menu) { [self] deferred in
            if let elements = deferred.providedElements ?? provided[ObjectIdentifier(deferred)] { return elements }
            waiting.append(deferred)
            return nil
        }
    }

    /// Asks the deferred elements the shown sections wait for, once each; `elementsArrived` runs
    /// when one answers (at once, for a provider that answers at once), unless `isClosed` says the
    /// menu has gone. Called after the sections are shown.
    func askWaitingElements(isClosed: @escaping () -> Bool, elementsArrived: @escaping () -> Void) {
        let asking = waiting
        waiting = []
        for deferred in asking where asked.insert(ObjectIdentifier(deferred)).inserted {
            deferred.provider { [weak self, weak deferred] elements in
                guard let deferred else { return }
                if deferred.isCached { deferred.providedElements = elements }
                guard let self, !isClosed() else { return }
                self.provided[ObjectIdentifier(deferred)] = elements
                elementsArrived()
            }
        }
    }

    func open(_ submenu: UIMenu) { openedSubmenus.append(submenu) }

    func goBack() { openedSubmenus.removeLast() }

    /// Back to the top of a new menu.
    func reset() { openedSubmenus = [] }

    /// Chooses `action` of `parent`: in a single-selection menu it becomes the one that is on.
    /// An action that keeps the menu presented runs and the menu shows again (`refresh`); any
    /// other closes the menu (`close`), then runs. A disabled action does nothing.
    static func choose(_ action: UIAction, in parent: UIMenu, sender: AnyObject?, refresh: () -> Void, close: () -> Void) {
        guard !action.attributes.contains(.disabled) else { return }
        if parent.options.contains(.singleSelection) {
            for sibling in parent.children.compactMap({ $0 as? UIAction }) { sibling.state = sibling === action ? .on : .off }
        }
        if action.attributes.contains(.keepsMenuPresented) {
            action.run(sentBy: sender)
            refresh()
            return
        }
        close()
        action.run(sentBy: sender)
    }
}
