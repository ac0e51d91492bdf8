/// A kind of particle a `CAEmitterLayer` gives birth to, as Core Animation's `CAEmitterCell`: how
/// many a second, how long each lives, which way and how fast it leaves, how it accelerates, grows,
/// spins and changes colour, and the image it shows (`contents`, a `CGImage`: a cell without one
/// draws nothing, as on iOS). Each `…Range` spreads a value evenly either side for each particle.
/// A cell's own `emitterCells` are born from each of its particles, as trails and fireworks are.
@preconcurrency @MainActor
open class CAEmitterCell: NSObject {
    /// Names the cell, for the app's own look-ups.
    open var name: String?
    /// A disabled cell gives birth to nothing.
    open var isEnabled = true
    /// Particles a second (times the layer's `birthRate`); 0 by default.
    open var birthRate: Float = 0
    /// Seconds each particle lives (times the layer's `lifetime`), ± `lifetimeRange`; 0 by default.
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    /// The way particles leave: `emissionLongitude` turns in the plane from the x axis (clockwise on
    /// screen; −π/2 is up), `emissionLatitude` tilts out of it, `emissionRange` spreads the way
    /// evenly over that angle about it (2π: every way).
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    open var emissionRange: CGFloat = 0
    /// Points a second (times the layer's `velocity`), ± `velocityRange`.
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    /// Points a second per second; `zAcceleration` moves particles out of the flat layer, which the
    /// lab does not draw.
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0 {
        didSet {
            if zAcceleration != 0 {
                Diagnostics.warnOnce("emitterDepth", "CAEmitterCell.zAcceleration moves particles in depth, which the lab's flat layers do not draw.")
            }
        }
    }
    /// The size of the contents, 1 by default, ± `scaleRange`, changing by `scaleSpeed` a second.
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    /// Radians a second each particle turns (times the layer's `spin`), ± `spinRange`.
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    /// Multiplies the contents' colours; opaque white by default. Each component is spread by its
    /// range and changes by its speed a second.
    open var color: CGColor?
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    /// The image each particle shows, a `CGImage`, its size in pixels over `contentsScale`.
    open var contents: Any?
    /// The part of the contents shown, in unit coordinates; the whole image by default.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet {
            if contentsRect != CGRect(x: 0, y: 0, width: 1, height: 1) {
                Diagnostics.warnOnce("emitterContentsRect", "CAEmitterCell.contentsRect is not built: particles show their whole contents.")
            }
        }
    }
    open var contentsScale: CGFloat = 1
    /// Cells born from each particle of this one, leaving from where it is, their way turned by its
    /// way, their scale and colour multiplied by its.
    open var emitterCells: [CAEmitterCell]?
    /// Seconds after the emitter starts (is first drawn, or is handed its cells) before this cell
    /// gives birth, and for how long it does (0: for ever), as a cell's media timing places it in
    /// its emitter's time: a burst is a cell with a short `duration`.
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0

    public override init() { super.init() }

    /// Core Animation's default for a property of a cell, by key (nil for one it does not name).
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "isEnabled", "enabled": return true
        case "scale": return CGFloat(1)
        case "contentsScale": return CGFloat(1)
        case "contentsRect": return CGRect(x: 0, y: 0, width: 1, height: 1)
        case "birthRate", "lifetime", "lifetimeRange", "redRange", "greenRange", "blueRange", "alphaRange",
             "redSpeed", "greenSpeed", "blueSpeed", "alphaSpeed": return Float(0)
        case "emissionLatitude", "emissionLongitude", "emissionRange", "velocity", "velocityRange", "xAcceleration",
             "yAcceleration", "zAcceleration", "scaleRange", "scaleSpeed", "spin", "spinRange": return CGFloat(0)
        default: return nil
        }
    }

    /// The colour particles start from, white when `color` is nil.
    var baseColor: RGBA { color?.rgba ?? RGBA(red: 1, green: 1, blue: 1, alpha: 1) }

    /// The image particles show, or nil (a cell without contents draws nothing; another type says so).
    var contentsImage: CGImage? {
        guard let contents else { return nil }
        guard let image = contents as? CGImage else {
            Diagnostics.warnOnce("emitterContents", "CAEmitterCell.contents shows a CGImage (UIImage(named:)?.cgImage); a \(type(of: contents)) is not drawn.")
            return nil
        }
        return image
    }

    /// Whether the cell gives birth at `time` seconds after its emitter started.
    func isEmitting(atEmitterTime time: CFTimeInterval) -> Bool {
        isEnabled && time >= beginTime && (duration <= 0 || time < beginTime + duration)
    }
}
