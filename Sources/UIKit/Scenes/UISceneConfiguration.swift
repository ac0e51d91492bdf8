/// How to create a scene, as UIKit's `UISceneConfiguration`. Apps choose the scene delegate in code
/// (`delegateClass`), since the lab reads no Info.plist.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    /// The scene delegate's class: a `UISceneDelegate` (usually `UIWindowSceneDelegate`), created
    /// with `init()` when the scene connects.
    public var delegateClass: AnyClass?
    /// The scene's class: `UIWindowScene` (or a subclass) or nil for it.
    public var sceneClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
