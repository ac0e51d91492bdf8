import Foundation

/// Launching: the app delegate, then the scene, in UIKit's order.
extension UIApplication {
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Launches `delegate` as the application's delegate: `willFinishLaunching`, `didFinishLaunching`,
    /// then the window scene connects when the configuration the delegate gives names a scene
    /// delegate class (or `sceneDelegate` is given): `scene(_:willConnectTo:options:)`,
    /// `sceneWillEnterForeground`, `sceneDidBecomeActive`. An app without a scene delegate gets
    /// `applicationDidBecomeActive` instead. Hosts call this before driving frames.
    @discardableResult
    package func launch(with delegate: UIApplicationDelegate, sceneDelegate: UISceneDelegate? = nil) -> Bool {
        self.delegate = delegate
        guard delegate.application(self, willFinishLaunchingWithOptions: nil) else { return false }
        let launched = delegate.application(self, didFinishLaunchingWithOptions: nil)
        if let scene = connectScene(for: delegate, sceneDelegate: sceneDelegate) {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillEnterForeground(scene)
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
            NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
        } else {
            delegate.applicationDidBecomeActive(self)
        }
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
        return launched
    }

    private func connectScene(for delegate: UIApplicationDelegate, sceneDelegate: UISceneDelegate?) -> UIWindowScene? {
        let session = UISceneSession(role: .windowApplication,
                                     configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication),
                                     persistentIdentifier: UUID().uuidString)
        let options = UIScene.ConnectionOptions()
        let configuration = delegate.application(self, configurationForConnecting: session, options: options)
        session.configuration = configuration
        var madeDelegate = sceneDelegate
        if madeDelegate == nil, let delegateClass = configuration.delegateClass {
            guard let type = delegateClass as? UISceneDelegate.Type else {
                Diagnostics.fail("UISceneConfiguration.delegateClass \(delegateClass) does not conform to UISceneDelegate; give it a class that does (usually a UIWindowSceneDelegate).")
            }
            madeDelegate = type.init()
        }
        guard let madeDelegate else { return nil }
        let sceneType = (configuration.sceneClass as? UIWindowScene.Type) ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        session.scene = scene
        scene.delegate = madeDelegate
        connectedScenes.insert(scene)
        madeDelegate.scene(scene, willConnectTo: session, options: options)
        return scene
    }

    /// The window the launched app shows: the app delegate's, else the scene's key window.
    package var launchedWindow: UIWindow? {
        if let window = delegate?.window { return window }
        for case let scene as UIWindowScene in connectedScenes {
            if let window = (scene.delegate as? UIWindowSceneDelegate)?.window ?? scene.keyWindow ?? scene.windows.first {
                return window
            }
        }
        return windows.first { $0.isKeyWindow }
    }

    /// The app is quitting (the window closed): scenes disconnect, then the app terminates.
    package func terminate() {
        for scene in connectedScenes {
            scene.delegate?.sceneWillResignActive(scene)
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            scene.delegate?.sceneDidDisconnect(scene)
        }
        connectedScenes.removeAll()
        delegate?.applicationWillTerminate(self)
    }

}
