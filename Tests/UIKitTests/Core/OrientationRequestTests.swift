import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore
@testable import UIKitHosting

/// Asking for an orientation, as UIKit documents it: `requestGeometryUpdate(_:errorHandler:)` turns
/// the scene to an orientation asked for that the top controller supports, or reports UIKit's error;
/// a full-screen presentation is shown in its `preferredInterfaceOrientationForPresentation`;
/// navigation and tab bar controllers answer from their delegates' orientation methods.
/// Sources: docs/PORTING.md, "Orientation".
@MainActor
@Suite struct OrientationRequestTests {
    final class Screen: UIViewController {
        var mask: UIInterfaceOrientationMask = .allButUpsideDown
        var preferred: UIInterfaceOrientation = .portrait
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { mask }
        override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { preferred }
    }

    /// A scene-based app whose window shows `screen`.
    final class SceneApp: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let screen = Screen()

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = screen
            self.window = window
            window.makeKeyAndVisible()
        }
    }

    @Test func aGeometryRequestTurnsTheSceneOrSaysWhyNot() throws {
        let host = HeadlessHost(device: .iPhone15)
        let app = SceneApp()
        #expect(host.launch(sceneDelegate: app))
        host.settle()
        let screen = app.screen
        let scene = try #require(app.window?.windowScene)
        var errors: [String] = []
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)) { errors.append(($0 as NSError).localizedDescription) }
        host.settle()
        #expect(errors.isEmpty && scene.interfaceOrientation == .landscapeRight)
        #expect(app.window?.bounds.size == CGSize(width: 852, height: 393))
        screen.mask = .portrait
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeLeft)) { errors.append(($0 as NSError).localizedDescription) }
        host.settle()
        #expect(errors == ["None of the requested orientations are supported by the view controller. Requested: landscapeLeft; Supported: portrait"])
        #expect(scene.interfaceOrientation == .landscapeRight, "a refused request turns nothing")
    }

    @Test func aFullScreenPresentationIsShownInItsPreferredOrientationAndTheRootsReturns() {
        let host = HeadlessHost(device: .iPhone15)
        let root = Screen()
        root.mask = .portrait
        host.rootViewController = root
        host.settle()
        let player = Screen()
        player.mask = .landscape
        player.preferred = .landscapeRight
        player.modalPresentationStyle = .fullScreen
        root.present(player, animated: true)
        host.settle()
        #expect(host.window.bounds.size == CGSize(width: 852, height: 393), "the player is shown in landscape")
        player.dismiss(animated: true)
        host.settle()
        #expect(host.window.bounds.size == CGSize(width: 393, height: 852), "back in the portrait-only root's orientation")
    }

    final class Rules: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
        func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
            .portrait
        }
        func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
            .landscape
        }
        func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation {
            .landscapeLeft
        }
    }

    @Test func containersAnswerFromTheirDelegatesOrForThemselves() {
        let host = HeadlessHost(device: .iPhone15)
        let navigation = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        host.rootViewController = navigation
        host.settle()
        #expect(navigation.supportedInterfaceOrientations == .allButUpsideDown, "without a delegate, UIKit's default")
        let rules = Rules()
        navigation.delegate = rules
        tabs.delegate = rules
        #expect(navigation.supportedInterfaceOrientations == .portrait)
        #expect(tabs.supportedInterfaceOrientations == .landscape && tabs.preferredInterfaceOrientationForPresentation == .landscapeLeft)
        host.rotate(to: .landscapeLeft)
        host.settle()
        #expect(host.window.bounds.size == CGSize(width: 393, height: 852), "the delegate keeps the interface upright")
    }
}
