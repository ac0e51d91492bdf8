import Foundation

/// What the user was doing, handed to a scene that opens to carry it on, as Foundation's
/// `NSUserActivity` on Apple's platforms (Linux's Foundation has none). The lab passes it from
/// `requestSceneSessionActivation(_:userActivity:options:errorHandler:)` to the new scene's
/// connection options; it is not advertised to other devices or to search.
open class NSUserActivity: NSObject, @unchecked Sendable {
    /// The kind of activity, usually a reverse-DNS name the app lists under `NSUserActivityTypes`.
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    /// Which scene should carry the activity on, matched against scenes' activation conditions.
    open var targetContentIdentifier: String?
    open var persistentIdentifier: String?

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds the entries to `userInfo`, replacing those with the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }
}
