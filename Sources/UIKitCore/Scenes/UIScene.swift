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

    /// What a scene was connected with, as UIKit's `UIScene.ConnectionOptions`. The lab opens no URLs,
    /// handles no shortcuts or activities, so these are always empty.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        public let urlContexts: Set<String> = []
        public let shortcutItem: String? = nil
        public let sourceApplication: String? = nil
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
