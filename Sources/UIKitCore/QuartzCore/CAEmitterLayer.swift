/// A layer that gives birth to particles and draws them, as Core Animation's `CAEmitterLayer`:
/// each of its `emitterCells` gives birth on the layer's shape (`emitterShape` at
/// `emitterPosition`, `emitterSize` big, by `emitterMode`) and its particles move on the frame
/// clock while the layer is on screen: a headless host's fake clock moves them as far as it is
/// advanced. Particles are drawn above the layer's background and may leave its bounds; the
/// layer-wide values multiply the cells' own.
@preconcurrency @MainActor
open class CAEmitterLayer: CALayer {
    /// The kinds of particle given birth to; replacing them starts afresh.
    open var emitterCells: [CAEmitterCell]? {
        didSet {
            particles.reset()
            modelDidChange()
        }
    }
    /// Multiplies every cell's birth rate: 0 stops births while the living particles play out.
    open var birthRate: Float = 1 { didSet { modelDidChange() } }
    open var lifetime: Float = 1 { didSet { modelDidChange() } }
    open var velocity: Float = 1 { didSet { modelDidChange() } }
    open var scale: Float = 1 { didSet { modelDidChange() } }
    open var spin: Float = 1 { didSet { modelDidChange() } }
    /// The centre of the shape particles are born on, in the layer's coordinates.
    open var emitterPosition = CGPoint.zero { didSet { modelDidChange() } }
    open var emitterZPosition: CGFloat = 0 {
        didSet {
            if emitterZPosition != 0 {
                Diagnostics.warnOnce("emitterZPosition", "CAEmitterLayer.emitterZPosition places the shape in depth, which the lab's flat layers do not draw.")
            }
        }
    }
    open var emitterSize = CGSize.zero { didSet { modelDidChange() } }
    open var emitterDepth: CGFloat = 0 {
        didSet {
            if emitterDepth != 0 {
                Diagnostics.warnOnce("emitterDepth", "CAEmitterLayer.emitterDepth gives the shape depth, which the lab's flat layers do not draw: a cuboid is its rectangle, a sphere its circle.")
            }
        }
    }
    open var emitterShape: CAEmitterLayerEmitterShape = .point { didSet { modelDidChange() } }
    open var emitterMode: CAEmitterLayerEmitterMode = .volume { didSet { modelDidChange() } }
    /// The order particles are drawn in: oldest first (beneath) but with `oldestLast`; `additive`
    /// blending is not built and draws as `oldestFirst`.
    open var renderMode: CAEmitterLayerRenderMode = .unordered {
        didSet {
            if renderMode == .additive {
                Diagnostics.warnOnce("emitterAdditive", "CAEmitterLayer.renderMode .additive is not built: particles are blended over each other, oldest first.")
            }
            modelDidChange()
        }
    }
    open var preservesDepth = false {
        didSet {
            if preservesDepth {
                Diagnostics.warnOnce("emitterPreservesDepth", "CAEmitterLayer.preservesDepth is not built: particles are drawn flat in the layer.")
            }
        }
    }
    /// Seeds the particles' random spread: the same seed gives the same particles.
    open var seed: UInt32 = 0 { didSet { particles = EmitterParticleSystem(seed: seed) } }

    private var particles = EmitterParticleSystem(seed: 0)
    private var clock: FrameCallback?

    override func copyValues(of model: CALayer) {
        super.copyValues(of: model)
        guard let emitter = model as? CAEmitterLayer else { return }
        copyEmitterValues(of: emitter)
    }

    override func presentationCopy() -> CALayer {
        let copy = CAEmitterLayer(presentationOf: self)
        copy.copyEmitterValues(of: self)
        return copy
    }

    private func copyEmitterValues(of model: CAEmitterLayer) {
        emitterCells = model.emitterCells
        birthRate = model.birthRate
        lifetime = model.lifetime
        velocity = model.velocity
        scale = model.scale
        spin = model.spin
        emitterPosition = model.emitterPosition
        emitterZPosition = model.emitterZPosition
        emitterSize = model.emitterSize
        emitterDepth = model.emitterDepth
        emitterShape = model.emitterShape
        emitterMode = model.emitterMode
        renderMode = model.renderMode
        preservesDepth = model.preservesDepth
        seed = model.seed
    }

    /// Particles fly out of the layer's bounds (an emitter is often a zero-sized layer).
    override var paintsBeyondBounds: Bool { true }

    /// The particles alive now, oldest first (for tests and tools).
    var liveParticles: [EmitterParticle] { particles.particles.filter { $0.isAlive(at: particles.time) } }

    override func paintLayerContent(into commands: inout [DisplayCommand], bounds: CGRect, toWindow: CGAffineTransform) {
        guard !isPresentation else { return }
        runClockIfNeeded()
        let time = particles.time
        let shown = renderMode == .oldestLast ? particles.particles.reversed() : particles.particles
        for particle in shown where particle.isAlive(at: time) {
            guard let image = particle.cell.contentsImage else { continue }
            let color = particle.color(at: time), scale = particle.scale(at: time)
            guard color.alpha > 0, scale > 0 else { continue }
            let pointsPerPixel = 1 / Swift.max(particle.cell.contentsScale, 0.01)
            let size = CGSize(width: CGFloat(image.width) * pointsPerPixel * scale, height: CGFloat(image.height) * pointsPerPixel * scale)
            let place = particle.position(at: time)
            let transform = CGAffineTransform(rotationAngle: particle.angle(at: time))
                .concatenating(CGAffineTransform(translationX: place.x, y: place.y))
                .concatenating(toWindow)
            commands.append(.image(.init(image: image.image.multiplied(by: color)),
                                   rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height),
                                   transform: transform, alpha: color.alpha))
        }
    }

    /// Starts moving the particles on the frame clock once the layer is drawn with work to do; the
    /// clock stops when the work is done or the layer leaves the screen.
    private func runClockIfNeeded() {
        guard clock == nil, particles.isBusy(self) else { return }
        let environment = view.environment
        particles.resume(at: environment.animationEngine.now)
        let callback = FrameCallback(purpose: "a CAEmitterLayer is giving birth to particles (set its birthRate to 0 to stop)") { [weak self] time in
            guard let self else { return false }
            guard self.view.window != nil else {
                self.clock = nil
                return false
            }
            self.particles.advance(to: time, of: self)
            self.modelDidChange()
            let busy = self.particles.isBusy(self)
            if !busy { self.clock = nil }
            return busy
        }
        clock = callback
        environment.addFrameCallback(callback)
    }
}
