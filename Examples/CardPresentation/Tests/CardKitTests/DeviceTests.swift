import Testing
import UIKit
import UIKitTesting
import CardKit

/// The card on an iPhone 15 in landscape, turned to portrait by the same path as Ctrl+Left in the window.
@MainActor @Test func theCardFollowsARotation() {
    let host = HeadlessHost(device: .iPhone15, orientation: .landscapeLeft, systemVersion: "17.0")
    let root = HomeViewController()
    host.rootViewController = root
    host.tap(at: CGPoint(x: 400, y: 100))
    host.settle()
    #expect(root.presentedViewController?.view.frame == CGRect(x: 0, y: 196.5, width: 852, height: 196.5))
    #expect(root.traitCollection.verticalSizeClass == .compact)
    host.rotate(to: .portrait)
    host.settle()
    #expect(root.presentedViewController?.view.frame == CGRect(x: 0, y: 426, width: 393, height: 426))
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
}

/// The scene-based app, launched as the simulator launches it.
@MainActor @Test func anAppDelegateLaunchShowsTheCardScreen() {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = HomeViewController()
            window?.makeKeyAndVisible()
            return true
        }
    }
    let host = HeadlessHost(device: .iPhoneSE3)
    host.launch(AppDelegate())
    host.tap(at: CGPoint(x: 100, y: 100))
    host.settle()
    #expect(host.snapshot().pixel(x: 100, y: 600) == (0, 122, 255, 255))
}
