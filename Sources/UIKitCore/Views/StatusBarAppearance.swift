/// What the status bar shows, and the controllers that decided it.
package struct StatusBarAppearance {
    package let style: UIStatusBarStyle
    package let isHidden: Bool
    let updateAnimation: UIStatusBarAnimation
    package let styleController: UIViewController?
}

/// The status bar appearing or disappearing over time, as `preferredStatusBarUpdateAnimation` asks
/// when `setNeedsStatusBarAppearanceUpdate()` runs inside an animation block.
struct StatusBarTransition {
    let isHiding: Bool
    let animation: UIStatusBarAnimation
    let start: TimeInterval
    let duration: TimeInterval

    /// How much of the status bar shows at `time`: 1 shown, 0 hidden.
    func shownFraction(at time: TimeInterval) -> CGFloat {
        let progress = duration > 0 ? CGFloat(Swift.min(1, Swift.max(0, (time - start) / duration))) : 1
        return isHiding ? 1 - progress : progress
    }
}
