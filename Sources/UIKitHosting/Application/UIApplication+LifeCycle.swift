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
    private var scenes: [UIScene] { environment[ApplicationState.self].sceneOrder.filter { connectedScenes.contains($0) } }

    /// One step of the app's life: what each scene becomes and hears, what an app without scenes
    /// hears instead, the app's new state, and the notifications posted after them.
    private struct LifeStep {
        let sceneState: UIScene.ActivationState
        let tellScene: @MainActor (UISceneDelegate, UIScene) -> Void
        let sceneNotification: NSNotification.Name
        let tellApp: @MainActor (UIApplicationDelegate, UIApplication) -> Void
        let appState: State
        let appNotification: NSNotification.Name
    }

    /// Runs `steps` on `scenes` (those on screen, for Home; the front one, for reopening).
    private func perform(_ steps: [LifeStep], on scenes: [UIScene], trace: String) {
        environment.run {
            environment.trace(trace)
            let center = NotificationCenter.default
            for step in steps {
                for scene in scenes {
                    scene.activationState = step.sceneState
                    if let delegate = scene.delegate { step.tellScene(delegate, scene) }
                    center.post(name: step.sceneNotification, object: scene)
                }
                if adoptsNoScenes, let delegate { step.tellApp(delegate, self) }
                state.applicationState = step.appState
                center.post(name: step.appNotification, object: self)
            }
        }
    }

    /// Home: resign active, then enter the background. Does nothing if the app is in the background already.
    package func enterBackground() {
        guard state.applicationState != .background else { return }
        perform([
            LifeStep(sceneState: .foregroundInactive, tellScene: { $0.sceneWillResignActive($1) },
                     sceneNotification: UIScene.willDeactivateNotification, tellApp: { $0.applicationWillResignActive($1) },
                     appState: .inactive, appNotification: UIApplication.willResignActiveNotification),
            LifeStep(sceneState: .background, tellScene: { $0.sceneDidEnterBackground($1) },
                     sceneNotification: UIScene.didEnterBackgroundNotification, tellApp: { $0.applicationDidEnterBackground($1) },
                     appState: .background, appNotification: UIApplication.didEnterBackgroundNotification),
        ], on: scenes.filter { $0.activationState != .background }, trace: "app: enter background")
    }

    /// Reopening the app: enter the foreground, then become active. Does nothing unless it is in the background.
    package func enterForeground() {
        guard state.applicationState == .background else { return }
        perform([
            LifeStep(sceneState: .foregroundInactive, tellScene: { $0.sceneWillEnterForeground($1) },
                     sceneNotification: UIScene.willEnterForegroundNotification, tellApp: { $0.applicationWillEnterForeground($1) },
                     appState: .inactive, appNotification: UIApplication.willEnterForegroundNotification),
            LifeStep(sceneState: .foregroundActive, tellScene: { $0.sceneDidBecomeActive($1) },
                     sceneNotification: UIScene.didActivateNotification, tellApp: { $0.applicationDidBecomeActive($1) },
                     appState: .active, appNotification: UIApplication.didBecomeActiveNotification),
        ], on: environment[ApplicationState.self].sceneOrder.last.map { [$0] } ?? scenes, trace: "app: enter foreground")
    }

    /// Home pressed, or the app reopened: whichever the app's state calls for.
    package func toggleBackground() {
        if applicationState == .background { enterForeground() } else { enterBackground() }
    }
}
