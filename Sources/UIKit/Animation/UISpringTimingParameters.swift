public final class UISpringTimingParameters: UITimingCurveProvider {
    let spring: (TimeInterval) -> SpringCurve

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        spring = { SpringCurve(dampingRatio: ratio, duration: $0, initialVelocity: velocity.dy != 0 ? velocity.dy : velocity.dx) }
    }

    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let curve = SpringCurve(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                initialVelocity: Double(velocity.dy != 0 ? velocity.dy : velocity.dx))
        spring = { _ in curve }
    }

    public convenience init() { self.init(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero) }

    public var timingCurve: TimingCurveValue { TimingCurveValue(curve: .spring(spring(1))) }
}
