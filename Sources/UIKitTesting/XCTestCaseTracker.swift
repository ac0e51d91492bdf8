import Foundation
import Synchronization
import Testing
import XCTest

/// Follows XCTest's runs: whether a test case is running now (a failure then belongs to it) and
/// which one, so snapshot counters start again at 1 in each test, as they do on iOS.
final class XCTestCaseTracker: NSObject, XCTestObservation, Sendable {
    private struct State {
        var registered = false
        var running = 0
        var generation = 0
    }
    private static let state = Mutex(State())
    private static let shared = XCTestCaseTracker()

    /// Starts following runs (once); called on first use, before a test case could have ended.
    static func register() {
        let first = state.withLock { state -> Bool in
            defer { state.registered = true }
            return !state.registered
        }
        guard first, isInsideTestBundle else { return }
        // The case that is running when the tracker registers started before it: count it.
        if Test.current == nil { state.withLock { $0.running = 1 } }
        XCTestObservationCenter.shared.addTestObserver(shared)
    }

    /// True while an XCTest case runs (as far as the tracker saw its start).
    static var isRunningTestCase: Bool {
        register()
        return state.withLock { $0.running > 0 }
    }

    /// Changes each time an XCTest case starts.
    static var generation: Int {
        register()
        return state.withLock { $0.generation }
    }

    /// Whether this process runs XCTest's tests (`swift test` runs `<Package>PackageTests.xctest`
    /// once for XCTest, and again with `--testing-library swift-testing` for Swift Testing).
    private static var isInsideTestBundle: Bool {
        let arguments = ProcessInfo.processInfo.arguments
        let executable = arguments.first ?? ""
        guard executable.hasSuffix(".xctest") || executable.contains(".xctest/") else { return false }
        return !arguments.contains("swift-testing")
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        XCTestCaseTracker.state.withLock { $0.running = 1; $0.generation += 1 }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        XCTestCaseTracker.state.withLock { $0.running = 0 }
    }
}
