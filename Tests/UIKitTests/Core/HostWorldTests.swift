import Testing
import UIKit
import UIKitTesting
@testable import UIKitScreens

/// Each host is its own world, reached through its views and controllers, never switched on: code
/// that touches host A's objects runs on A's clock whichever host ran last, static API answers from
/// the host whose code runs (its callbacks, `host.run`), and a test body from the host it made or
/// entered last, as a test on iOS has the one app it set up. Tests on separate hosts may run in
/// parallel and interleave at every await.
@MainActor
@Suite struct HostWorldTests {
    /// A host showing one 100-point-wide view at x = 0 in a plain root.
    private func hostWithBox(width: CGFloat = 300) -> (HeadlessHost, UIView) {
        let screen = PlainScreen(size: CGSize(width: width, height: 400))
        let box = screen.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        screen.host.settle()
        return (screen.host, box)
    }

    @Test func anAnimationOfAHostsViewRunsOnThatHostsClockWhicheverHostRanLast() {
        let (a, boxA) = hostWithBox()
        let (b, _) = hostWithBox()
        b.advance(by: 0.1)                                   // host B ran last
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { boxA.frame.origin.x = 200 })
        b.advance(by: 2)
        #expect(boxA.layer.presentation()?.frame.origin.x == 0, "B's frames do not move A's animation")
        a.advance(by: 0.5)
        #expect(abs((boxA.layer.presentation()?.frame.origin.x ?? 0) - 100) < 0.5, "half way on A's clock")
        a.advance(by: 0.5)
        #expect(boxA.layer.presentation()?.frame.origin.x == 200)
    }

    /// A controller keeps no host alive, and once the host it was shown in is gone it belongs to the
    /// code that runs, as one never shown does: presenting from it neither crashes nor reaches the
    /// old host.
    @Test func aControllerOutlivesTheHostItWasShownIn() {
        let controller = UIViewController()
        weak var goneHost: HeadlessHost?
        do {
            let host = HeadlessHost(size: CGSize(width: 300, height: 400))
            host.rootViewController = controller
            host.settle()
            host.rootViewController = UIViewController()
            host.settle()
            goneHost = host
        }
        #expect(goneHost == nil)
        let (other, _) = hostWithBox()
        let environment = other.run { controller.environment }
        #expect(environment === other.run { HostEnvironment.current })
    }

    @Test func aPushOnAHostsStackRunsOnThatHostsClock() {
        let a = HeadlessHost(size: CGSize(width: 300, height: 400))
        let navigation = UINavigationController(rootViewController: UIViewController())
        a.rootViewController = navigation
        let (b, _) = hostWithBox()
        b.advance(by: 0.1)
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        b.advance(by: 2)
        let slid = pushed.view.layer.presentation()?.frame.origin.x ?? 0
        #expect(slid > 250, "B's frames do not run A's push: the pushed view still waits at the right edge (\(slid))")
        a.advance(by: NavigationSlideAnimator.duration / 2)
        let halfway = pushed.view.layer.presentation()?.frame.origin.x ?? 0
        #expect(halfway > 10 && halfway < 290, "half way on A's clock (\(halfway))")
        a.advance(by: NavigationSlideAnimator.duration)
        #expect(pushed.view.layer.presentation()?.frame.origin.x == 0)
        #expect(navigation.topViewController === pushed)
        #expect(pushed.view.window === a.window)
    }

    /// A controller belongs to the world it attached to: a tab never shown is its tab bar
    /// controller's, and keeps it when another host's code asks (the binding is made once, when
    /// the stack goes on screen, not searched for on every call).
    @Test func aTabNeverShownBelongsToItsTabBarControllersHost() {
        let a = HeadlessHost(size: CGSize(width: 300, height: 400))
        let hidden = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: UIViewController()), hidden]
        a.rootViewController = tabs
        a.settle()
        #expect(!hidden.isViewLoaded)
        let (b, _) = hostWithBox()
        b.advance(by: 0.1)                                   // host B ran last
        let environmentOfA = a.run { HostEnvironment.current }
        #expect(hidden.environment === environmentOfA)
        #expect(b.run { hidden.topViewController!.environment } === environmentOfA)
        tabs.selectedIndex = 1
        a.settle()
        #expect(hidden.view.window === a.window)
    }

    /// An animator that never completes by itself: the test completes it, from outside every host.
    final class ManualAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        var context: UIViewControllerContextTransitioning?
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            if let view = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(view) }
            context = transitionContext
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    }

    @Test func aTransitionCompletedFromOutsideEveryHostFinishesInItsOwn() {
        let a = HeadlessHost(size: CGSize(width: 300, height: 400))
        let root = UIViewController()
        a.rootViewController = root
        let animator = ManualAnimator()
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = animator
        var completed = false
        root.present(presented, animated: true) { completed = true }
        a.advance(by: 0.1)
        let (b, _) = hostWithBox()
        b.advance(by: 0.1)                                   // host B ran last
        animator.context?.completeTransition(true)
        a.settle()
        #expect(completed)
        #expect(!presented.isBeingPresented)
        #expect(presented.view.window === a.window)
        b.settle()
    }

    final class ScreenReader: UIViewController {
        var screenInViewDidLoad: UIScreen?
        var screenInAnimator: UIScreen?
        override func viewDidLoad() {
            super.viewDidLoad()
            screenInViewDidLoad = UIScreen.main
        }
    }

    @Test func staticAPIAnswersFromTheHostWhoseCodeRunsElseFromTheHostTheTestEnteredLast() {
        let phone = HeadlessHost(device: .iPhone15)
        #expect(UIScreen.main === phone.screen, "a test body is in the world of the host it made")
        let pad = HeadlessHost(device: .iPad10)
        #expect(UIScreen.main === pad.screen, "the latest made")
        let reader = ScreenReader()
        phone.rootViewController = reader
        #expect(reader.screenInViewDidLoad === phone.screen, "the app's own callbacks see their host")
        #expect(reader.screenInViewDidLoad?.bounds.size == CGSize(width: 393, height: 852))
        #expect(UIScreen.main === phone.screen, "or entered: the test's body now works with the phone")
        #expect(pad.run { UIScreen.main } === pad.screen)
        #expect(UIDevice.current.userInterfaceIdiom == .pad, "run enters the pad")
        #expect(phone.run { UIApplication.shared } === phone.application)
        #expect(phone.application !== pad.application)
        #expect(UIApplication.shared === phone.application)
        // Nested: a host's code that reaches another host's object runs that object's work there.
        phone.run {
            let reader = ScreenReader()
            pad.rootViewController = reader
            #expect(reader.screenInViewDidLoad === pad.screen)
            #expect(UIScreen.main === phone.screen, "and returns to the caller's world")
        }
    }

    /// What four independent test files read from their bodies: the host's iOS version, appearance,
    /// text size and key window, not the default app's.
    @Test func aTestBodyReadsItsHostsDeviceTraitsTextSizeAndKeyWindow() {
        let host = HeadlessHost(device: .iPhoneSE3, systemVersion: "16", appearance: .dark,
                                contentSize: .accessibilityLarge)
        host.rootViewController = UIViewController()
        #expect(UIDevice.current.systemVersion == "16.0")
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 33, "Body at AX Large is 33 points")
        #expect(UIApplication.shared.keyWindow === host.window)
        #expect(UIApplication.shared.keyWindow?.safeAreaInsets.top == 20, "the SE's status bar")
    }

    /// Parallel tests (here the cases of one test, interleaving at every await) each see their own.
    @Test(arguments: [SimulatedDevice.iPhoneSE3, .iPhone15, .iPad10, .iPadPro12_9])
    func parallelTestsEachSeeTheirOwnHost(device: SimulatedDevice) async {
        let host = HeadlessHost(device: device)
        for _ in 0..<5 {
            await Task.yield()
            #expect(UIScreen.main === host.screen)
            #expect(UIScreen.main.bounds.size == device.screenSize(in: .portrait))
        }
    }

    @Test func animationsDisabledInOneHostStayOnInTheOther() {
        let (a, boxA) = hostWithBox()
        let (b, boxB) = hostWithBox()
        a.run { UIView.setAnimationsEnabled(false) }
        a.run { UIView.animate(withDuration: 1) { boxA.frame.origin.x = 50 } }
        b.run { UIView.animate(withDuration: 1) { boxB.frame.origin.x = 50 } }
        #expect(boxA.layer.presentation()?.frame.origin.x == 50, "A changes at once")
        b.advance(by: 0.5)
        #expect((boxB.layer.presentation()?.frame.origin.x ?? 0) < 50, "B still animates")
        #expect(b.run { UIView.areAnimationsEnabled })
        #expect(UIView.areAnimationsEnabled, "the world outside every host is untouched")
    }

    /// Two tasks, one host each, taking turns at every await: each host's animation runs on its own
    /// clock, as if the other were not there.
    @Test func twoTasksDrivingAHostEachInterleaveAtAwaitsWithoutMixingClocks() async {
        func drive(width: CGFloat, duration: TimeInterval, steps: Int) async -> [CGFloat] {
            let (host, box) = hostWithBox(width: width)
            var seen: [CGFloat] = []
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: { box.frame.origin.x = 100 })
            for _ in 0..<steps {
                await Task.yield()
                host.advance(by: duration / Double(steps))
                seen.append((box.layer.presentation()?.frame.origin.x ?? -1).rounded())
                await Task.yield()
            }
            return seen
        }
        async let first = drive(width: 300, duration: 1, steps: 4)
        async let second = drive(width: 320, duration: 2, steps: 5)
        let (a, b) = await (first, second)
        #expect(a == [25, 50, 75, 100])
        #expect(b == [20, 40, 60, 80, 100])
    }
}
