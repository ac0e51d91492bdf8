/// A scene's session, as UIKit's `UISceneSession`: the scene's role and the configuration it was
/// created from; one for each window scene the app opened.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// A scene's role, as UIKit's `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    public let role: Role
    public package(set) var configuration: UISceneConfiguration
    public let persistentIdentifier: String
    public package(set) weak var scene: UIScene?

    package init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String) {
        self.role = role
        self.configuration = configuration
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
}
