/// A scene, as UIKit's `UIScene`: one instance of the app's interface. It holds its delegate
/// strongly, as UIKit documents.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The scene's lifecycle state, as UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What a scene was connected with, as UIKit's `UIScene.ConnectionOptions`: the user activity
    /// an app asked a new scene for. The lab opens no URLs and has no shortcuts, so those are empty.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        public let urlContexts: Set<String> = []
        public let shortcutItem: String? = nil
        public let sourceApplication: String? = nil
        public let userActivities: Set<NSUserActivity>

        package init(userActivities: Set<NSUserActivity> = []) {
            self.userActivities = userActivities
            super.init()
        }
    }

    public let session: UISceneSession
    public var delegate: UISceneDelegate?
    public package(set) var activationState: ActivationState = .unattached
    public var title: String! = ""

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }
}
