import Testing
import UIKit
import UIKitTesting
@testable import UIKitScreens

/// Presentations, pushes, pops and tab switches share one queue per host (docs/PORTING.md, "One
/// transition at a time"): what is asked while a transition runs waits for it, in the order asked.
@MainActor
@Suite struct TransitionQueueTests {
    private func stack() -> (HeadlessHost, UINavigationController) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let navigation = UINavigationController(rootViewController: UIViewController())
        host.rootViewController = navigation
        host.settle()
        return (host, navigation)
    }

    @Test func aPresentAskedDuringAPushWaitsForThePushToLand() {
        let (host, navigation) = stack()
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        host.advance(by: 0.1)
        let modal = UIViewController()
        var presentedAt: TimeInterval?
        pushed.present(modal, animated: false) { presentedAt = host.time }
        #expect(modal.presentingViewController == nil, "not while the push slides")
        host.settle()
        #expect(modal.presentingViewController != nil)
        #expect((presentedAt ?? 0) >= NavigationSlideAnimator.duration - 0.001, "after the push's \(NavigationSlideAnimator.duration) s")
        #expect(pushed.view.layer.presentation()?.frame.minX == 0)
    }

    @Test func requestsMadeDuringAPresentationRunInTheOrderAsked() {
        let (host, navigation) = stack()
        let modal = UIViewController()
        navigation.present(modal, animated: true)
        host.advance(by: 0.05)
        let first = UIViewController(), second = UIViewController()
        navigation.pushViewController(first, animated: true)
        modal.dismiss(animated: true)
        navigation.pushViewController(second, animated: false)
        #expect(navigation.viewControllers.count == 1, "nothing is pushed while the presentation runs")
        host.settle()
        #expect(navigation.viewControllers.map { ObjectIdentifier($0) } == [navigation.viewControllers[0], first, second].map { ObjectIdentifier($0) })
        #expect(navigation.presentedViewController == nil)
        #expect(second.view.window === host.window)
    }

    @Test func ofTabSwitchesAskedWhileATransitionRunsTheNewestWins() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let tabs = UITabBarController()
        let one = UIViewController(), two = UIViewController(), three = UIViewController()
        tabs.viewControllers = [one, two, three]
        host.rootViewController = tabs
        host.settle()
        tabs.present(UIViewController(), animated: true)
        host.advance(by: 0.05)
        tabs.selectedIndex = 1
        tabs.selectedIndex = 2
        #expect(one.view.window != nil, "the switch waits for the presentation")
        host.settle()
        #expect(tabs.selectedViewController === three)
        #expect(two.viewIfLoaded?.window == nil)
    }
}
