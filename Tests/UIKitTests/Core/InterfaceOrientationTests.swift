import Foundation
import Synchronization
import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore
@testable import UIKitHosting

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

    /// Xcode runs an app whose `UIDeviceFamily` is iPad alone (`TARGETED_DEVICE_FAMILY = 2`) only
    /// on iPad simulators; asked for an iPhone, the lab opens it on an iPad. iPhone apps, and apps
    /// for both, open on the device asked for.
    @Test func anIPadOnlyAppOpensOnAnIPad() throws {
        var settings = HostSettings()
        settings.device = try #require(SimulatedDevice.named("iphone-15", freeformSize: .zero))
        let iPadOnly = AppInfo(["UIDeviceFamily": [2]], moduleName: "App")
        #expect(iPadOnly.isIPadOnly)
        #expect(SimulatorLauncher.launchDevice(for: settings, info: iPadOnly).idiom == .pad)
        #expect(SimulatorLauncher.launchDevice(for: settings, info: AppInfo(["UIDeviceFamily": [1, 2]], moduleName: "App")).identifier == "iphone-15")
        #expect(SimulatorLauncher.launchDevice(for: settings, info: AppInfo([:], moduleName: "App")).identifier == "iphone-15")
        #expect(AppInfo(["UIDeviceFamily": "2"], moduleName: "App").problems == ["UIDeviceFamily is not an array of numbers"])
    }

    /// `UIDevice.orientationDidChangeNotification` is posted with the device when it turns, even
    /// when the interface does not; UIKit generates them for the app already, and they stop only
    /// when every `begin` has been ended.
    @Test func theDevicePostsItsOrientationChangesWhileGeneratingThem() {
        let host = HeadlessHost(device: .iPhone15)
        host.rootViewController = Screen()
        host.settle()
        let device = host.run { UIDevice.current }
        let heard = Mutex(0)
        let observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: device, queue: nil) { _ in
            heard.withLock { $0 += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(host.run { device.isGeneratingDeviceOrientationNotifications }, "UIKit's own request")
        host.rotate(to: .landscapeLeft)
        #expect(heard.withLock { $0 } == 1, "the portrait-only interface stayed, but the device turned")
        host.rotate(to: .landscapeLeft)
        #expect(heard.withLock { $0 } == 1, "no turn, no notification")
        host.run {
            device.beginGeneratingDeviceOrientationNotifications()
            device.endGeneratingDeviceOrientationNotifications()
            device.endGeneratingDeviceOrientationNotifications()
        }
        #expect(!host.run { device.isGeneratingDeviceOrientationNotifications })
        host.rotate(to: .portrait)
        #expect(heard.withLock { $0 } == 1)
    }
}
