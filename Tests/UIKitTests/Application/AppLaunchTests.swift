import Foundation
import Testing
import UIKit
import UIKitTesting

/// Scene-based launch as Xcode's template writes it: the app delegate names the scene delegate in
/// code, the scene delegate makes the window in scene(_:willConnectTo:options:).
@MainActor
final class LaunchLog {
    static var lines: [String] = []
}

final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        LaunchLog.lines.append("willConnect")
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        let root = UIViewController()
        root.view.backgroundColor = .systemBlue
        window.rootViewController = root
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneWillEnterForeground(_ scene: UIScene) { LaunchLog.lines.append("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { LaunchLog.lines.append("didBecomeActive") }
    func sceneDidDisconnect(_ scene: UIScene) { LaunchLog.lines.append("didDisconnect") }
}

final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchLog.lines.append("didFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        LaunchLog.lines.append("configurationForConnecting")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = TemplateSceneDelegate.self
        return configuration
    }

    func applicationDidBecomeActive(_ application: UIApplication) { LaunchLog.lines.append("applicationDidBecomeActive") }
}

@MainActor
@Suite struct AppLaunchTests {
    @Test func aSceneBasedAppLaunchesInUIKitsOrder() throws {
        LaunchLog.lines = []
        let host = HeadlessHost(device: .iPhone15)
        #expect(host.launch(TemplateAppDelegate()))
        #expect(LaunchLog.lines == ["didFinishLaunching", "configurationForConnecting", "willConnect",
                                    "willEnterForeground", "didBecomeActive"],
                "a scene-based app gets the scene's callbacks, not applicationDidBecomeActive")
        let scene = try #require(host.application.connectedScenes.first as? UIWindowScene)
        let sceneDelegate = try #require(scene.delegate as? TemplateSceneDelegate)
        #expect(host.window === sceneDelegate.window)
        #expect(scene.windows.contains { $0 === host.window })
        #expect(host.window.windowScene === scene)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(host.window.bounds.size == CGSize(width: 393, height: 852))
        #expect(host.snapshot().pixel(x: 200, y: 400) == (0, 122, 255, 255))
    }

    @Test func aSceneDelegateGivenToTheHostIsTheOneUsed() {
        LaunchLog.lines = []
        final class WindowAppDelegate: UIResponder, UIApplicationDelegate {}
        let host = HeadlessHost(size: CGSize(width: 200, height: 300))
        let sceneDelegate = TemplateSceneDelegate()
        host.launch(WindowAppDelegate(), sceneDelegate: sceneDelegate)
        #expect(host.window === sceneDelegate.window)
        #expect(LaunchLog.lines.first == "willConnect")
    }

    @Test func aSceneDelegateAloneLaunchesAsTheIssueSpellsIt() throws {
        LaunchLog.lines = []
        let host = HeadlessHost(device: .iPadPro12_9, orientation: .landscapeLeft)
        let sceneDelegate = TemplateSceneDelegate()
        #expect(host.launch(sceneDelegate: sceneDelegate))
        #expect(LaunchLog.lines == ["willConnect", "willEnterForeground", "didBecomeActive"])
        #expect(host.window === sceneDelegate.window)
        let scene = try #require(host.window.windowScene)
        #expect(scene.interfaceOrientation == .landscapeRight, "the device turned left shows the interface landscape right")
        #expect(scene.traitCollection.userInterfaceIdiom == .pad)
        #expect(host.window.bounds.size == CGSize(width: 1366, height: 1024))
    }

    /// An app without scenes hears the life cycle through its app delegate, yet UIKit gives it one
    /// window scene all the same, which its windows belong to from the moment they are made: code
    /// that finds the window through `connectedScenes` (as UIApplication.windows' deprecation asks)
    /// works in such apps.
    @Test func anAppWithoutScenesBecomesActiveThroughItsAppDelegateInTheSceneUIKitGivesIt() throws {
        LaunchLog.lines = []
        final class WindowAppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                LaunchLog.lines.append("window made in a scene: \(window?.windowScene != nil)")
                window?.rootViewController = UIViewController()
                window?.makeKeyAndVisible()
                return true
            }
            func applicationDidBecomeActive(_ application: UIApplication) { LaunchLog.lines.append("applicationDidBecomeActive") }
            func applicationDidEnterBackground(_ application: UIApplication) { LaunchLog.lines.append("applicationDidEnterBackground") }
        }
        let host = HeadlessHost(size: CGSize(width: 200, height: 300))
        let delegate = WindowAppDelegate()
        host.launch(delegate)
        #expect(LaunchLog.lines == ["window made in a scene: true", "applicationDidBecomeActive"])
        #expect(host.window === delegate.window)
        let scene = try #require(host.application.connectedScenes.first as? UIWindowScene)
        #expect(host.application.connectedScenes.count == 1)
        #expect(scene.delegate == nil, "the app delegate, not a scene delegate, hears the life cycle")
        #expect(scene.activationState == .foregroundActive)
        #expect(host.window.windowScene === scene && scene.keyWindow === host.window)
        host.enterBackground()
        #expect(LaunchLog.lines.last == "applicationDidEnterBackground")
        #expect(scene.activationState == .background)
    }

    /// UIApplicationMain finds the delegate class by NSStringFromClass's name; a wrong one is one line and exit 2.
    /// An iOS app's container has Documents and Library/Caches from the start; apps write there
    /// without creating them (Hacking with Swift's project 10 saves each picked photo so).
    @Test func theContainersFoldersAreMadeWhenMissing() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("AppContainer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let documents = scratch.appendingPathComponent("Documents"), caches = scratch.appendingPathComponent("Caches")
        try FileManager.default.createDirectory(at: caches, withIntermediateDirectories: true)
        try Data("kept".utf8).write(to: caches.appendingPathComponent("entry"))
        AppContainer.prepare([documents, caches])
        #expect(FileManager.default.fileExists(atPath: documents.path))
        #expect(FileManager.default.contents(atPath: caches.appendingPathComponent("entry").path) == Data("kept".utf8), "what is there stays")
        #expect(AppContainer.standardDirectories.first == FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first)
    }

    @Test func uiApplicationMainRefusesAClassItCannotFind() {
        var arguments: [UnsafeMutablePointer<CChar>?] = [strdup("app")]
        defer { arguments.forEach { free($0) } }
        let code = arguments.withUnsafeMutableBufferPointer { buffer in
            UIApplicationMain(1, buffer.baseAddress!, nil, "NoSuchModule.NoSuchDelegate")
        }
        #expect(code == 2)
        #expect(NSStringFromClass(TemplateAppDelegate.self).hasSuffix(".TemplateAppDelegate"))
        #expect(_typeByName(NSStringFromClass(TemplateAppDelegate.self)) is UIApplicationDelegate.Type)
    }

    @Test func hostSettingsComeFromFlagsAndTheEnvironment() throws {
        let settings = try HostSettings.parse(["--orientation", "landscape-left"],
                                              environment: ["PRESENTATION_LAB_DEVICE": "iphone-15-pro-max", "PRESENTATION_LAB_IOS": "16"])
        #expect(settings.device == .iPhone15ProMax)
        #expect(settings.orientation == .landscapeLeft)
        #expect(settings.systemVersion == SystemVersion(major: 16))
        #expect(settings.windowSize == CGSize(width: 932, height: 430))
        let flagWins = try HostSettings.parse(["--device", "ipad-10"], environment: ["PRESENTATION_LAB_DEVICE": "iphone-15"])
        #expect(flagWins.device == .iPad10)
        #expect(settings.appearance == .light, "light by default, as a new Simulator")
        #expect(try HostSettings.parse([], environment: ["PRESENTATION_LAB_APPEARANCE": "dark"]).appearance == .dark)
        #expect(try HostSettings.parse(["--appearance", "light"], environment: ["PRESENTATION_LAB_APPEARANCE": "dark"]).appearance == .light)
        #expect(settings.contentSize == .large)
        #expect(settings.language == nil)
        #expect(try HostSettings.parse(["--language", "pt-BR"]).language == "pt-BR")
        #expect(try HostSettings.parse([], environment: ["PRESENTATION_LAB_LANGUAGE": "fr"]).language == "fr")
        #expect(try HostSettings.parse([], environment: ["PRESENTATION_LAB_CONTENT_SIZE": "accessibility-large"]).contentSize == .accessibilityLarge)
        for (arguments, expected) in [(["--device", "pixel"], "the devices are iphone-se-3, iphone-15"),
                                      (["--ios", "11"], "the versions are 12, 13"),
                                      (["--orientation", "sideways"], "unknown orientation 'sideways'"),
                                      (["--appearance", "dim"], "the appearances are light and dark"),
                                      (["--content-size", "huge"], "the sizes are extra-small, small"),
                                      (["--device", "iphone-15", "--size", "300x300"], "Drop --size"),
                                      (["--language", "French!"], "is not a language code")] {
            #expect(throws: LaunchError.self) { try HostSettings.parse(arguments) }
            do { _ = try HostSettings.parse(arguments) } catch { #expect("\(error)".contains(expected), "\(error)") }
        }
    }
}
