import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What docs/PORTING.md promises about main-queue work under the headless host.
@MainActor
@Suite(.serialized) struct MainQueueTests {
    @MainActor final class Box { var presented = false }

    @Test func mainQueueWorkRunsWhenATestYields() async {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let presenter = UIViewController()
        host.rootViewController = presenter
        let box = Box()
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                presenter.present(UIViewController(), animated: false)
                box.presented = true
            }
        }
        #expect(!box.presented, "queued, not run yet")
        for _ in 0..<10 where !box.presented { await Task.yield() }
        #expect(box.presented)
        host.settle()
        #expect(presenter.presentedViewController != nil)
    }
}
