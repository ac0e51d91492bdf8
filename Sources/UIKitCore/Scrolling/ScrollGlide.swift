/// One axis of a scroll view's motion after the finger lifts, stepped frame by frame.
///
/// Gliding, the velocity falls by the deceleration rate every millisecond, as UIKit's does
/// (v(t) = v₀ · rate^(1000 t)). Past an edge, or towards a chosen target, a critically damped spring
/// pulls the content in: x(t) = (x₀ + (v₀ + ωx₀) t) e^(−ωt), x measured from where it rests.
struct ScrollGlide {
    enum Phase {
        case gliding
        /// Pulled to `toward`: an edge the content went past, or a resting offset chosen for it.
        case springing(toward: CGFloat, isEdge: Bool)
        case resting
    }

    var position: CGFloat
    /// Points per second.
    var velocity: CGFloat
    var phase: Phase

    /// The spring's angular frequency: a stretched list is back at its edge in about half a second.
    static let springFrequency: CGFloat = 10.5

    /// How far a glide at `velocity` goes before it stops: v / (−1000 ln rate).
    static func distance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        velocity / (-1000 * log(rate))
    }

    /// Moves on by `dt` seconds between the edges `low` and `high`.
    mutating func advance(by dt: CGFloat, low: CGFloat, high: CGFloat, rate: CGFloat, bounces: Bool) {
        switch phase {
        case .resting:
            return
        case .gliding:
            let decay = 1000 * log(rate)
            let kept = exp(decay * dt)
            let next = position + velocity * (kept - 1) / decay
            velocity *= kept
            if next < low || next > high {
                let edge = next < low ? low : high
                guard bounces else { position = edge; velocity = 0; phase = .resting; return }
                // Crossing into the edge: the spring takes over with the glide's speed.
                position = next
                phase = .springing(toward: edge, isEdge: true)
                return
            }
            position = next
            if abs(ScrollGlide.distance(velocity: velocity, rate: rate)) < 0.5 {
                position += ScrollGlide.distance(velocity: velocity, rate: rate)
                velocity = 0
                phase = .resting
            }
        case let .springing(target, isEdge):
            let omega = ScrollGlide.springFrequency
            let x0 = position - target, v0 = velocity
            let c = v0 + omega * x0
            let fade = exp(-omega * dt)
            let x = (x0 + c * dt) * fade
            velocity = (v0 - omega * c * dt) * fade
            position = target + x
            // Thrown back in past the edge, the content glides on inside.
            if isEdge && position >= low && position <= high && abs(velocity) > 5 && (x < 0) == (target == high) {
                phase = .gliding
                return
            }
            if abs(x) < 0.25 && abs(velocity) < 5 {
                position = target
                velocity = 0
                phase = .resting
            }
        }
    }

    var isResting: Bool { if case .resting = phase { return true } else { return false } }
}
