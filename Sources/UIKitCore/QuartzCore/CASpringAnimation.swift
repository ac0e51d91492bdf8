/// A basic animation that moves along a damped spring, as Core Animation's `CASpringAnimation`:
/// mass, stiffness, damping and initial velocity decide the motion; `settlingDuration` is how long
/// it takes to come to rest, and the animation lasts `duration` (set it to `settlingDuration`).
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0

    /// The time the spring takes to settle, for these parameters.
    open var settlingDuration: CFTimeInterval { spring.settlingDuration() }

    private var spring: SpringCurve {
        SpringCurve(mass: Double(Swift.max(0.001, mass)), stiffness: Double(Swift.max(0.001, stiffness)),
                    damping: Double(Swift.max(0, damping)), initialVelocity: Double(initialVelocity))
    }

    override func copyForLayer() -> CAAnimation {
        let copy = super.copyForLayer() as! CASpringAnimation
        (copy.mass, copy.stiffness, copy.damping, copy.initialVelocity) = (mass, stiffness, damping, initialVelocity)
        return copy
    }

    override func makeCopy() -> CAAnimation { CASpringAnimation() }

    /// The spring runs in real time: its position at the animation's local time, not at a share.
    override func springOrLinear(_ progress: CGFloat, localTime: CFTimeInterval) -> CGFloat {
        if hasEnded(atLocalTime: localTime) { return fillMode == .removed ? 1 : spring.value(at: activeDuration) }
        return spring.value(at: Swift.max(0, localTime * Double(speed) + timeOffset))
    }
}
