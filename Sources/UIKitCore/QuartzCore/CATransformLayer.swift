/// A layer that only holds sublayers, as Core Animation's `CATransformLayer`: it draws none of its
/// own background, border, shadow or contents. Core Animation keeps its sublayers' depth, so they
/// make one 3D scene (a cube of faces); the lab draws each layer's sublayers flattened into its
/// plane, so each face turns on its own, and says so once.
@preconcurrency @MainActor
open class CATransformLayer: CALayer {
    override var drawsOwnAppearance: Bool { false }

    public override init() {
        super.init()
        Diagnostics.warnOnce("transformLayer", "CATransformLayer: its own appearance is not drawn, as in Core Animation, but its sublayers are flattened into its plane as every layer's are here; shared 3D scenes (a cube of faces sorted by depth) are not built.")
    }

    public override init(layer: Any) { super.init(layer: layer) }
}
