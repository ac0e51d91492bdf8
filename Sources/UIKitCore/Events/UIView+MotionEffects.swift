// A view's motion effects. UIKit applies them as the device moves; the Simulator has no device
// motion, and neither has the lab, so they are kept and never move the view.
extension UIView {
    public var motionEffects: [UIMotionEffect] {
        get { eventState.motionEffects }
        set {
            if !newValue.isEmpty { Self.sayMotionIsStill() }
            eventState.motionEffects = newValue
        }
    }

    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !eventState.motionEffects.contains(where: { $0 === effect }) else { return }
        Self.sayMotionIsStill()
        eventState.motionEffects.append(effect)
    }

    public func removeMotionEffect(_ effect: UIMotionEffect) {
        eventState.motionEffects.removeAll { $0 === effect }
    }

    private static func sayMotionIsStill() {
        Diagnostics.warnOnce("motion-effects", "UIMotionEffect: as in the Simulator, there is no device motion here; motion effects are kept and leave views where their properties put them.")
    }
}
