import Testing
import Foundation
import UIKitTesting
import UIKit

/// Home and back, as in the Simulator: the delegates hear each step and UIKit's notifications follow
/// them, in UIKit's order (Apple, "Managing your app's life cycle").
@MainActor @Suite struct AppLifeCycleTests {
    final class Log: @unchecked Sendable { var lines: [String] = [] }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let log: Log
        init(log: Log) { self.log = log }
        required override init() { log = Log() }
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: scene)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
        }
        func sceneWillResignActive(_ scene: UIScene) { log.lines.append("sceneWillResignActive") }
        func sceneDidEnterBackground(_ scene: UIScene) { log.lines.append("sceneDidEnterBackground") }
        func sceneWillEnterForeground(_ scene: UIScene) { log.lines.append("sceneWillEnterForeground") }
        func sceneDidBecomeActive(_ scene: UIScene) { log.lines.append("sceneDidBecomeActive") }
    }

    func observe(_ names: [(NSNotification.Name, String)], into log: Log) -> [NSObjectProtocol] {
        names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in log.lines.append(label) }
        }
    }

    @Test func goingHomeAndBackRunsTheScenesStepsThenTheNotifications() {
        let log = Log()
        let host = HeadlessHost(device: .iPhone15)
        host.launch(sceneDelegate: SceneDelegate(log: log))
        #expect(host.application.applicationState == .active)
        let observers = observe([
            (UIApplication.willResignActiveNotification, "willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
            (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
            (UIScene.didEnterBackgroundNotification, "scene.didEnterBackground"),
        ], into: log)
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        log.lines.removeAll()
        host.enterBackground()
        #expect(host.application.applicationState == .background)
        #expect(log.lines == ["sceneWillResignActive", "willResignActive", "sceneDidEnterBackground",
                              "scene.didEnterBackground", "didEnterBackground"])
        host.enterBackground()
        #expect(log.lines.count == 5, "already in the background: nothing happens")
        log.lines.removeAll()
        host.enterForeground()
        #expect(host.application.applicationState == .active)
        #expect(log.lines == ["sceneWillEnterForeground", "willEnterForeground", "sceneDidBecomeActive", "didBecomeActive"])
        let scene = host.application.connectedScenes.first
        #expect(scene?.activationState == .foregroundActive)
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var calls: [String] = []
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            return true
        }
        func applicationWillResignActive(_ application: UIApplication) { calls.append("willResignActive") }
        func applicationDidEnterBackground(_ application: UIApplication) { calls.append("didEnterBackground") }
        func applicationWillEnterForeground(_ application: UIApplication) { calls.append("willEnterForeground") }
        func applicationDidBecomeActive(_ application: UIApplication) { calls.append("didBecomeActive") }
    }

    @Test func anAppWithoutScenesHearsItThroughItsAppDelegate() {
        let host = HeadlessHost(device: .iPhone15)
        let delegate = AppDelegate()
        host.launch(delegate)
        host.enterBackground()
        host.enterForeground()
        #expect(delegate.calls == ["didBecomeActive", "willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive"])
    }

    @Test func typingInATextFieldPostsItsNotifications() {
        let screen = PlainScreen()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        screen.controller.view.addSubview(field)
        let log = Log()
        let observers = [
            (UITextField.textDidBeginEditingNotification, "begin"), (UITextField.textDidChangeNotification, "change"),
            (UITextField.textDidEndEditingNotification, "end"),
        ].map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { _ in log.lines.append(label) }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        field.becomeFirstResponder()
        screen.host.typeText("a")
        screen.host.typeText("b")
        field.text = "set in code"
        field.resignFirstResponder()
        #expect(log.lines == ["begin", "change", "change", "end"], "code that sets text posts no change")
    }
}
