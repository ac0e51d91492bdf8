import XCTest
import UIKit
import QuartzCore
import UIKitTesting

/// UIKit with no host, as an app's unit-test bundle uses it on the Simulator: a window made key and
/// visible is on the default app's screen, and animations, transitions and display links move in real
/// time while the test waits on the main run loop.
final class DefaultAppXCTests: XCTestCase {
    /// Fades the presented view in over `duration` seconds.
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let duration: TimeInterval
        init(duration: TimeInterval) { self.duration = duration }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let presented = transitionContext.view(forKey: .to) else { return }
            transitionContext.containerView.addSubview(presented)
            presented.alpha = 0
            UIView.animate(withDuration: duration, animations: { presented.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    final class FadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
        let duration: TimeInterval
        init(duration: TimeInterval) { self.duration = duration }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            FadeAnimator(duration: duration)
        }
    }

    final class AppearanceCountingController: UIViewController {
        var didAppearCount = 0
        /// UIKit holds a transitioning delegate weakly; the controller keeps its own alive.
        var keptTransitioningDelegate: UIViewControllerTransitioningDelegate?
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            didAppearCount += 1
        }
    }

    /// A window as an app's test makes one. As in UIKit nothing else keeps a window alive: each test
    /// holds its own.
    @MainActor private func makeWindow() -> (UIWindow, UIViewController) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    @MainActor private func presentFading(from root: UIViewController, duration: TimeInterval,
                                          completion: @escaping () -> Void) -> AppearanceCountingController {
        let presented = AppearanceCountingController()
        let delegate = FadeDelegate(duration: duration)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        presented.keptTransitioningDelegate = delegate
        root.present(presented, animated: true, completion: completion)
        return presented
    }

    @MainActor func testTheDefaultScreenIsAnIPhone15UnlessTheDeviceVariableNamesAnother() {
        let named = ProcessInfo.processInfo.environment["PRESENTATION_LAB_DEVICE"] ?? ""
        let expected = SimulatedDevice.named(named, freeformSize: CGSize(width: 390, height: 844)) ?? .iPhone15
        XCTAssertEqual(UIScreen.main.device, expected)
        XCTAssertEqual(UIScreen.main.bounds.size, expected.screenSize(in: .portrait))
        XCTAssertEqual(UIScreen.main.scale, expected.scale)
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, expected.idiom)
    }

    @MainActor func testAWindowMadeKeyAndVisibleLaysOutAndItsRootAppearsOnTheNextFrame() {
        let (window, root) = makeWindow()
        let child = AppearanceCountingController()
        window.rootViewController = child
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertEqual(child.view.frame, UIScreen.main.bounds)
        XCTAssertEqual(child.didAppearCount, 0, "viewDidAppear waits for the first frame on screen")
        let appeared = expectation(description: "viewDidAppear")
        Self.poll(until: { child.didAppearCount == 1 }, then: appeared)
        wait(for: [appeared], timeout: 2)
        withExtendedLifetime(root) {}
    }

    @MainActor func testACustomTransitionFinishesInRealTimeWhileXCTestWaits() {
        let (window, root) = makeWindow()
        let finished = expectation(description: "presentation completion")
        let start = Date()
        let presented = presentFading(from: root, duration: 0.3) { finished.fulfill() }
        XCTAssertEqual(presented.view.alpha, 1, "the model value is the end value at once")
        wait(for: [finished], timeout: 3)
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertGreaterThanOrEqual(elapsed, 0.28, "the fade lasts its 0.3 s of real time")
        XCTAssertLessThan(elapsed, 2)
        XCTAssertTrue(root.presentedViewController === presented)
        XCTAssertEqual(presented.view.layer.presentation()?.opacity ?? 0, 1, accuracy: 0.001)
        XCTAssertEqual(presented.didAppearCount, 1)
        XCTAssertTrue(presented.view.window === window)
    }

    @MainActor func testATransitionMovesWhileTheMainRunLoopRuns() {
        let (window, root) = makeWindow()
        defer { withExtendedLifetime(window) {} }
        var completed = false
        let presented = presentFading(from: root, duration: 0.4) { completed = true }
        RunLoop.main.run(until: Date().addingTimeInterval(0.2))
        let halfway = presented.view.layer.presentation()?.opacity ?? -1
        XCTAssertGreaterThan(halfway, 0.1, "after 0.2 s of a 0.4 s fade the view is partly in")
        XCTAssertLessThan(halfway, 0.95)
        XCTAssertFalse(completed)
        let deadline = Date().addingTimeInterval(3)
        while !completed && Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.05)) }
        XCTAssertTrue(completed)
        XCTAssertEqual(presented.didAppearCount, 1)
    }

    @MainActor func testADisplayLinkCountsFramesAtTheScreensRefreshRate() {
        var frames = 0
        var stamps: [(CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink { link in
            frames += 1
            stamps.append((link.timestamp, link.targetTimestamp))
        }
        link.add(to: .main, forMode: .common)
        RunLoop.main.run(until: Date().addingTimeInterval(0.5))
        let rate = Double(UIScreen.main.maximumFramesPerSecond)
        XCTAssertGreaterThan(Double(frames), 0.5 * rate * 0.6, "about half a second of frames")
        XCTAssertLessThanOrEqual(Double(frames), 0.5 * rate + 2)
        XCTAssertEqual(link.duration, 1 / rate, accuracy: 1e-9)
        for (timestamp, target) in stamps { XCTAssertEqual(target - timestamp, link.duration, accuracy: 1e-9) }
        for (earlier, later) in zip(stamps, stamps.dropFirst()) { XCTAssertGreaterThan(later.0, earlier.0) }
        link.isPaused = true
        let pausedAt = frames
        RunLoop.main.run(until: Date().addingTimeInterval(0.1))
        XCTAssertEqual(frames, pausedAt, "a paused link does not fire")
        link.isPaused = false
        RunLoop.main.run(until: Date().addingTimeInterval(0.1))
        XCTAssertGreaterThan(frames, pausedAt)
        link.invalidate()
        let stoppedAt = frames
        RunLoop.main.run(until: Date().addingTimeInterval(0.1))
        XCTAssertEqual(frames, stoppedAt, "an invalidated link never fires again")
    }

    @MainActor func testAnAsyncTestSeesTimePassWithFulfillmentAndTaskSleep() async throws {
        let (window, root) = makeWindow()
        defer { withExtendedLifetime(window) {} }
        let finished = expectation(description: "presentation completion")
        let presented = presentFading(from: root, duration: 0.25) { finished.fulfill() }
        await fulfillment(of: [finished], timeout: 3)
        XCTAssertEqual(presented.didAppearCount, 1)

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(view)
        UIView.animate(withDuration: 0.2) { view.center.x = 105 }
        try await Task.sleep(nanoseconds: 100_000_000)
        let moving = view.layer.presentation()?.position.x ?? 0
        XCTAssertGreaterThan(moving, 5, "the animation moved while the test slept")
        try await Task.sleep(nanoseconds: 300_000_000)
        XCTAssertEqual(view.layer.presentation()?.position.x ?? 0, 105, accuracy: 0.01)
    }

    @MainActor func testAHeadlessHostKeepsItsOwnClockBesideTheDefaultApp() {
        // The default app's work starts before the test makes a host: from then on its body is in
        // the host's world, while the default app goes on with the real clock.
        let (window, root) = makeWindow()
        defer { withExtendedLifetime(window) {} }
        let finished = expectation(description: "presentation completion")
        _ = presentFading(from: root, duration: 0.2) { finished.fulfill() }
        let host = HeadlessHost(device: .iPadPro12_9)
        let hostTime = host.time
        wait(for: [finished], timeout: 3)
        XCTAssertEqual(host.time, hostTime, "the real clock does not move a headless host")
        XCTAssertEqual(host.screen.bounds.size, SimulatedDevice.iPadPro12_9.screenSize(in: .portrait))
        XCTAssertFalse(host.application.windows.contains { $0.rootViewController === root })
        XCTAssertTrue(UIScreen.main === host.screen, "the test's body is in the world of the host it made")
    }

    @MainActor func testATestBodyReadsTheHostItMade() async {
        let host = HeadlessHost(device: .iPad10, systemVersion: "17", contentSize: .extraSmall)
        host.rootViewController = UIViewController()
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .pad)
        XCTAssertEqual(UIDevice.current.systemVersion, "17.0")
        XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .extraSmall)
        XCTAssertTrue(UIApplication.shared.keyWindow === host.window)
    }

    /// Fulfils `expectation` once `condition` holds, checking on the main queue.
    @MainActor static func poll(until condition: @escaping @MainActor () -> Bool, then expectation: XCTestExpectation) {
        if condition() { expectation.fulfill(); return }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) {
            MainActor.assumeIsolated { poll(until: condition, then: expectation) }
        }
    }
}
