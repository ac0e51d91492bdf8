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

    package var postedAccessibilityNotifications: [UIAccessibility.Notification] { self[AccessibilitySettings.self].posted }
}
