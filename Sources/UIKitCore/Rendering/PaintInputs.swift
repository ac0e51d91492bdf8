/// What a superview hands each subview it paints: where the subview's superview is in the window,
/// what of the window it can still show, and the appearance it inherits. A subview's drawing
/// depends on these and on its own state only, so a retained drawing stays valid while they hold.
package struct PaintInputs: Equatable {
    var toWindow: CGAffineTransform
    var visibleRect: CGRect
    var parentHasSublayerTransform: Bool
    var appearance: TraitAppearance
    /// The view is the root of what is painted: `toWindow` places its bounds directly.
    var isRoot: Bool
}
