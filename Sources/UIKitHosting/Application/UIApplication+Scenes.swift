import Foundation

/// More than one window scene, as on iPad: an app whose Info.plist says it supports multiple scenes
/// asks for another (`requestSceneSessionActivation`), which connects and comes to the front as the
/// Simulator shows a new window full screen, the scene it replaced going to the background; closing
/// the front scene (`requestSceneSessionDestruction`) brings the one before it back. The host shows
/// the front scene's window. iPhone apps, and apps without the Info.plist key, hear UIKit's error.
extension UIApplication {
    /// Whether the app may show more than one scene: its Info.plist's scene manifest says so
    /// (`UIApplicationSupportsMultipleScenes`) and the device is an iPad, as iPhones show one.
    public var supportsMultipleScenes: Bool {
        appInfo.supportsMultipleScenes && environment.screen.device.idiom == .pad
    }

    /// Brings `sceneSession`'s scene to the front, or connects a new scene when it is nil, handing
    /// it `userActivity` in its connection options. Failures reach `errorHandler` with UIKit's
    /// `UISceneErrorDomain` codes.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?, errorHandler: ((Error) -> Void)? = nil) {
        if let sceneSession {
            guard let scene = sceneSession.scene, connectedScenes.contains(scene) else {
                errorHandler?(Self.sceneError(.requestDenied, "The scene session \(sceneSession.persistentIdentifier) has no connected scene."))
                return
            }
            bringToFront(scene)
            return
        }
        guard supportsMultipleScenes else {
            errorHandler?(Self.sceneError(.multipleScenesNotSupported, "The application does not support multiple scenes."))
            return
        }
        guard let delegate else {
            errorHandler?(Self.sceneError(.requestDenied, "The application has no delegate to configure the new scene."))
            return
        }
        let front = frontScene
        if let front { sendToBackground(front) }
        let connectionOptions = UIScene.ConnectionOptions(userActivities: userActivity.map { [$0] } ?? [])
        guard let scene = connectScene(for: delegate, sceneDelegate: nil, options: connectionOptions) else {
            if let front { bringToForeground(front) }
            errorHandler?(Self.sceneError(.requestDenied, "The scene configuration names no scene delegate class (UISceneDelegateClassName); the new scene would show nothing."))
            return
        }
        bringToForeground(scene)
        environment[ApplicationState.self].shownScene = scene
    }

    /// Closes `sceneSession`'s scene: it goes to the background and disconnects, its session is
    /// discarded (the app delegate hears of it), and the scene most recently in front comes back.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
                                               errorHandler: ((Error) -> Void)? = nil) {
        guard let scene = sceneSession.scene, connectedScenes.contains(scene) else {
            errorHandler?(Self.sceneError(.requestDenied, "The scene session \(sceneSession.persistentIdentifier) has no connected scene."))
            return
        }
        let state = environment[ApplicationState.self]
        let wasInFront = scene.activationState != .background
        sendToBackground(scene)
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        connectedScenes.remove(scene)
        state.sceneOrder.removeAll { $0 === scene }
        for window in (scene as? UIWindowScene)?.windows ?? [] { window.isHidden = true }
        delegate?.application(self, didDiscardSceneSessions: [sceneSession])
        if wasInFront, let previous = state.sceneOrder.last {
            bringToForeground(previous)
            state.shownScene = previous
        }
    }

    /// The scene shown now: the one most recently brought to the front that is not in the background.
    var frontScene: UIScene? {
        environment[ApplicationState.self].sceneOrder.last { $0.activationState != .background && connectedScenes.contains($0) }
    }

    /// The window of the scene an activation or a closing brought to the front, which the host
    /// shows from then on; nil while the launched scene is the only one shown.
    package var shownSceneWindow: UIWindow? {
        guard let scene = environment[ApplicationState.self].shownScene as? UIWindowScene else { return nil }
        return (scene.delegate as? UIWindowSceneDelegate)?.window ?? scene.keyWindow ?? scene.windows.first
    }

    private func bringToFront(_ scene: UIScene) {
        guard scene !== frontScene else { return }
        if let front = frontScene { sendToBackground(front) }
        bringToForeground(scene)
        environment[ApplicationState.self].shownScene = scene
    }

    /// A scene comes on screen: it enters the foreground, then becomes active, as UIKit tells it.
    func bringToForeground(_ scene: UIScene) {
        let state = environment[ApplicationState.self]
        state.sceneOrder.removeAll { $0 === scene }
        state.sceneOrder.append(scene)
        let center = NotificationCenter.default
        if scene.activationState == .background || scene.activationState == .unattached {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillEnterForeground(scene)
            center.post(name: UIScene.willEnterForegroundNotification, object: scene)
        }
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        center.post(name: UIScene.didActivateNotification, object: scene)
    }

    /// A scene leaves the screen: it resigns active, then enters the background.
    private func sendToBackground(_ scene: UIScene) {
        let center = NotificationCenter.default
        if scene.activationState == .foregroundActive {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillResignActive(scene)
            center.post(name: UIScene.willDeactivateNotification, object: scene)
        }
        guard scene.activationState == .foregroundInactive else { return }
        scene.activationState = .background
        scene.delegate?.sceneDidEnterBackground(scene)
        center.post(name: UIScene.didEnterBackgroundNotification, object: scene)
    }

    private static func sceneError(_ code: SceneErrorCode, _ description: String) -> NSError {
        NSError(domain: "UISceneErrorDomain", code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: description])
    }

    /// UIKit's `UISceneError.Code` values for the requests above.
    private enum SceneErrorCode: Int {
        case multipleScenesNotSupported = 0
        case requestDenied = 1
    }
}
