import Foundation

/// Going to the background and back, as pressing Home and reopening the app does in the Simulator
/// (the window's Ctrl+H, `HeadlessHost.enterBackground()` and `enterForeground()`): the scenes'
/// delegates, or an app without scenes its app delegate, hear each step, and UIKit's notifications
/// are posted after them, in UIKit's order.
extension UIApplication {
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    public var applicationState: State { environment[ApplicationState.self].applicationState }

    public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")

    private var state: ApplicationState { environment[ApplicationState.self] }
    private var scenes: [UIScene] { connectedScenes.sorted { $0.session.persistentIdentifier < $1.session.persistentIdentifier } }

    /// Home: resign active, then enter the background. Does nothing if the app is in the background already.
    package func enterBackground() {
        environment.run {
            guard state.applicationState != .background else { return }
            environment.trace("app: enter background")
            let center = NotificationCenter.default
            for scene in scenes {
                scene.activationState = .foregroundInactive
                scene.delegate?.sceneWillResignActive(scene)
                center.post(name: UIScene.willDeactivateNotification, object: scene)
            }
            if scenes.isEmpty { delegate?.applicationWillResignActive(self) }
            state.applicationState = .inactive
            center.post(name: UIApplication.willResignActiveNotification, object: self)
            for scene in scenes {
                scene.activationState = .background
                scene.delegate?.sceneDidEnterBackground(scene)
                center.post(name: UIScene.didEnterBackgroundNotification, object: scene)
            }
            if scenes.isEmpty { delegate?.applicationDidEnterBackground(self) }
            state.applicationState = .background
            center.post(name: UIApplication.didEnterBackgroundNotification, object: self)
        }
    }

    /// Reopening the app: enter the foreground, then become active. Does nothing if it is active.
    package func enterForeground() {
        environment.run {
            guard state.applicationState == .background else { return }
            environment.trace("app: enter foreground")
            let center = NotificationCenter.default
            for scene in scenes {
                scene.activationState = .foregroundInactive
                scene.delegate?.sceneWillEnterForeground(scene)
                center.post(name: UIScene.willEnterForegroundNotification, object: scene)
            }
            if scenes.isEmpty { delegate?.applicationWillEnterForeground(self) }
            state.applicationState = .inactive
            center.post(name: UIApplication.willEnterForegroundNotification, object: self)
            for scene in scenes {
                scene.activationState = .foregroundActive
                scene.delegate?.sceneDidBecomeActive(scene)
                center.post(name: UIScene.didActivateNotification, object: scene)
            }
            if scenes.isEmpty { delegate?.applicationDidBecomeActive(self) }
            state.applicationState = .active
            center.post(name: UIApplication.didBecomeActiveNotification, object: self)
        }
    }

    /// Home pressed, or the app reopened: whichever the app's state calls for.
    package func toggleBackground() {
        if applicationState == .background { enterForeground() } else { enterBackground() }
    }
}
