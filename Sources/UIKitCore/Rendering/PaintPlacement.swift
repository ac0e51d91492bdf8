/// Where a view paints this frame (UIView+Rendering.swift): its transform into the window, its
/// group and projection, and what its subviews are handed.
package struct PaintPlacement {
    /// How a view's subviews are clipped to its bounds.
    package enum ChildClip {
        case none, rectangle, shape
    }

    var toWindow: CGAffineTransform
    /// Set when the layer is turned in perspective: its subtree draws flat, then is mapped by it.
    package var projection: Homography?
    package var appearance: TraitAppearance
    package var alpha: CGFloat
    var bounds: CGRect
    var onScreen: CGRect
    var corners: DisplayCommand.Corners
    var mask: CALayer?
    package var childClip: ChildClip
    /// What each subview is handed, or nil for a view without subviews.
    package var childInputs: PaintInputs?
    /// What a replicator's copies of its subviews start from (its subviews then have no
    /// `childInputs`: the replicator paints them, once a copy, above its own drawing).
    package var instanceInputs: PaintInputs?

    /// The view's alpha opens a group that the painter closes (a mask closes its own).
    package var closesAlphaGroup: Bool { alpha < 1 && mask == nil }
}
