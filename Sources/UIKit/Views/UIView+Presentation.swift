// What the screen shows now: model values plus the offsets of running animations.
extension UIView {
    func onScreen(_ property: AnimatedProperty, _ model: AnimationVector) -> AnimationVector {
        guard let animations = runningAnimations[property] else { return model }
        let engine = UIApplication.shared.animationEngine
        return animations.reduce(model) { $0 + engine.presentationOffset(of: $1) }
    }

    var presentationCenter: CGPoint {
        runningAnimations[.center] == nil ? center : onScreen(.center, AnimationVector(center)).point
    }

    var presentationBounds: CGRect {
        runningAnimations[.bounds] == nil ? bounds : onScreen(.bounds, AnimationVector(bounds)).rect
    }

    var presentationTransform: CGAffineTransform {
        runningAnimations[.transform] == nil ? transform : onScreen(.transform, AnimationVector(transform)).transform
    }

    var presentationAlpha: CGFloat {
        runningAnimations[.alpha] == nil ? alpha : Swift.min(1, Swift.max(0, onScreen(.alpha, AnimationVector(alpha)).scalar))
    }

    var presentationBackgroundColor: RGBA? {
        guard runningAnimations[.backgroundColor] != nil else { return backgroundColor?.rgba }
        let model = backgroundColor?.rgba ?? .clear
        return onScreen(.backgroundColor, AnimationVector(model)).color
    }

    var presentationCornerRadius: CGFloat {
        runningAnimations[.cornerRadius] == nil ? storedCornerRadius
            : Swift.max(0, onScreen(.cornerRadius, AnimationVector(storedCornerRadius)).scalar)
    }

    /// The frame the screen shows now, in the superview's coordinates.
    var presentationFrame: CGRect {
        let bounds = presentationBounds
        let local = CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
        let center = presentationCenter
        return local.applying(presentationTransform).offsetBy(dx: center.x, dy: center.y)
    }

    /// Maps bounds coordinates into the superview's, from what the screen shows.
    func presentationTransformToSuperview() -> CGAffineTransform {
        UIView.localToParent(center: presentationCenter, bounds: presentationBounds, transform: presentationTransform)
    }
}
