// Where a layer with a 3D transform (or under a superview's sublayer transform) lands: in the
// screen plane it is an affine map like any view's; out of it, its content is drawn flat and
// projected (DisplayCommand.beginProjection).
extension UIView {
    enum LayerPlacement {
        /// Bounds coordinates to the superview's bounds coordinates.
        case affine(CGAffineTransform)
        /// `flat` places the content as if untransformed; `homography` maps that to the window.
        case projective(flat: CGAffineTransform, homography: Homography, facesAway: Bool)
        /// Part of the layer is behind the eye.
        case invisible
    }

    /// The transform, 3D where it leaves the plane, that the screen shows now.
    var presentationTransform3D: CATransform3D {
        if let animated = animationState.layerValues?.transform { return animated }
        return layerGeometry.transform3D ?? CATransform3DMakeAffineTransform(presentationTransform)
    }

    /// Maps bounds coordinates (x, y, 0) into the superview's bounds coordinates, in 3D: about the
    /// anchor point, then to the position, then through the superview's sublayer transform.
    func layerToSuperview3D() -> CATransform3D {
        let bounds = presentationBounds, position = presentationCenter
        let anchor = presentationAnchorPoint
        let anchorInBounds = CGPoint(x: bounds.minX + bounds.width * anchor.x, y: bounds.minY + bounds.height * anchor.y)
        var matrix = CATransform3DMakeTranslation(-anchorInBounds.x, -anchorInBounds.y, 0)
            .concatenating(presentationTransform3D)
            .concatenating(CATransform3DMakeTranslation(position.x, position.y, 0))
        if let superview, let flip = superview.layer.geometryFlip {
            matrix = matrix.concatenating(CATransform3DMakeAffineTransform(flip))
        }
        if let superview, let sublayer = superview.layerGeometry.sublayerTransform {
            let parentBounds = superview.presentationBounds, parentAnchor = superview.presentationAnchorPoint
            let pivot = CGPoint(x: parentBounds.minX + parentBounds.width * parentAnchor.x,
                                y: parentBounds.minY + parentBounds.height * parentAnchor.y)
            matrix = matrix.concatenating(CATransform3DMakeTranslation(-pivot.x, -pivot.y, 0))
                .concatenating(sublayer)
                .concatenating(CATransform3DMakeTranslation(pivot.x, pivot.y, 0))
        }
        return matrix
    }

    func layerPlacement(parentToWindow: CGAffineTransform) -> LayerPlacement {
        let matrix = layerToSuperview3D()
        if CATransform3DIsAffine(matrix) { return .affine(CATransform3DGetAffineTransform(matrix)) }
        let bounds = presentationBounds, position = presentationCenter
        let anchor = presentationAnchorPoint
        let anchorInBounds = CGPoint(x: bounds.minX + bounds.width * anchor.x, y: bounds.minY + bounds.height * anchor.y)
        let flat = CGAffineTransform(translationX: position.x - anchorInBounds.x, y: position.y - anchorInBounds.y)
            .concatenating(parentToWindow)
        guard let unflatten = Homography(flat).inverted else { return .invisible }
        let homography = unflatten.concatenating(matrix.planeHomography).concatenating(Homography(parentToWindow))
        // Which way the layer faces: the winding of its corners, projected, against their winding flat.
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY)]
        let projected = corners.map { matrix.planeHomography.apply($0) }
        guard projected.allSatisfy({ $0.w > 1e-6 }) else { return .invisible }
        let facesAway = UIView.signedArea(projected.map(\.point)) * UIView.signedArea(corners) < 0
        return .projective(flat: flat, homography: homography, facesAway: facesAway)
    }

    private static func signedArea(_ points: [CGPoint]) -> CGFloat {
        var area: CGFloat = 0
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        return area / 2
    }
}
