public final class UICubicTimingParameters: UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let bezier: CubicBezier
        switch curve {
        case .easeIn: bezier = .easeIn
        case .easeOut: bezier = .easeOut
        case .linear: bezier = .linear
        case .easeInOut: bezier = .easeInEaseOut
        }
        controlPoint1 = CGPoint(x: bezier.x1, y: bezier.y1)
        controlPoint2 = CGPoint(x: bezier.x2, y: bezier.y2)
    }

    public convenience init() { self.init(animationCurve: .easeInOut) }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    public var timingCurve: TimingCurveValue {
        TimingCurveValue(curve: .bezier(CubicBezier(x1: Double(controlPoint1.x), y1: Double(controlPoint1.y),
                                                    x2: Double(controlPoint2.x), y2: Double(controlPoint2.y))))
    }
}
