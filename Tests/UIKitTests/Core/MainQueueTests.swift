import Foundation
import Testing
import UIKit
import UIKitTesting

/// What docs/PORTING.md promises about main-queue work under the headless host.
@MainActor
@Suite struct MainQueueTests {
    @MainActor final class Box { var ran = false }

    @Test func mainQueueWorkRunsWhenATestYields() async {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let root = UIViewController()
        host.rootViewController = root
        let box = Box()
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                root.view.backgroundColor = .red
                box.ran = true
            }
        }
        #expect(!box.ran, "queued, not run yet")
        // Only this test's own objects are checked after yielding: other suites' tests may run on
        // the main actor meanwhile and leave work in the shared application.
        for _ in 0..<10 where !box.ran { await Task.yield() }
        #expect(box.ran)
        #expect(root.view.backgroundColor == .red)
    }
}
