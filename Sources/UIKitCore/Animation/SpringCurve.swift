/// A damped harmonic oscillator moving progress from 0 to 1: the analytic solution of
/// m·x'' + c·x' + k·x = 0 for the displacement x = progress − 1, starting at x = −1 with
/// velocity `initialVelocity` (in progress per second).
struct SpringCurve: Equatable, Sendable {
    let mass: Double, stiffness: Double, damping: Double, initialVelocity: Double
    /// Seconds of the oscillator's own time per second of animation (1: real physics time).
    var timeScale: Double = 1

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        precondition(mass > 0 && stiffness > 0 && damping >= 0,
                     "A spring needs mass > 0, stiffness > 0 and damping >= 0.")
        (self.mass, self.stiffness, self.damping, self.initialVelocity) = (mass, stiffness, damping, initialVelocity)
    }

    /// The same motion played faster or slower so that it settles (within 0.1 %) in `duration`.
    func scaled(toSettleIn duration: TimeInterval) -> SpringCurve {
        var copy = self
        copy.timeScale = settlingDuration() / Swift.max(0.001, duration)
        return copy
    }

    /// UIKit's own modal slide: the spring measured off a device (mass 3, stiffness 1000, damping
    /// 500, heavily overdamped), played so that it settles in the slide's 0.5 s.
    static let modalSlide = SpringCurve(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0).scaled(toSettleIn: 0.5)

    /// The spring behind `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)`.
    /// The damping ratio is kept; the natural frequency is chosen so that the oscillation's envelope
    /// has decayed to 1 % of the distance when the duration ends, where the animation then stops.
    init(dampingRatio: CGFloat, duration: TimeInterval, initialVelocity: CGFloat) {
        let ratio = Swift.max(0.01, Double(dampingRatio))
        let settle = log(100.0) // envelope e^(−ζω·t) reaches 1 % when ζω·t = ln 100
        let omega = Swift.max(1, ratio < 1 ? settle / (ratio * Swift.max(duration, 0.01))
                                           : (settle + 2) / Swift.max(duration, 0.01))
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega,
                  initialVelocity: Double(initialVelocity))
    }

    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Progress after `time` seconds.
    func value(at time: TimeInterval) -> CGFloat {
        let t = time * timeScale
        let omega = naturalFrequency, zeta = dampingRatio
        let x0 = -1.0, v0 = initialVelocity
        let displacement: Double
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * t)
            displacement = envelope * (x0 * cos(omegaD * t) + (v0 + zeta * omega * x0) / omegaD * sin(omegaD * t))
        } else if zeta == 1 {
            displacement = (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
        } else {
            let root = omega * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * omega + root, r2 = -zeta * omega - root
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            displacement = c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return CGFloat(1 + displacement)
    }

    /// The time after which the displacement stays within `tolerance` of rest, found by stepping.
    func settlingDuration(tolerance: Double = 0.001) -> TimeInterval {
        var t = 0.0, lastOutside = 0.0
        while t < 60 {
            if abs(Double(value(at: t / timeScale)) - 1) > tolerance { lastOutside = t }
            else if t - lastOutside > 0.25 { break }
            t += 1.0 / 240.0
        }
        return lastOutside / timeScale
    }
}
