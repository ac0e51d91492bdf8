// The layer's 3D geometry: `transform` (affine ones are the view's `transform`), `anchorPoint`,
// `sublayerTransform` and `isDoubleSided`, as Core Animation's.
extension CALayer {
    /// The layer's transform about its anchor point. An affine one is the view's `transform`, as in
    /// UIKit; one that leaves the screen plane is drawn in perspective.
    public var transform: CATransform3D {
        get {
            if isPresentation, let animated = view.animationState.layerValues?.transform { return animated }
            if let threeD = view.layerGeometry.transform3D { return threeD }
            return CATransform3DMakeAffineTransform(isPresentation ? view.presentationTransform : view.transform)
        }
        set {
            guard !isPresentation else { return }
            let old = transform
            defer { if !CATransform3DEqualToTransform(old, transform) { animatableDidChange("transform", from: old) } }
            if CATransform3DIsAffine(newValue) {
                view.layerGeometry.transform3D = nil
                view.transform = CATransform3DGetAffineTransform(newValue)
            } else {
                view.transform = .identity
                view.layerGeometry.transform3D = newValue
            }
            view.setNeedsDisplayTree()
        }
    }

    /// Applied to the sublayers (the subviews) about this layer's anchor point: give it an `m34`
    /// for a shared perspective.
    public var sublayerTransform: CATransform3D {
        get { view.layerGeometry.sublayerTransform ?? CATransform3DIdentity }
        set {
            guard !isPresentation else { return }
            view.layerGeometry.sublayerTransform = CATransform3DIsIdentity(newValue) ? nil : newValue
            view.setNeedsDisplayTree()
        }
    }

    /// Whether the geometry of the layer's sublayers (and of a shape layer's path) is flipped
    /// vertically within its bounds; images in `contents` are not flipped, as Apple documents.
    public var isGeometryFlipped: Bool {
        get { view.layerGeometry.isGeometryFlipped }
        set {
            guard !isPresentation, newValue != view.layerGeometry.isGeometryFlipped else { return }
            view.layerGeometry.isGeometryFlipped = newValue
            view.setNeedsDisplayTree()
        }
    }

    /// The flip `isGeometryFlipped` applies, in bounds coordinates: y runs up from the bottom edge.
    var geometryFlip: CGAffineTransform? {
        guard view.layerGeometry.isGeometryFlipped else { return nil }
        let bounds = view.presentationBounds
        return CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: bounds.minY + bounds.maxY)
    }

    /// Where `position` sits in the bounds, in unit coordinates; transforms turn about it. Changing
    /// it keeps the position and moves the frame, as in Core Animation.
    public var anchorPoint: CGPoint {
        get { isPresentation ? view.presentationAnchorPoint : view.layerGeometry.anchorPoint }
        set {
            guard !isPresentation, newValue.x.isFinite, newValue.y.isFinite else { return }
            let old = view.layerGeometry.anchorPoint
            view.layerGeometry.anchorPoint = newValue
            if old != newValue { animatableDidChange("anchorPoint", from: old) }
            view.setNeedsDisplayTree()
        }
    }

    /// Whether the back of the layer shows when it is turned away (true by default).
    public var isDoubleSided: Bool {
        get { view.layerGeometry.isDoubleSided }
        set { if !isPresentation { view.layerGeometry.isDoubleSided = newValue; view.setNeedsDisplayTree() } }
    }
}
