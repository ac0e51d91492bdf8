// What the screen shows now: model values plus the offsets of running animations.
extension UIView {
    /// Whether `property` is animating; most views animate nothing, and an empty dictionary
    /// answers without hashing (a frame asks this of every view, several times).
    @inline(__always)
    func isAnimating(_ property: AnimatedProperty) -> Bool {
        !animationState.running.isEmpty && animationState.running[property] != nil
    }

    func onScreen(_ property: AnimatedProperty, _ model: AnimationVector) -> AnimationVector {
        guard let animations = animationState.running[property] else { return model }
        let engine = environment.animationEngine
        return animations.reduce(model) { $0 + engine.presentationOffset(of: $1) }
    }

    var presentationCenter: CGPoint {
        if let value = animationState.layerValues?.position { return value }
        return !isAnimating(.center) ? center : onScreen(.center, AnimationVector(center)).point
    }

    package var presentationBounds: CGRect {
        if let value = animationState.layerValues?.bounds { return value }
        return !isAnimating(.bounds) ? bounds : onScreen(.bounds, AnimationVector(bounds)).rect
    }

    var presentationTransform: CGAffineTransform {
        if let value = animationState.layerValues?.transform { return CATransform3DGetAffineTransform(value) }
        return !isAnimating(.transform) ? transform : onScreen(.transform, AnimationVector(transform)).transform
    }

    var presentationAlpha: CGFloat {
        if let value = animationState.layerValues?.opacity { return Swift.min(1, Swift.max(0, value)) }
        return !isAnimating(.alpha) ? alpha : Swift.min(1, Swift.max(0, onScreen(.alpha, AnimationVector(alpha)).scalar))
    }

    package var presentationBackgroundColor: RGBA? {
        if let value = animationState.layerValues?.backgroundColor { return value }
        guard isAnimating(.backgroundColor) else { return backgroundColor?.rgba }
        let model = backgroundColor?.rgba ?? .clear
        return onScreen(.backgroundColor, AnimationVector(model)).color
    }

    var presentationCornerRadius: CGFloat {
        if let value = animationState.layerValues?.cornerRadius { return Swift.max(0, value) }
        return !isAnimating(.cornerRadius) ? storedCornerRadius
            : Swift.max(0, onScreen(.cornerRadius, AnimationVector(storedCornerRadius)).scalar)
    }

    var presentationAnchorPoint: CGPoint { animationState.layerValues?.point("anchorPoint") ?? layerGeometry.anchorPoint }

    /// The frame the screen shows now, in the superview's coordinates.
    var presentationFrame: CGRect {
        let bounds = presentationBounds
        let anchor = presentationAnchorPoint
        let local = CGRect(x: -bounds.width * anchor.x, y: -bounds.height * anchor.y, width: bounds.width, height: bounds.height)
        let center = presentationCenter
        return local.applying(presentationTransform).offsetBy(dx: center.x, dy: center.y)
    }

    /// Maps bounds coordinates into the superview's, from what the screen shows.
    func presentationTransformToSuperview() -> CGAffineTransform {
        UIView.localToParent(center: presentationCenter, bounds: presentationBounds, transform: presentationTransform,
                             anchor: presentationAnchorPoint)
    }
}
