/// The pattern that says a task succeeded, warned or failed, as UIKit's generator.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    override var kind: FeedbackEvent.Generator { .notification }

    open func notificationOccurred(_ notificationType: FeedbackType) { record(.notification(notificationType)) }

    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        notificationOccurred(notificationType)
    }
}
