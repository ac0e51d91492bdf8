/// What events reach a view through: the gesture recognizers attached to it, its motion effects and
/// its interactions.
package struct ViewEventState {
    package var recognizers: [UIGestureRecognizer] = []
    var motionEffects: [UIMotionEffect] = []
    var interactions: [UIInteraction] = []
}
