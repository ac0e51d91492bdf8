/// A view that shows the edit menu on a secondary click where no context menu opens (text, as an
/// iPad with a pointer does).
@MainActor
package protocol SecondaryClickEditMenu: UIView {
    /// Opens the edit menu for a secondary click at `point` (the view's coordinates); false when
    /// the view has none to show there.
    func openEditMenuForSecondaryClick(at point: CGPoint) -> Bool
}
