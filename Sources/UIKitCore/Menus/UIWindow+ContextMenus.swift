// A secondary click (the right mouse button in the simulator's window) opens the context menu
// under the pointer at once, as it does on an iPad with a pointer; over text with no context
// menu, the edit menu.
extension UIWindow {
    /// Opens the context menu of the nearest view under `point` (window coordinates) whose
    /// interaction gives one; false when none does.
    @discardableResult
    package func openContextMenu(at point: CGPoint) -> Bool {
        if let openMenu {
            openMenu.close(animated: true)
            return false
        }
        openEditMenu?.close(animated: false)
        var view = hitTest(point, with: nil)
        while let current = view {
            for case let interaction as UIContextMenuInteraction in current.interactions.reversed() {
                if let control = current as? UIControl, !control.isContextMenuInteractionEnabled { continue }
                if interaction.openMenu(at: convert(point, to: current)) { return true }
            }
            if let text = current as? SecondaryClickEditMenu, text.openEditMenuForSecondaryClick(at: convert(point, to: current)) { return true }
            view = current.superview
        }
        return false
    }
}
