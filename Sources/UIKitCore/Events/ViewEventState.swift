/// What events reach a view through: the gesture recognizers attached to it and its motion effects.
package struct ViewEventState {
    package var recognizers: [UIGestureRecognizer] = []
    var motionEffects: [UIMotionEffect] = []
}
