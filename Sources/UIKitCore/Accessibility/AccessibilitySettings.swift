import Foundation

/// One host's accessibility settings, and the notifications its app posted. Changing a setting
/// posts UIKit's status notification on the default notification center, as iOS does.
@MainActor
final class AccessibilitySettings: EnvironmentState {
    init(environment: HostEnvironment) {}

    var isVoiceOverRunning = false {
        didSet {
            guard isVoiceOverRunning != oldValue else { return }
            NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        }
    }

    var isReduceMotionEnabled = false {
        didSet {
            guard isReduceMotionEnabled != oldValue else { return }
            NotificationCenter.default.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        }
    }

    /// Settings ▸ Accessibility ▸ Motion ▸ Prefer Cross-Fade Transitions (iOS 14), which counts only
    /// with Reduce Motion on.
    var prefersCrossFade = false {
        didSet {
            guard prefersCrossFade != oldValue else { return }
            NotificationCenter.default.post(name: UIAccessibility.prefersCrossFadeTransitionsStatusDidChangeNotification, object: nil)
        }
    }

    var posted: [UIAccessibility.Notification] = []
}

extension HostEnvironment {
    package var isReduceMotionEnabled: Bool {
        get { self[AccessibilitySettings.self].isReduceMotionEnabled }
        set { self[AccessibilitySettings.self].isReduceMotionEnabled = newValue }
    }

    package var isVoiceOverRunning: Bool {
        get { self[AccessibilitySettings.self].isVoiceOverRunning }
        set { self[AccessibilitySettings.self].isVoiceOverRunning = newValue }
    }

    /// Reduce Motion and Prefer Cross-Fade Transitions both on: UIKit's slides fade instead.
    package var prefersCrossFadeTransitions: Bool {
        self[AccessibilitySettings.self].isReduceMotionEnabled && self[AccessibilitySettings.self].prefersCrossFade
    }

    package var prefersCrossFadeSetting: Bool {
        get { self[AccessibilitySettings.self].prefersCrossFade }
        set { self[AccessibilitySettings.self].prefersCrossFade = newValue }
    }

    package var postedAccessibilityNotifications: [UIAccessibility.Notification] { self[AccessibilitySettings.self].posted }
}
