/// Where a controller is in its appearance callbacks, and how the last change was animated.
package struct ControllerAppearanceState {
    package var phase: AppearanceState = .disappeared
    var lastAnimated = false
    /// Set by viewWillAppear until viewIsAppearing has run for this appearance.
    var owesViewIsAppearing = false
}
