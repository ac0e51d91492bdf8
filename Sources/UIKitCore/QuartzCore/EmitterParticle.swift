/// One particle of a `CAEmitterLayer`: what it was born with, from which its place, size, turn and
/// colour at any age follow (motion under constant acceleration, linear change of scale and colour).
struct EmitterParticle {
    let cell: CAEmitterCell
    let born: CFTimeInterval
    let lifetime: CFTimeInterval
    let origin: CGPoint
    let velocity: CGVector
    let acceleration: CGVector
    let scale: CGFloat
    let scaleSpeed: CGFloat
    let spin: CGFloat
    let color: RGBA
    let colorSpeed: RGBA
    /// When each of the cell's own cells next gives birth from this particle.
    var nextChildBirths: [CFTimeInterval]

    func isAlive(at time: CFTimeInterval) -> Bool { time >= born && time < born + lifetime }

    func position(at time: CFTimeInterval) -> CGPoint {
        let age = CGFloat(time - born)
        return CGPoint(x: origin.x + velocity.dx * age + acceleration.dx * age * age / 2,
                       y: origin.y + velocity.dy * age + acceleration.dy * age * age / 2)
    }

    /// The way it moves at `time`, in radians from the x axis.
    func heading(at time: CFTimeInterval) -> CGFloat {
        let age = CGFloat(time - born)
        let dx = velocity.dx + acceleration.dx * age, dy = velocity.dy + acceleration.dy * age
        return dx == 0 && dy == 0 ? 0 : atan2(dy, dx)
    }

    func scale(at time: CFTimeInterval) -> CGFloat { Swift.max(0, scale + scaleSpeed * CGFloat(time - born)) }

    func angle(at time: CFTimeInterval) -> CGFloat { spin * CGFloat(time - born) }

    func color(at time: CFTimeInterval) -> RGBA {
        let age = CGFloat(time - born)
        func clamp(_ value: CGFloat) -> CGFloat { Swift.min(1, Swift.max(0, value)) }
        return RGBA(red: clamp(color.red + colorSpeed.red * age), green: clamp(color.green + colorSpeed.green * age),
                    blue: clamp(color.blue + colorSpeed.blue * age), alpha: clamp(color.alpha + colorSpeed.alpha * age))
    }
}
