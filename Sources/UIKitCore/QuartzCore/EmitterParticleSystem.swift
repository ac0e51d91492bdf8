/// The particles of one `CAEmitterLayer`, moved on by the frame clock: each frame gives birth to
/// what the cells' rates owe since the last (at the exact times they fall due, so the frame rate
/// does not change the result) and lets the dead go. A particle's look at any time follows from its
/// birth (EmitterParticle), so nothing is integrated step by step.
@MainActor
final class EmitterParticleSystem {
    /// Past this many live particles no more are born (Core Animation has no published limit).
    static let particleLimit = 5_000

    private(set) var particles: [EmitterParticle] = []
    /// The time the particles were last moved to, and when the emitter started.
    private(set) var time: CFTimeInterval = 0
    private var start: CFTimeInterval?
    private var random: EmitterRandom
    private var nextBirths: [ObjectIdentifier: CFTimeInterval] = [:]

    init(seed: UInt32) { random = EmitterRandom(seed: seed) }

    /// Whether the emitter still has work: a cell giving birth now or later, or a particle alive.
    func isBusy(_ layer: CAEmitterLayer) -> Bool {
        guard particles.isEmpty else { return true }
        guard layer.birthRate > 0 else { return false }
        let elapsed = start.map { time - $0 } ?? 0
        return (layer.emitterCells ?? []).contains { cell in
            cell.isEnabled && cell.birthRate > 0 && (cell.duration <= 0 || elapsed < cell.beginTime + cell.duration)
        }
    }

    func advance(to now: CFTimeInterval, of layer: CAEmitterLayer) {
        guard let start else {
            self.start = now
            time = now
            return
        }
        guard now > time else { return }
        // After a long pause (the layer off screen) only the particles that can still be alive are made.
        let from = Swift.max(time, now - Self.longestLife(of: layer.emitterCells ?? [], times: layer.lifetime) - 1)
        let cells = layer.emitterCells ?? []
        var seen = Set<ObjectIdentifier>()
        for cell in cells {
            let key = ObjectIdentifier(cell)
            seen.insert(key)
            let rate = Double(cell.birthRate * layer.birthRate)
            guard rate > 0, cell.isEnabled else { nextBirths[key] = nil; continue }
            var next = Swift.max(nextBirths[key] ?? from, from)
            while next <= now {
                if cell.isEmitting(atEmitterTime: next - start) { spawn(cell, at: next, from: nil, layer: layer, now: now) }
                next += 1 / rate
            }
            nextBirths[key] = next
        }
        nextBirths = nextBirths.filter { seen.contains($0.key) }
        var index = 0
        while index < particles.count {
            let parent = particles[index]
            if let children = parent.cell.emitterCells, !children.isEmpty {
                let end = Swift.min(now, parent.born + parent.lifetime)
                var births = parent.nextChildBirths
                for (position, child) in children.enumerated() where position < births.count {
                    let rate = Double(child.birthRate * layer.birthRate)
                    guard rate > 0, child.isEnabled else { continue }
                    while births[position] <= end {
                        spawn(child, at: births[position], from: parent, layer: layer, now: now)
                        births[position] += 1 / rate
                    }
                }
                particles[index].nextChildBirths = births
            }
            index += 1
        }
        particles.removeAll { $0.born + $0.lifetime <= now }
        time = now
    }

    /// Takes up the clock again at `now` after it stopped (the layer off screen, or nothing to
    /// do): no births fall due for the time it did not run.
    func resume(at now: CFTimeInterval) {
        if start == nil { start = now }
        time = Swift.max(time, now)
        for key in nextBirths.keys { nextBirths[key] = Swift.max(nextBirths[key]!, now) }
    }

    /// Forgets every particle and starts the emitter's time again, as when the layer's cells are
    /// replaced: their `beginTime` and `duration` count from then.
    func reset() {
        particles.removeAll()
        nextBirths.removeAll()
        start = nil
    }

    private func spawn(_ cell: CAEmitterCell, at birth: CFTimeInterval, from parent: EmitterParticle?, layer: CAEmitterLayer, now: CFTimeInterval) {
        let lifetime = Double(Swift.max(0, cell.lifetime + Float(random.signed()) * cell.lifetimeRange) * layer.lifetime)
        let speed = (cell.velocity + random.signed() * cell.velocityRange) * CGFloat(layer.velocity)
        let way = cell.emissionLongitude + random.signed() * abs(cell.emissionRange) / 2 + (parent?.heading(at: birth) ?? 0)
        let planar = speed * cos(cell.emissionLatitude)
        let origin = parent?.position(at: birth) ?? birthPoint(of: layer)
        let scale = (cell.scale + random.signed() * cell.scaleRange) * CGFloat(layer.scale) * (parent?.scale(at: birth) ?? 1)
        let spin = (cell.spin + random.signed() * cell.spinRange) * CGFloat(layer.spin)
        let base = cell.baseColor, inherited = parent?.color(at: birth) ?? RGBA(red: 1, green: 1, blue: 1, alpha: 1)
        func spread(_ value: CGFloat, _ range: Float) -> CGFloat { Swift.min(1, Swift.max(0, value + random.signed() * CGFloat(range))) }
        let color = RGBA(red: spread(base.red, cell.redRange) * inherited.red, green: spread(base.green, cell.greenRange) * inherited.green,
                         blue: spread(base.blue, cell.blueRange) * inherited.blue, alpha: spread(base.alpha, cell.alphaRange) * inherited.alpha)
        // A particle already dead by now is not kept; its draws above keep the sequence the same.
        guard birth + lifetime > now, particles.count < Self.particleLimit else {
            if particles.count >= Self.particleLimit {
                Diagnostics.warnOnce("emitterLimit", "CAEmitterLayer: more than \(Self.particleLimit) particles alive; no more are born until some die. Lower the cells' birthRate or lifetime.")
            }
            return
        }
        particles.append(EmitterParticle(
            cell: cell, born: birth, lifetime: lifetime, origin: origin,
            velocity: CGVector(dx: planar * cos(way), dy: planar * sin(way)),
            acceleration: CGVector(dx: cell.xAcceleration, dy: cell.yAcceleration),
            scale: scale, scaleSpeed: cell.scaleSpeed * CGFloat(layer.scale), spin: spin, color: color,
            colorSpeed: RGBA(red: CGFloat(cell.redSpeed), green: CGFloat(cell.greenSpeed), blue: CGFloat(cell.blueSpeed), alpha: CGFloat(cell.alphaSpeed)),
            nextChildBirths: (cell.emitterCells ?? []).map { _ in birth }))
    }

    /// Where a particle is born on the layer's shape, by its mode: at the shape's corners or ends
    /// (`points`), on its edge (`outline`), or anywhere in it (`surface`, `volume`).
    private func birthPoint(of layer: CAEmitterLayer) -> CGPoint {
        let centre = layer.emitterPosition, size = layer.emitterSize
        switch layer.emitterShape {
        case .line:
            if layer.emitterMode == .points { return CGPoint(x: centre.x + (random.unit() < 0.5 ? -1 : 1) * size.width / 2, y: centre.y) }
            return CGPoint(x: centre.x + random.signed() * size.width / 2, y: centre.y)
        case .rectangle, .cuboid:
            let (halfWidth, halfHeight) = (size.width / 2, size.height / 2)
            switch layer.emitterMode {
            case .points:
                return CGPoint(x: centre.x + (random.unit() < 0.5 ? -halfWidth : halfWidth), y: centre.y + (random.unit() < 0.5 ? -halfHeight : halfHeight))
            case .outline:
                let along = random.unit() * 2 * (size.width + size.height)
                if along < size.width { return CGPoint(x: centre.x - halfWidth + along, y: centre.y - halfHeight) }
                if along < 2 * size.width { return CGPoint(x: centre.x - halfWidth + along - size.width, y: centre.y + halfHeight) }
                let down = along - 2 * size.width
                if down < size.height { return CGPoint(x: centre.x - halfWidth, y: centre.y - halfHeight + down) }
                return CGPoint(x: centre.x + halfWidth, y: centre.y - halfHeight + down - size.height)
            default:
                return CGPoint(x: centre.x + random.signed() * halfWidth, y: centre.y + random.signed() * halfHeight)
            }
        case .circle, .sphere:
            let radius = size.width / 2
            let angle = random.unit() * 2 * .pi
            switch layer.emitterMode {
            case .points: return centre
            case .outline: return CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
            default:
                let distance = radius * random.unit().squareRoot()
                return CGPoint(x: centre.x + distance * cos(angle), y: centre.y + distance * sin(angle))
            }
        default:
            return centre
        }
    }

    /// The longest a particle of `cells` (or of theirs) can live.
    private static func longestLife(of cells: [CAEmitterCell], times multiplier: Float) -> CFTimeInterval {
        cells.map { Double(($0.lifetime + abs($0.lifetimeRange)) * multiplier) + longestLife(of: $0.emitterCells ?? [], times: multiplier) }.max() ?? 0
    }
}
