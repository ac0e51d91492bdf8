import UIKit

/// What a UI test reaches through accessibility, and the device settings it changes.
extension HeadlessHost {
    /// The first view, depth first over this host's windows, frontmost window first, whose
    /// `accessibilityIdentifier` is `identifier`, as a UI test finds an element; nil when none is
    /// on screen. Hidden views and what they hold are not on screen.
    public func view(withAccessibilityIdentifier identifier: String) -> UIView? {
        func search(_ view: UIView) -> UIView? {
            guard !view.isHidden else { return nil }
            if view.accessibilityIdentifier == identifier { return view }
            for subview in view.subviews.reversed() {
                if let found = search(subview) { return found }
            }
            return nil
        }
        return application.windows.reversed().lazy.compactMap(search).first
    }

    /// VoiceOver's escape gesture (a two-finger Z): `accessibilityPerformEscape()` is asked of the
    /// frontmost presented controller's view, then up its responder chain (its controller, the
    /// views and controllers below) until one answers true; false when none does.
    @discardableResult
    public func performAccessibilityEscape() -> Bool {
        run {
            var top = rootViewController
            while let presented = top?.presentedViewController, !presented.isBeingDismissed { top = presented }
            var responder: UIResponder? = top?.viewIfLoaded
            while let current = responder {
                if current.accessibilityPerformEscape() { return true }
                responder = current.next
            }
            return false
        }
    }

    /// The Reduce Motion setting of this host's device (Settings > Accessibility > Motion). Changing
    /// it posts `UIAccessibility.reduceMotionStatusDidChangeNotification`.
    public var isReduceMotionEnabled: Bool {
        get { core.environment.isReduceMotionEnabled }
        set { run { core.environment.isReduceMotionEnabled = newValue } }
    }

    /// Whether VoiceOver runs on this host's device. Changing it posts
    /// `UIAccessibility.voiceOverStatusDidChangeNotification`.
    public var isVoiceOverRunning: Bool {
        get { core.environment.isVoiceOverRunning }
        set { run { core.environment.isVoiceOverRunning = newValue } }
    }

    /// Settings ▸ Accessibility ▸ Motion ▸ Prefer Cross-Fade Transitions: with Reduce Motion on too,
    /// UIKit's own pushes, pops and modal slides cross-fade.
    public var prefersCrossFadeTransitions: Bool {
        get { core.environment.prefersCrossFadeSetting }
        set { run { core.environment.prefersCrossFadeSetting = newValue } }
    }

    /// The notifications the app posted with `UIAccessibility.post(notification:argument:)`, in order.
    public var accessibilityNotifications: [UIAccessibility.Notification] { core.environment.postedAccessibilityNotifications }
}
