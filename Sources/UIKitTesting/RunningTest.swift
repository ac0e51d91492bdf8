import Testing
import UIKit

/// Which test runs now, as keys for `TestBodyHosts`: a Swift Testing test's task and the test
/// itself (parameterized cases run in parallel, each in a task of its own), or the XCTest case
/// running now (XCTest runs its cases one at a time).
enum RunningTest {
    /// One Swift Testing test's body: its test and the task running it.
    private struct TaskOfTest: Hashable {
        let test: Test.ID
        let task: UnsafeCurrentTask?
    }

    /// One XCTest case, by the count of cases started before it.
    private struct XCTestCaseRun: Hashable {
        let generation: Int
    }

    static func keys() -> [AnyHashable] {
        if let test = Test.current {
            let task = withUnsafeCurrentTask { $0 }
            return [TaskOfTest(test: test.id, task: task), test.id]
        }
        if XCTestCaseTracker.isRunningTestCase { return [XCTestCaseRun(generation: XCTestCaseTracker.generation)] }
        return []
    }

    /// Makes `environment` the world of the running test's body (HeadlessHost's init and entries).
    @MainActor static func enter(_ environment: HostEnvironment) {
        if TestBodyHosts.runningTestKeys == nil { TestBodyHosts.runningTestKeys = keys }
        TestBodyHosts.enter(environment)
    }
}
