/// The animations moving a view: UIView animations on each property, oldest first (since iOS 8
/// they are additive: the screen shows their sum), and the values Core Animation animations show
/// over them.
struct ViewAnimationState {
    var running: [AnimatedProperty: [PropertyAnimation]] = [:]
    /// Values Core Animation animations show now, over the model and UIView animations.
    var layerValues: LayerAnimationValues?
    var layerRunner: LayerAnimationRunner?
}
