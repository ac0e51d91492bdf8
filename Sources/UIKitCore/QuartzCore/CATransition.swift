/// An animation of the layer's whole look, as Core Animation's `CATransition`: added to a layer
/// before the layer changes (new text, other subviews, a controller pushed without animation), it
/// plays from what the layer showed to what it shows after the change, by `type` from `subtype`'s
/// side, between `startProgress` and `endProgress` of the way.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade {
        didSet {
            if ![.fade, .moveIn, .push, .reveal].contains(type) {
                Diagnostics.warnOnce("transition-type-\(type.rawValue)", "CATransition type '\(type.rawValue)' is not one of Core Animation's public types (fade, moveIn, push, reveal); it fades.")
            }
        }
    }
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
    /// The overlay playing this copy of the transition on its layer.
    var stage: TransitionStage?

    override func makeCopy() -> CAAnimation { CATransition() }

    override func copyForLayer() -> CAAnimation {
        let copy = super.copyForLayer()
        guard let transition = copy as? CATransition else { return copy }
        transition.type = type
        transition.subtype = subtype
        transition.startProgress = startProgress
        transition.endProgress = endProgress
        return transition
    }

    override func apply(progress: CGFloat, localTime: CFTimeInterval, to values: inout LayerAnimationValues, of view: UIView) {
        let start = CGFloat(Swift.min(Swift.max(startProgress, 0), 1)), end = CGFloat(Swift.min(Swift.max(endProgress, 0), 1))
        stage?.show(at: start + (end - start) * progress)
    }

    override func didStopPlaying(on view: UIView) {
        stage?.end()
        stage = nil
    }
}
