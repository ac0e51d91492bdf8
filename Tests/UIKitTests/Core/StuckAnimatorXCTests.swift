import Foundation
import UIKit
import UIKitTesting
import XCTest

/// XCTest's side of `StuckAnimatorSuite`: skipped unless a parent test sets the variable.
final class StuckAnimatorXCTests: XCTestCase {
    private var isSwitchedOn: Bool { ProcessInfo.processInfo.environment[stuckAnimatorSuiteSwitch] == "1" }

    // XCTest runs its cases on the main thread.
    func testATransitionWhoseAnimatorNeverCompletes() {
        guard isSwitchedOn else { return }
        MainActor.assumeIsolated {
            let host = HeadlessHost(device: .iPhone15)
            let animator = presentWithForgetfulAnimator(in: host)
            host.settle(timeout: 1)
            withExtendedLifetime(animator) {}
        }
    }

    func testTheCaseAfterItPasses() {
        guard isSwitchedOn else { return }
        MainActor.assumeIsolated {
            let host = HeadlessHost(device: .iPhone15)
            host.rootViewController = UIViewController()
            host.rootViewController?.present(UIViewController(), animated: true)
            XCTAssertTrue(host.settle())
        }
    }
}
