import Foundation
import Testing
import UIKit
@testable import UIKitTesting
@testable import UIKitHosting

/// More than one window scene, as UIKit documents it: `requestSceneSessionActivation` connects a
/// new scene (asking the app delegate for its configuration, handing it the user activity) when the
/// Info.plist's manifest sets `UIApplicationSupportsMultipleScenes` on iPad, and fails with
/// `UISceneError.Code.multipleScenesNotSupported` otherwise; `requestSceneSessionDestruction`
/// disconnects a scene and discards its session. Sources: docs/PORTING.md, "Scenes".
@MainActor
@Suite final class SceneSessionTests {
    private var scratchFolders: [URL] = []
    deinit { for folder in scratchFolders { try? FileManager.default.removeItem(at: folder) } }

    /// The scenes' shared log, in the order things happen.
    final class Log { var events: [String] = [] }

    final class NotesSceneDelegate: UIResponder, UIWindowSceneDelegate {
        nonisolated(unsafe) static var log = Log()
        var window: UIWindow?
        private var name = "?"

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            let note = connectionOptions.userActivities.first?.userInfo?["note"] as? String
            name = note ?? "main"
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            let root = UIViewController()
            root.view.backgroundColor = note == nil ? .systemBlue : .systemOrange
            root.title = name
            window.rootViewController = root
            window.makeKeyAndVisible()
            self.window = window
            Self.log.events.append("\(name) connect")
        }
        func sceneDidBecomeActive(_ scene: UIScene) { Self.log.events.append("\(name) active") }
        func sceneWillResignActive(_ scene: UIScene) { Self.log.events.append("\(name) resign") }
        func sceneWillEnterForeground(_ scene: UIScene) { Self.log.events.append("\(name) foreground") }
        func sceneDidEnterBackground(_ scene: UIScene) { Self.log.events.append("\(name) background") }
        func sceneDidDisconnect(_ scene: UIScene) { Self.log.events.append("\(name) disconnect") }
    }

    final class NotesAppDelegate: UIResponder, UIApplicationDelegate {
        var discarded: [String] = []
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
            configuration.delegateClass = NotesSceneDelegate.self
            return configuration
        }
        func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
            discarded += sceneSessions.map(\.persistentIdentifier)
        }
    }

    /// A host for `device` whose app bundle's Info.plist says whether it supports multiple scenes.
    private func launch(on device: SimulatedDevice, multipleScenes: Bool) throws -> (HeadlessHost, NotesAppDelegate) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("Scenes-\(UUID().uuidString).app")
        scratchFolders.append(folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let info: [String: Any] = ["UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": multipleScenes]]
        try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0).write(to: folder.appendingPathComponent("Info.plist"))
        let host = HeadlessHost(device: device)
        host.core.environment.application.appBundle = try #require(Bundle(url: folder))
        NotesSceneDelegate.log = Log()
        let delegate = NotesAppDelegate()
        host.launch(delegate)
        host.settle()
        return (host, delegate)
    }

    private func openNote(_ note: String, in host: HeadlessHost) -> Error? {
        var failure: Error?
        host.run {
            let activity = NSUserActivity(activityType: "com.example.notes.open")
            activity.userInfo = ["note": note]
            host.application.requestSceneSessionActivation(nil, userActivity: activity, options: nil) { failure = $0 }
        }
        host.settle()
        return failure
    }

    @Test func anIPadAppOpensASecondSceneThatComesToTheFront() throws {
        let (host, _) = try launch(on: .iPad10, multipleScenes: true)
        #expect(host.application.supportsMultipleScenes)
        let first = try #require(host.application.connectedScenes.first)
        #expect(openNote("Groceries", in: host) == nil)
        #expect(host.application.connectedScenes.count == 2 && host.application.openSessions.count == 2)
        #expect(NotesSceneDelegate.log.events == ["main connect", "main foreground", "main active",
                                                  "main resign", "main background",
                                                  "Groceries connect", "Groceries foreground", "Groceries active"])
        #expect(first.activationState == .background)
        #expect(host.window.rootViewController?.title == "Groceries", "the host shows the new scene's window")
        let snapshot = host.snapshot()
        let pixel = snapshot.pixel(x: snapshot.width / 2, y: snapshot.height / 2)
        #expect(pixel.r > 200 && pixel.b < 80, "the new window's orange fills the screen: \(pixel)")
    }

    @Test func closingTheFrontSceneDiscardsItsSessionAndBringsThePreviousBack() throws {
        let (host, delegate) = try launch(on: .iPad10, multipleScenes: true)
        _ = openNote("Groceries", in: host)
        let second = try #require(host.application.connectedScenes.first { $0.activationState == .foregroundActive })
        NotesSceneDelegate.log.events.removeAll()
        host.run { host.application.requestSceneSessionDestruction(second.session, options: nil) }
        host.settle()
        #expect(NotesSceneDelegate.log.events == ["Groceries resign", "Groceries background", "Groceries disconnect",
                                                  "main foreground", "main active"])
        #expect(delegate.discarded == [second.session.persistentIdentifier])
        #expect(host.application.connectedScenes.count == 1)
        #expect(host.window.rootViewController?.title == "main")
    }

    @Test func homeSendsTheFrontSceneAwayAndReopeningBringsOnlyItBack() throws {
        let (host, _) = try launch(on: .iPad10, multipleScenes: true)
        _ = openNote("Groceries", in: host)
        NotesSceneDelegate.log.events.removeAll()
        host.enterBackground()
        host.enterForeground()
        #expect(NotesSceneDelegate.log.events == ["Groceries resign", "Groceries background", "Groceries foreground", "Groceries active"])
    }

    /// UISceneError.Code.multipleScenesNotSupported: an iPhone shows one scene, and an app whose
    /// manifest does not support multiple scenes opens no other.
    @Test func anIPhoneOrAnAppWithoutTheKeyHearsThatMultipleScenesAreNotSupported() throws {
        for (device, key) in [(SimulatedDevice.iPhone15, true), (.iPad10, false)] {
            let (host, _) = try launch(on: device, multipleScenes: key)
            #expect(!host.application.supportsMultipleScenes)
            let error = try #require(openNote("Groceries", in: host) as NSError?)
            #expect(error.domain == "UISceneErrorDomain" && error.code == 0)
            #expect(host.application.connectedScenes.count == 1)
            #expect(host.window.rootViewController?.title == "main")
        }
    }
}
