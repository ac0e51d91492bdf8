import Foundation

/// Launching: the app delegate, then the scene, in UIKit's order.
extension UIApplication {
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Launches `delegate` as the application's delegate, in UIKit's order. An app whose Info.plist
    /// names a main storyboard (`UIMainStoryboardFile`) and no scene gets its window first: the
    /// storyboard's initial controller in a window set as the delegate's `window`, before
    /// `willFinishLaunching`, made key and visible after `didFinishLaunching`. Then the window scene
    /// connects when the configuration (the delegate's, else the Info.plist scene manifest's) names a
    /// scene delegate class (or `sceneDelegate` is given): its storyboard's window first, then
    /// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground`, `sceneDidBecomeActive`. An app
    /// without a scene delegate gets `applicationDidBecomeActive` instead, and the one window scene
    /// UIKit gives such an app (made before its delegate hears of the launch). Hosts call this before
    /// driving frames.
    @discardableResult
    package func launch(with delegate: UIApplicationDelegate, sceneDelegate: UISceneDelegate? = nil) -> Bool {
        self.delegate = delegate
        environment[InterfaceOrientationRules.self].applicationOrientations = { [weak self] window in
            self?.supportedInterfaceOrientations(for: window) ?? .all
        }
        let info = appInfo
        let adoptsScenes = info.sceneConfiguration(named: nil, role: .windowApplication) != nil || sceneDelegate != nil
        // A host that showed a controller before launching has given it the scene already.
        let shownScene = environment.appWindowScene
        if adoptsScenes, let shownScene { disconnectAppWindowScene(shownScene) }
        let appScene = adoptsScenes ? nil : shownScene ?? connectAppWindowScene()
        let mainWindow = adoptsScenes ? nil : info.mainStoryboardName.map { loadMainStoryboard($0, for: delegate) }
        guard delegate.application(self, willFinishLaunchingWithOptions: nil) else { return false }
        let launched = delegate.application(self, didFinishLaunchingWithOptions: nil)
        if let mainWindow { (delegate.window ?? mainWindow).makeKeyAndVisible() }
        if let scene = connectScene(for: delegate, sceneDelegate: sceneDelegate, options: UIScene.ConnectionOptions()) {
            // An app delegate that names its scene delegate in code, with no manifest, adopts scenes after all.
            if let appScene { disconnectAppWindowScene(appScene) }
            bringToForeground(scene)
        } else {
            if let appScene { bringToForeground(appScene) }
            delegate.applicationDidBecomeActive(self)
        }
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
        // A first screen that does not support the launch orientation turns the interface.
        for window in environment.windows where !window.isHidden { window.updateInterfaceOrientation() }
        return launched
    }

    /// The window scene UIKit gives an app that adopts no scenes: it has no delegate (the app
    /// delegate hears the life cycle), and the app's windows join it as they are made, so
    /// `window.windowScene` and `connectedScenes` answer as in any app since iOS 13.
    package func connectAppWindowScene() -> UIWindowScene {
        let session = UISceneSession(role: .windowApplication,
                                     configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication),
                                     persistentIdentifier: UUID().uuidString)
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        session.scene = scene
        connectedScenes.insert(scene)
        environment.appWindowScene = scene
        for window in environment.windows where window.windowScene == nil { window.windowScene = scene }
        return scene
    }

    private func disconnectAppWindowScene(_ scene: UIWindowScene) {
        for window in scene.windows where window.windowScene === scene { window.windowScene = nil }
        connectedScenes.remove(scene)
        environment.appWindowScene = nil
    }

    /// The scene a host that shows a controller without launching an app gives its window, as
    /// the app a test runs in has one: connected and active. Nothing when a scene is connected.
    package func connectHostWindowScene() {
        guard connectedScenes.isEmpty else { return }
        bringToForeground(connectAppWindowScene())
    }

    /// Whether the app adopts no scenes: it hears the life cycle through its app delegate.
    var adoptsNoScenes: Bool { connectedScenes.allSatisfy { $0 === environment.appWindowScene } }

    /// The main storyboard's initial controller in a full-screen window, given to the delegate.
    private func loadMainStoryboard(_ name: String, for delegate: UIApplicationDelegate) -> UIWindow {
        let window = UIWindow(frame: environment.screen.bounds)
        window.rootViewController = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
        if window.rootViewController == nil {
            Diagnostics.warn("Failed to instantiate the default view controller for UIMainStoryboardFile '\(name)' - perhaps the designated entry point is not set?")
        }
        delegate.window = window
        if delegate.window !== window {
            // UIKit raises here; the lab keeps the window itself so the app still opens.
            Diagnostics.warn("The app delegate must implement the window property if it wants to use a main storyboard file.")
            environment[ApplicationState.self].storyboardWindows.append(window)
        }
        return window
    }

    /// A new session and its window scene, configured by the app delegate (else the Info.plist's
    /// manifest), its delegate made from the configuration's class unless `sceneDelegate` is given;
    /// nil when there is no scene delegate. The scene is told it connects, not yet that it shows.
    func connectScene(for delegate: UIApplicationDelegate, sceneDelegate: UISceneDelegate?, options: UIScene.ConnectionOptions) -> UIWindowScene? {
        let session = UISceneSession(role: .windowApplication,
                                     configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication),
                                     persistentIdentifier: UUID().uuidString)
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
        let storyboardWindow = configuration.storyboard.map { makeStoryboardWindow($0, in: scene, for: madeDelegate) }
        madeDelegate.scene(scene, willConnectTo: session, options: options)
        if let storyboardWindow { ((madeDelegate as? UIWindowSceneDelegate)?.window ?? storyboardWindow).makeKeyAndVisible() }
        return scene
    }

    /// A scene configuration's storyboard: its initial controller in a window of the scene, given
    /// to the scene delegate before it hears that the scene connects.
    private func makeStoryboardWindow(_ storyboard: UIStoryboard, in scene: UIWindowScene, for delegate: UISceneDelegate) -> UIWindow {
        let window = UIWindow(windowScene: scene)
        window.rootViewController = storyboard.instantiateInitialViewController()
        if window.rootViewController == nil {
            Diagnostics.warn("Failed to instantiate the default view controller for UISceneStoryboardFile '\(storyboard.name)' - perhaps the designated entry point is not set?")
        }
        if let windowDelegate = delegate as? UIWindowSceneDelegate {
            windowDelegate.window = window
            if windowDelegate.window === window { return window }
        }
        Diagnostics.warn("The scene delegate \(type(of: delegate)) must implement the window property (UIWindowSceneDelegate) if its configuration names a storyboard; the lab keeps the window for it.")
        environment[ApplicationState.self].storyboardWindows.append(window)
        return window
    }

    /// The window the launched app shows: the app delegate's, else the scene's key window.
    package var launchedWindow: UIWindow? {
        if let window = delegate?.window { return window }
        for case let scene as UIWindowScene in connectedScenes {
            if let window = (scene.delegate as? UIWindowSceneDelegate)?.window ?? scene.keyWindow ?? scene.windows.first {
                return window
            }
        }
        return windows.first { $0.isKeyWindow } ?? environment[ApplicationState.self].storyboardWindows.first
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
        environment[ApplicationState.self].sceneOrder.removeAll()
        environment[ApplicationState.self].shownScene = nil
        delegate?.applicationWillTerminate(self)
    }

}
