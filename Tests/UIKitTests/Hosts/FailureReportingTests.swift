import Foundation
import Testing
import UIKit
import UIKitTesting

/// An animator that forgets `completeTransition(_:)`: the mistake `settle()` must name.
final class ForgetfulAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let view = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(view)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
}

@MainActor
func presentWithForgetfulAnimator(in host: HeadlessHost) -> ForgetfulAnimator {
    let animator = ForgetfulAnimator()
    host.rootViewController = UIViewController()
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = animator
    host.rootViewController?.present(sheet, animated: true)
    return animator
}

/// A test tool fails the test that misused it, says why, and lets the run go on.
@MainActor @Suite struct FailureReportingTests {
    @Test func settleRecordsTheStuckTransitionInTheRunningTestAndReturnsFalse() {
        let host = HeadlessHost(device: .iPhone15)
        let animator = presentWithForgetfulAnimator(in: host)
        var settled = true
        withKnownIssue {
            settled = host.settle(timeout: 1)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("a transition waits for completeTransition(_:)") }
                && issue.comments.contains { $0.rawValue.contains("ForgetfulAnimator") }
        }
        #expect(!settled)
        #expect(host.time >= 1, "settle waited its whole timeout on the fake clock")
        withExtendedLifetime(animator) {}
    }

    @Test func settleReturnsTrueWhenEverythingSettled() {
        let host = HeadlessHost(device: .iPhone15)
        host.rootViewController = UIViewController()
        host.rootViewController?.present(UIViewController(), animated: true)
        #expect(host.settle())
        #expect(host.rootViewController?.presentedViewController != nil)
    }

    /// A misused call fails the test and does nothing: the tap at NaN reaches no button.
    @Test func aMisusedCallFailsTheTestAndDoesNotAct() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let controller = UIViewController()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        controller.view.addSubview(button)
        host.rootViewController = controller
        withKnownIssue {
            host.tap(at: CGPoint(x: CGFloat.nan, y: 10))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("HeadlessHost.tap(at:) needs a point with finite coordinates") }
        }
        #expect(taps == 0)
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps == 1, "the host goes on working after the misuse")
    }

    /// The case `make test` shows: in one run, the test whose animator never completes fails alone,
    /// with the diagnosis, and the test after it passes. Run in a child process (the same test
    /// binary, with the suite below switched on) so this run stays green.
    @Test func aStuckAnimatorFailsOnlyItsOwnTestInARun() throws {
        let output = try runThisTestBinary(filter: "StuckAnimatorSuite", environment: [stuckAnimatorSuiteSwitch: "1"])
        #expect(output.contains("aTransitionWhoseAnimatorNeverCompletes() recorded an issue"), "\(output)")
        #expect(output.contains("a transition waits for completeTransition(_:)"), "\(output)")
        #expect(output.contains("aTransitionWhoseAnimatorNeverCompletes() failed"), "\(output)")
        #expect(output.contains("theTestAfterItPasses() passed"), "\(output)")
        #expect(output.contains("2 tests") && output.contains("1 issue"), "\(output)")
    }

    /// The same in XCTest: the stuck case's `XCTFail` fails that case only.
    @Test func aStuckAnimatorFailsOnlyItsOwnXCTestCase() throws {
        let output = try runThisTestBinary(xctest: "UIKitTests.StuckAnimatorXCTests",
                                           environment: [stuckAnimatorSuiteSwitch: "1"])
        #expect(output.contains("testATransitionWhoseAnimatorNeverCompletes : failed - HeadlessHost.settle(): still busy"), "\(output)")
        #expect(output.contains("a transition waits for completeTransition(_:)"), "\(output)")
        #expect(output.contains("testATransitionWhoseAnimatorNeverCompletes' failed"), "\(output)")
        #expect(output.contains("testTheCaseAfterItPasses' passed"), "\(output)")
        #expect(output.contains("Executed 2 tests, with 1 failure"), "\(output)")
    }

    @Test func theTraceListsCallbacksInOrderWithTheirTimes() {
        let host = HeadlessHost(device: .iPhone15)
        host.rootViewController = UIViewController()
        let detail = UIViewController()
        host.clearTrace()
        host.rootViewController?.present(detail, animated: true)
        host.settle()
        #expect(host.trace.callbacks(of: detail) == ["viewWillAppear(true)", "viewIsAppearing(true)", "viewDidAppear(true)"])
        let times = host.trace.events.filter { $0.kind == .callback }.map(\.time)
        #expect(times == times.sorted())
        #expect(times.last! > times.first!, "viewDidAppear comes when the animation ended, later on the frame clock")
        detail.dismiss(animated: true)
        host.settle()
        #expect(host.trace.callbacks(of: detail).suffix(2) == ["viewWillDisappear(true)", "viewDidDisappear(true)"])
        #expect(host.trace.events(of: .transition).map(\.line).contains { $0.hasPrefix("dismiss UIViewController") })
    }

    @Test func theTraceShowsTheCoordinatorsAlongsideBlocks() {
        let host = HeadlessHost(device: .iPhone15)
        host.rootViewController = UIViewController()
        let detail = UIViewController()
        host.rootViewController?.present(detail, animated: true)
        var ran = false
        detail.transitionCoordinator?.animate(alongsideTransition: { _ in ran = true }, completion: nil)
        host.settle()
        #expect(ran)
        let lines = host.trace.events(of: .alongside).map(\.message)
        #expect(lines.contains { $0.contains("1 alongside animation") }, "\(lines)")
        #expect(lines.contains { $0.contains("alongside completion") } == false, "no completion was queued")
    }
}

/// Switched off unless a parent test sets the variable: its first test fails by design.
let stuckAnimatorSuiteSwitch = "PRESENTATION_LAB_STUCK_ANIMATOR_SUITE"

@MainActor @Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment[stuckAnimatorSuiteSwitch] == "1"))
struct StuckAnimatorSuite {
    @Test func aTransitionWhoseAnimatorNeverCompletes() {
        let host = HeadlessHost(device: .iPhone15)
        let animator = presentWithForgetfulAnimator(in: host)
        host.settle(timeout: 1)
        withExtendedLifetime(animator) {}
    }

    @Test func theTestAfterItPasses() {
        let host = HeadlessHost(device: .iPhone15)
        host.rootViewController = UIViewController()
        host.rootViewController?.present(UIViewController(), animated: true)
        #expect(host.settle())
    }
}

/// Runs this test binary again with `filter` (Swift Testing) or one XCTest case class, returns
/// what it printed.
func runThisTestBinary(filter: String? = nil, xctest: String? = nil, environment: [String: String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
    if let filter { process.arguments = ["--testing-library", "swift-testing", "--filter", filter] }
    if let xctest { process.arguments = [xctest] }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}
