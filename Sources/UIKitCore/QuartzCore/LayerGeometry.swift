/// A view's Core Animation geometry beyond UIKit's own: where its position sits in its bounds, a
/// transform that leaves the screen plane (a 3D rotation, perspective), the transform its
/// sublayers share, and whether its back shows.
struct LayerGeometry {
    /// (0.5, 0.5) is the centre, as Core Animation's default.
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// Set only while the layer's transform is not affine; an affine one lives in `UIView.transform`.
    var transform3D: CATransform3D?
    var sublayerTransform: CATransform3D?
    var isDoubleSided = true
    /// Whether its sublayers and its vector content (a shape layer's path) measure y up from the
    /// bottom of its bounds.
    var isGeometryFlipped = false
}

/// What Core Animation animations show now, replacing the model (and UIView animations) while
/// they run or fill. A class, so that the many reads a frame makes of a view without animations
/// test one reference instead of copying a structure.
@MainActor
final class LayerAnimationValues {
    var opacity: CGFloat?
    var position: CGPoint?
    var bounds: CGRect?
    var transform: CATransform3D?
    var cornerRadius: CGFloat?
    var backgroundColor: RGBA?
    var borderWidth: CGFloat?
    var shadowOpacity: CGFloat?
    /// Every other animated key path's numbers, by key path ("shadowRadius", "fillColor", "colors").
    var extra: [String: [CGFloat]] = [:]

    func scalar(_ keyPath: String) -> CGFloat? { extra[keyPath]?.first }
    func point(_ keyPath: String) -> CGPoint? { extra[keyPath].flatMap { $0.count == 2 ? CGPoint(x: $0[0], y: $0[1]) : nil } }
    func size(_ keyPath: String) -> CGSize? { point(keyPath).map { CGSize(width: $0.x, height: $0.y) } }
    func color(_ keyPath: String) -> RGBA? {
        extra[keyPath].flatMap { $0.count == 4 ? RGBA(red: $0[0], green: $0[1], blue: $0[2], alpha: $0[3]) : nil }
    }

    var isEmpty: Bool {
        opacity == nil && position == nil && bounds == nil && transform == nil && cornerRadius == nil
            && backgroundColor == nil && borderWidth == nil && shadowOpacity == nil && extra.isEmpty
    }
}
