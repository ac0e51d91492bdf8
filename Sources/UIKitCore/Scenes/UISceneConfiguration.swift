/// How to create a scene, as UIKit's `UISceneConfiguration`. Made with the name of a configuration
/// in the app's Info.plist scene manifest, it takes that entry's scene delegate class, scene class
/// and storyboard (`$(PRODUCT_MODULE_NAME)` expanded); the app may set them in code instead.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    /// The scene delegate's class: a `UISceneDelegate` (usually `UIWindowSceneDelegate`), created
    /// with `init()` when the scene connects.
    public var delegateClass: AnyClass?
    /// The scene's class: `UIWindowScene` (or a subclass) or nil for it.
    public var sceneClass: AnyClass?
    /// The storyboard whose initial controller becomes the root of the scene's first window.
    public var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
        if let name, let entry = HostEnvironment.current.appInfo.sceneConfiguration(named: name, role: sessionRole) {
            adopt(entry)
        }
    }

    /// The Info.plist's configuration for `role` (the first one), as UIKit uses it when the app
    /// delegate does not choose; nil when the manifest has none.
    package static func fromInfoPlist(role: UISceneSession.Role) -> UISceneConfiguration? {
        guard let entry = HostEnvironment.current.appInfo.sceneConfiguration(named: nil, role: role) else { return nil }
        let configuration = UISceneConfiguration(name: entry.name, sessionRole: role)
        if entry.name == nil { configuration.adopt(entry) }
        return configuration
    }

    private func adopt(_ entry: AppInfo.SceneConfiguration) {
        if let className = entry.delegateClassName {
            delegateClass = Self.resolveClass(className, key: "UISceneDelegateClassName")
        }
        if let className = entry.sceneClassName, className != "UIWindowScene" {
            sceneClass = Self.resolveClass(className, key: "UISceneClassName")
        }
        storyboard = entry.storyboardName.map { UIStoryboard(name: $0, bundle: nil) }
    }

    /// A class the manifest names as Swift does (`Module.Name`), or by its bare name in the app
    /// delegate's module; a name that is not found is said with the fix.
    private static func resolveClass(_ name: String, key: String) -> AnyClass? {
        var modules: [String] = []
        if let module = HostEnvironment.current.appDelegateModule { modules.append(module) }
        if let found = InterfaceBuilderClassTables.current.resolveClass(named: name, in: modules) { return found }
        Diagnostics.warn("Info.plist: \(key) '\(name)' names no class the app has; write it as Module.ClassName (Xcode writes $(PRODUCT_MODULE_NAME).ClassName). The scene connects without it.")
        return nil
    }
}
