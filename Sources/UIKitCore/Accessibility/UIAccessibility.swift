import Foundation

/// The accessibility settings and notifications of the device, as UIKit's `UIAccessibility`. The
/// settings are the host's: off, as on a fresh Simulator, until a test turns them on
/// (`HeadlessHost.isReduceMotionEnabled`, `.isVoiceOverRunning`) or Ctrl+Shift+R toggles Reduce Motion in the window.
public enum UIAccessibility {
    /// Whether VoiceOver is on.
    @preconcurrency @MainActor public static var isVoiceOverRunning: Bool { HostEnvironment.current[AccessibilitySettings.self].isVoiceOverRunning }

    /// Whether Reduce Motion is on: UIKit's own transitions then fade instead of sliding.
    @preconcurrency @MainActor public static var isReduceMotionEnabled: Bool { HostEnvironment.current[AccessibilitySettings.self].isReduceMotionEnabled }

    /// Whether Reduce Motion and Prefer Cross-Fade Transitions are both on (iOS 14): UIKit's own
    /// pushes, pops and modal slides then cross-fade.
    @preconcurrency @MainActor public static var prefersCrossFadeTransitions: Bool { HostEnvironment.current.prefersCrossFadeTransitions }

    @preconcurrency @MainActor public static var isReduceTransparencyEnabled: Bool { false }
    @preconcurrency @MainActor public static var isBoldTextEnabled: Bool { false }
    @preconcurrency @MainActor public static var isDarkerSystemColorsEnabled: Bool { false }
    @preconcurrency @MainActor public static var isSwitchControlRunning: Bool { false }

    /// Tells assistive technologies that something changed. Nothing reads it aloud here; the host
    /// lists each one (`HeadlessHost.accessibilityNotifications`) and `--trace` prints it.
    @preconcurrency @MainActor public static func post(notification: Notification, argument: Any?) {
        let environment = HostEnvironment.current
        let detail = argument.map { " \($0)" } ?? ""
        environment[AccessibilitySettings.self].posted.append(notification)
        environment.trace("accessibility: post \(notification)\(detail)")
    }

    /// What `post(notification:argument:)` announces.
    public struct Notification: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)

        public var description: String {
            switch self {
            case .screenChanged: return "screenChanged"
            case .layoutChanged: return "layoutChanged"
            case .announcement: return "announcement"
            case .pageScrolled: return "pageScrolled"
            default: return "notification \(rawValue)"
            }
        }
    }

    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let prefersCrossFadeTransitionsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
    public static let announcementDidFinishNotification = NSNotification.Name("UIAccessibilityAnnouncementDidFinishNotification")
}
