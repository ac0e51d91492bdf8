/// One line of a shown menu, made from the menu's elements as UIKit lays them out.
@MainActor
enum MenuEntry {
    /// An action, with the menu holding it (whose `.singleSelection` it follows).
    case action(UIAction, in: UIMenu)
    /// A row that opens a submenu in place.
    case submenu(UIMenu)
    /// The top row of an opened submenu: tapping it goes back.
    case openedSubmenu(UIMenu)
    /// A deferred element still waiting for its provider.
    case loading
    /// A small title above its section (a menu's or an inline menu's).
    case title(String)

    /// The sections of `menu`: its own elements, and one section an inline menu, in order.
    /// Hidden actions are left out; a deferred element shows its elements once provided.
    static func sections(of menu: UIMenu, provided: (UIDeferredMenuElement) -> [UIMenuElement]?) -> [[MenuEntry]] {
        var sections: [[MenuEntry]] = []
        var current: [MenuEntry] = []
        func append(_ elements: [UIMenuElement], in parent: UIMenu) {
            for element in elements {
                switch element {
                case let action as UIAction:
                    if !action.attributes.contains(.hidden) { current.append(.action(action, in: parent)) }
                case let inline as UIMenu where inline.options.contains(.displayInline) || inline.options.contains(.displayAsPalette):
                    if inline.options.contains(.displayAsPalette) {
                        Diagnostics.warnOnce("menuPalette", "UIMenu.Options.displayAsPalette is not built: the palette's elements are drawn as an inline section, one row each.")
                    }
                    if inline.preferredElementSize == .small || inline.preferredElementSize == .medium {
                        Diagnostics.warnOnce("menuElementSize", "UIMenu.preferredElementSize small and medium are not built: the elements are drawn as large rows.")
                    }
                    if !current.isEmpty { sections.append(current) }
                    current = inline.title.isEmpty ? [] : [.title(inline.title)]
                    append(inline.children, in: inline)
                    if !current.isEmpty { sections.append(current) }
                    current = []
                case let submenu as UIMenu:
                    current.append(.submenu(submenu))
                case let deferred as UIDeferredMenuElement:
                    if let elements = provided(deferred) { append(elements, in: parent) } else { current.append(.loading) }
                default:
                    break
                }
            }
        }
        append(menu.children, in: menu)
        if !current.isEmpty { sections.append(current) }
        return sections
    }
}
