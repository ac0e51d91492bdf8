/// A layer that draws its sublayers `instanceCount` times, as Core Animation's `CAReplicatorLayer`:
/// each copy is the one before moved by `instanceTransform` about the layer's centre, played
/// `instanceDelay` seconds later, and multiplied by `instanceColor` stepped by the colour offsets.
/// Instance 0 is the sublayers as they are (but for `instanceColor`). Copies are drawn, not made:
/// they take no touches and are not in `sublayers`, as on iOS.
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
    /// How many copies are drawn, the sublayers themselves included; 1 by default, 0 draws none.
    open var instanceCount = 1 { didSet { modelDidChange() } }
    /// Applied to copy k − 1 to place copy k, relative to the layer's centre.
    open var instanceTransform = CATransform3DIdentity {
        didSet {
            if !CATransform3DIsAffine(instanceTransform) {
                Diagnostics.warnOnce("replicatorDepth", "CAReplicatorLayer.instanceTransform tilts or projects the copies; the lab draws its flat part (CATransform3DGetAffineTransform) only.")
            }
            modelDidChange()
        }
    }
    /// Seconds between the copies' animations: copy k shows its sublayers' animations k × this late.
    open var instanceDelay: CFTimeInterval = 0 { didSet { modelDidChange() } }
    /// Multiplies every copy's colours; opaque white (no change) by default.
    open var instanceColor: CGColor? { didSet { modelDidChange() } }
    /// Added to each colour component of `instanceColor` from one copy to the next.
    open var instanceRedOffset: Float = 0 { didSet { modelDidChange() } }
    open var instanceGreenOffset: Float = 0 { didSet { modelDidChange() } }
    open var instanceBlueOffset: Float = 0 { didSet { modelDidChange() } }
    open var instanceAlphaOffset: Float = 0 { didSet { modelDidChange() } }
    /// Depth between the copies is not kept: they are drawn flat, in order, as with `false`.
    open var preservesDepth = false {
        didSet {
            if preservesDepth {
                Diagnostics.warnOnce("replicatorPreservesDepth", "CAReplicatorLayer.preservesDepth is not built: copies are drawn flat, in order.")
            }
        }
    }

    override func copyValues(of model: CALayer) {
        super.copyValues(of: model)
        guard let replicator = model as? CAReplicatorLayer else { return }
        copyReplicatorValues(of: replicator)
    }

    override func presentationCopy() -> CALayer {
        let copy = CAReplicatorLayer(presentationOf: self)
        copy.copyReplicatorValues(of: self)
        return copy
    }

    private func copyReplicatorValues(of model: CAReplicatorLayer) {
        instanceCount = model.instanceCount
        instanceTransform = model.instanceTransform
        instanceDelay = model.instanceDelay
        instanceColor = model.instanceColor
        instanceRedOffset = model.instanceRedOffset
        instanceGreenOffset = model.instanceGreenOffset
        instanceBlueOffset = model.instanceBlueOffset
        instanceAlphaOffset = model.instanceAlphaOffset
        preservesDepth = model.preservesDepth
    }

    package override var drawsSublayerInstances: Bool { true }

    /// The colour copy `index` is multiplied by: `instanceColor` stepped by the offsets, each
    /// component kept within 0…1.
    func color(ofInstance index: Int) -> RGBA {
        let base = instanceColor?.rgba ?? RGBA(red: 1, green: 1, blue: 1, alpha: 1)
        func step(_ value: CGFloat, _ offset: Float) -> CGFloat { Swift.min(1, Swift.max(0, value + CGFloat(offset) * CGFloat(index))) }
        return RGBA(red: step(base.red, instanceRedOffset), green: step(base.green, instanceGreenOffset),
                    blue: step(base.blue, instanceBlueOffset), alpha: step(base.alpha, instanceAlphaOffset))
    }

    /// What takes one copy to the next, in this layer's bounds coordinates: `instanceTransform`
    /// about the centre. Copy k is drawn through it k times.
    func instanceStep(bounds: CGRect) -> CGAffineTransform {
        CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(CATransform3DGetAffineTransform(instanceTransform))
            .concatenating(CGAffineTransform(translationX: bounds.midX, y: bounds.midY))
    }
}
