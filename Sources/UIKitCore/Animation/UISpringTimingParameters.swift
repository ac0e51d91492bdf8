public final class UISpringTimingParameters: UITimingCurveProvider {
    let spring: (TimeInterval) -> SpringCurve

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        UISpringTimingParameters.warnIfTwoAxes(velocity)
        spring = { SpringCurve(dampingRatio: ratio, duration: $0, initialVelocity: velocity.dy != 0 ? velocity.dy : velocity.dx) }
    }

    /// One spring drives every property, so a velocity with different x and y parts keeps only one.
    private static func warnIfTwoAxes(_ velocity: CGVector) {
        guard velocity.dx != 0, velocity.dy != 0, velocity.dx != velocity.dy else { return }
        Diagnostics.warnOnce("spring.initialVelocity", "UISpringTimingParameters: an initialVelocity with different dx and dy is not honoured per axis; dy drives the whole animation.")
    }

    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        UISpringTimingParameters.warnIfTwoAxes(velocity)
        let curve = SpringCurve(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                initialVelocity: Double(velocity.dy != 0 ? velocity.dy : velocity.dx))
        spring = { _ in curve }
    }

    /// The system spring: damping ratio 4.56 and no initial velocity, as Apple's page for `init()`
    /// says. That is UIKit's own modal spring (mass 3, stiffness 1000, damping 500), played so that
    /// it settles in the animator's duration.
    public init() {
        spring = { SpringCurve(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0).scaled(toSettleIn: $0) }
    }

    public var timingCurve: TimingCurveValue { TimingCurveValue(curve: .spring(spring(1))) }
}
