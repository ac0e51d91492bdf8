import Foundation
import Testing
import UIKit
import UIKitTesting

/// Failures random interaction found (issue 18's list), each as the shortest sequence that showed it.
@MainActor
@Suite struct NavigationRegressionTests {
    @Test func aPopToRootQueuedBehindAPushPopsToTheRootOfTheStackItRunsOn() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 600))
        let navigation = UINavigationController(rootViewController: UIViewController())
        host.rootViewController = navigation
        host.settle()
        let c = UIViewController(), d = UIViewController()
        navigation.pushViewController(UIViewController(), animated: true)
        navigation.setViewControllers([c, d], animated: true)
        navigation.popToRootViewController(animated: true)
        host.settle()
        #expect(navigation.viewControllers == [c])
        #expect(navigation.children == [c])
    }

    @Test func replacingTheStackBeforeTheViewLoadsLeavesNoOldChildBehind() {
        let old = UIViewController(), new = UIViewController()
        let navigation = UINavigationController(rootViewController: old)
        navigation.setViewControllers([new], animated: false)
        #expect(navigation.children == [new])
        #expect(old.parent == nil && new.parent === navigation)
    }

    @Test func aPushedViewFollowsTheNavigationControllersResize() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 600))
        let navigation = UINavigationController(rootViewController: UIViewController())
        host.rootViewController = navigation
        host.settle()
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        host.settle()
        host.resize(to: CGSize(width: 600, height: 420))
        host.settle()
        #expect(pushed.view.frame == CGRect(x: 0, y: 0, width: 600, height: 420))
    }

    @Test func aRootReplacedWhileAPresentationCoversItStillHearsDidDisappear() {
        let log = AppearanceLog()
        let host = HeadlessHost(size: CGSize(width: 390, height: 600))
        let root = LoggingController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        host.rootViewController = navigation
        host.settle()
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        navigation.present(cover, animated: true)
        // While the cover slides up (A has heard viewWillDisappear), the stack changes twice.
        navigation.pushViewController(LoggingController("B", log: log), animated: true)
        navigation.setViewControllers([LoggingController("C", log: log)], animated: true)
        host.settle()
        #expect(log.entries.filter { $0 == "A.willDisappear" }.count == 1)
        #expect(log.entries.filter { $0 == "A.didDisappear" }.count == 1)
        #expect(root.parent == nil)
    }

    @Test func aTapOutsideAnActionSheetPopoverWhileItAnimatesInDismissesNothing() {
        let host = HeadlessHost(device: .iPad10)
        let root = UIViewController()
        host.rootViewController = root
        host.settle()
        var cancelled = 0
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 })
        sheet.popoverPresentationController?.sourceView = root.view
        sheet.popoverPresentationController?.sourceRect = CGRect(x: 100, y: 100, width: 10, height: 10)
        root.present(sheet, animated: true)
        let queued = UIViewController()
        sheet.present(queued, animated: true)
        host.advance(by: 0.05)
        host.tap(at: CGPoint(x: 700, y: 1000))
        host.settle()
        #expect(root.presentedViewController === sheet)
        #expect(sheet.presentedViewController === queued)
        #expect(cancelled == 0)
    }

    @Test func anActionSheetInAVeryNarrowWindowDoesNotStopTheProgram() {
        let host = HeadlessHost(size: CGSize(width: 30, height: 400))
        let root = UIViewController()
        host.rootViewController = root
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(sheet, animated: true)
        host.settle()
        #expect(root.presentedViewController === sheet)
        #expect(sheet.view.window != nil)
    }
}

@MainActor
@Suite struct TwoHostNavigationTests {
    @Test func aPushRunsOnTheClockOfTheHostShowingTheStack() {
        let a = HeadlessHost(size: CGSize(width: 390, height: 600))
        let navigation = UINavigationController(rootViewController: UIViewController())
        a.rootViewController = navigation
        a.settle()
        let b = HeadlessHost(size: CGSize(width: 320, height: 480))
        b.rootViewController = UIViewController()
        b.advance(by: 0.1)
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        a.advance(by: 1)
        #expect(pushed.view.layer.presentation()?.frame.minX == 0, "A's clock played the push")
        #expect(navigation.topViewController === pushed && pushed.view.superview != nil)
    }
}

/// Found by the interaction soak: a stack covered by a full-screen presentation (its view out of
/// the window) still belongs to its host, so a push made on it from a test body runs on that host's
/// clock; once the cover is dismissed, only the pushed controller is on screen.
@MainActor
@Suite struct CoveredStackTests {
    @Test func aPushUnderAFullScreenPresentationRunsInItsHostAndLeavesOneViewOnScreen() {
        let host = HeadlessHost(size: CGSize(width: 480, height: 395))
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        host.rootViewController = tabs
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        tabs.present(cover, animated: false)
        host.settle()
        #expect(navigation.view.window == nil, "a full-screen presentation takes the covered views out of the window")
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        cover.dismiss(animated: true)
        host.settle()
        #expect(navigation.topViewController === pushed)
        #expect(pushed.view.window === host.window)
        #expect(root.viewIfLoaded?.window == nil, "the controller pushed over is off screen")
        #expect(navigation.children == navigation.viewControllers)
    }
}
