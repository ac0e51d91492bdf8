import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Which way up the interface is, as UIKit documents it: when the device turns, the root controller
/// (or the top full-screen presentation) is asked, and the interface turns only to an orientation
/// both it and the app support; the app's are its delegate's answer, else its Info.plist's.
@MainActor
@Suite struct InterfaceOrientationTests {
    final class Screen: UIViewController {
        var mask: UIInterfaceOrientationMask = .portrait
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { mask }
    }

    final class LandscapeApp: NSObject, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            return true
        }
        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
            .landscape
        }
    }

    @Test func aPortraitOnlyScreenStaysUprightWhenTheDeviceTurnsAndTurnsWhenItAllowsIt() {
        let host = HeadlessHost(device: .iPhone15)
        let screen = Screen()
        host.rootViewController = screen
        host.settle()
        host.rotate(to: .landscapeLeft)
        host.settle()
        #expect(host.window.bounds.size == CGSize(width: 393, height: 852), "the interface stays in portrait")
        #expect(host.run { UIDevice.current.orientation } == .landscapeLeft, "the device itself turned")
        screen.mask = .allButUpsideDown
        host.run { screen.setNeedsUpdateOfSupportedInterfaceOrientations() }
        host.settle()
        #expect(host.window.bounds.size == CGSize(width: 852, height: 393))
        #expect(host.run { UIInterfaceOrientation(host.window.screen.orientation) } == .landscapeRight)
        // Narrowed back to portrait, the interface leaves landscape though the device stays turned.
        screen.mask = .portrait
        host.run { screen.setNeedsUpdateOfSupportedInterfaceOrientations() }
        host.settle()
        #expect(host.window.bounds.size == CGSize(width: 393, height: 852))
    }

    @Test func upsideDownIsAnIPadsOrientationNotAnIPhones() {
        let phone = HeadlessHost(device: .iPhone15)
        phone.rootViewController = UIViewController()
        phone.rotate(to: .portraitUpsideDown)
        phone.settle()
        #expect(phone.run { phone.window.screen.orientation } == .portrait)
        let pad = HeadlessHost(device: .iPad10)
        pad.rootViewController = UIViewController()
        pad.rotate(to: .portraitUpsideDown)
        pad.settle()
        #expect(pad.run { pad.window.screen.orientation } == .portraitUpsideDown)
    }

    @Test func theAppDelegatesOrientationsTurnTheFirstScreenAtLaunch() {
        let host = HeadlessHost(device: .iPhone15)
        let app = LandscapeApp()
        #expect(host.launch(app))
        host.settle()
        let window = try? #require(app.window)
        #expect(window?.bounds.size == CGSize(width: 852, height: 393))
        #expect(host.run { UIApplication.shared.supportedInterfaceOrientations(for: window) } == .landscape)
    }

    @Test func theInfoPlistListsOrientationsPerDeviceAndNamesWhatItCannotRead() {
        let info = AppInfo([
            "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
            "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight",
                                                      "UIInterfaceOrientationSideways"],
        ], moduleName: "App")
        #expect(info.supportedOrientations(for: .phone) == [.portrait])
        #expect(info.supportedOrientations(for: .pad) == [.landscapeLeft, .landscapeRight])
        #expect(info.problems == ["UISupportedInterfaceOrientations~ipad names UIInterfaceOrientationSideways, which are not interface orientations"])
        #expect(AppInfo([:], moduleName: "App").supportedOrientations(for: .phone) == nil)
        #expect(UIInterfaceOrientationMask(.landscapeLeft).orientations == [.landscapeLeft])
        #expect(UIInterfaceOrientation.landscapeLeft.deviceOrientation == .landscapeRight)
    }
}
