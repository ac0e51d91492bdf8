import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite struct ViewControllerTests {
    final class Recorder: UIViewController {
        var events: [String] = []
        override func viewDidLoad() { super.viewDidLoad(); events.append("load") }
        override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
        override func viewWillLayoutSubviews() { events.append("willLayout") }
        override func viewDidLayoutSubviews() { events.append("didLayout") }
        override func willMove(toParent parent: UIViewController?) { events.append("willMove \(parent == nil ? "nil" : "parent")") }
        override func didMove(toParent parent: UIViewController?) { events.append("didMove \(parent == nil ? "nil" : "parent")") }
    }

    @Test func theViewLoadsLazilyOnce() {
        let controller = Recorder()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        _ = controller.view
        _ = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.events == ["load"])
    }

    @Test func aRootControllerAppearsAndLaysOutAsUIKitOrdersIt() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let controller = Recorder()
        host.rootViewController = controller
        #expect(controller.events == ["load", "willAppear", "willLayout", "didLayout", "didAppear"])
        #expect(controller.view.frame == host.window.bounds)
        controller.events.removeAll()
        host.resize(to: CGSize(width: 200, height: 100))
        #expect(controller.events == ["willLayout", "didLayout"])
    }

    @Test func containmentCallsAndChildrenFollowAppearance() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let parent = UIViewController()
        let child = Recorder()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.parent === parent)
        #expect(parent.children.count == 1)
        host.rootViewController = parent
        #expect(child.events.contains("willAppear") && child.events.contains("didAppear"))
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.parent == nil && parent.children.isEmpty)
        #expect(child.events.first == "willMove parent", "addChild calls willMove(toParent:)")
        #expect(child.events.suffix(2) == ["willMove nil", "didMove nil"], "removeFromParent calls didMove(toParent: nil)")
    }

    @Test func preferredContentSizeChangesReachTheContainer() {
        final class Container: UIViewController {
            var changes = 0
            override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) { changes += 1 }
        }
        let container = Container()
        let child = UIViewController()
        container.addChild(child)
        child.preferredContentSize = CGSize(width: 10, height: 20)
        child.preferredContentSize = CGSize(width: 10, height: 20)
        #expect(container.changes == 1)
    }

    @Test func aChildOfAPresentedControllerKnowsThePresenter() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let presenter = UIViewController()
        host.rootViewController = presenter
        let presented = UIViewController()
        let child = UIViewController()
        presented.addChild(child)
        presenter.present(presented, animated: false)
        #expect(child.presentingViewController === presenter)
        child.dismiss(animated: false)
        #expect(presenter.presentedViewController == nil)
    }

    @Test func anAppDelegateLaunchesItsWindow() {
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow(frame: UIScreen.main.bounds)
                let root = UIViewController()
                root.view.backgroundColor = .systemGreen
                window.rootViewController = root
                window.makeKeyAndVisible()
                self.window = window
                return true
            }
        }
        let host = HeadlessHost(size: CGSize(width: 120, height: 80))
        let delegate = AppDelegate()
        #expect(host.launch(delegate))
        #expect(host.window === delegate.window)
        #expect(delegate.window?.isKeyWindow == true)
        #expect(host.snapshot().pixel(x: 60, y: 40) == (52, 199, 89, 255))
    }
}
