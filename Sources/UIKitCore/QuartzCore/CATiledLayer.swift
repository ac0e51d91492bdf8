/// A layer whose content its `draw(in:)` (or its delegate) draws, as Core Animation's
/// `CATiledLayer`. Core Animation asks for it tile by tile on background threads, at several levels
/// of detail; the lab draws the whole layer at once on the main thread, so the context's clip is
/// the layer's bounds and no tile fades in.
@preconcurrency @MainActor
open class CATiledLayer: CALayer {
    /// How long a newly drawn tile fades in on a device; tiles here show at once.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }
    open var levelsOfDetail = 1
    open var levelsOfDetailBias = 0
    open var tileSize = CGSize(width: 256, height: 256)

    public override init() {
        super.init()
        // A tiled layer draws its content as it is shown, without a setNeedsDisplay() of its own.
        needsDisplayOnBoundsChange = true
        setNeedsDisplay()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let tiled = layer as? CATiledLayer {
            levelsOfDetail = tiled.levelsOfDetail
            levelsOfDetailBias = tiled.levelsOfDetailBias
            tileSize = tiled.tileSize
        }
    }
}
