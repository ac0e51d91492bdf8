import Foundation

/// A service an app offers in the share sheet (`applicationActivities`), as UIKit's `UIActivity`:
/// subclasses give a type, title and image, say which items they take, and call
/// `activityDidFinish(_:)` when `perform()` is done.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    public enum Category: Int, Sendable { case action = 0, share = 1 }

    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }

    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller the sheet presents instead of calling `perform()`; nil by default.
    open var activityViewController: UIViewController? { nil }
    open func perform() { activityDidFinish(false) }

    /// The share sheet running this activity, told when it finishes.
    weak var sheet: UIActivityViewController?

    /// Tells the share sheet the activity is done: it is dismissed and its completion handler told.
    open func activityDidFinish(_ completed: Bool) {
        sheet?.activity(self, didFinish: completed)
    }

    public override init() { super.init() }
}
