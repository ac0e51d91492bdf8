import Foundation

// `UIDevice.orientationDidChangeNotification`, posted when the device turns. UIKit's application
// asks for them itself (autorotation needs them), so an app hears them without calling
// `beginGeneratingDeviceOrientationNotifications()`; the calls nest, and the notifications stop
// only when every `begin` has its `end`, UIKit's own included.
extension UIDevice {
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// Whether the device posts `orientationDidChangeNotification` when it turns.
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }

    public func beginGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests += 1
    }

    public func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    /// The device turned: tells the app when it listens.
    func postOrientationChange() {
        guard isGeneratingDeviceOrientationNotifications else { return }
        NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
    }
}
