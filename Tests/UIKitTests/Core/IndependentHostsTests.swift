import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore

/// Two headless hosts in one process are independent: creating one does not end the other's
/// animations or transition, advancing one does not move the other's clock, a present in one does
/// not wait behind a transition in the other, and each ends exactly as it does alone.
@MainActor
@Suite struct IndependentHostsTests {
    final class LowerPart: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
            let bounds = containerView!.bounds
            return CGRect(x: 0, y: bounds.height / 3, width: bounds.width, height: bounds.height * 2 / 3)
        }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            LowerPart(presentedViewController: presented, presenting: presenting)
        }
    }

    /// One host's run: present, frames at each step, dismiss, more frames; what it saw, step by step.
    @MainActor final class Run {
        let host: HeadlessHost
        let root = UIViewController()
        let presented = UIViewController()
        let delegate = Delegate()
        var seen: [String] = []

        init(size: CGSize) {
            host = HeadlessHost(size: size)
            host.rootViewController = root
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
        }

        func present() {
            root.present(presented, animated: true) { self.seen.append("presented at \(self.host.time)") }
        }

        func dismiss() {
            presented.dismiss(animated: true) { self.seen.append("dismissed at \(self.host.time)") }
        }

        func step(_ seconds: TimeInterval) {
            host.advance(by: seconds)
            seen.append("\(host.time): \(presented.viewIfLoaded.map { "\($0.presentationFrame)" } ?? "-") "
                        + "transitioning \(presented.isBeingPresented || presented.isBeingDismissed)")
        }
    }

    static let stepsA: [TimeInterval] = [0.05, 0.1, 0.1, 0.2, 0.3]
    static let stepsB: [TimeInterval] = [0.02, 0.3, 0.04, 0.25, 0.1]

    private func solo(size: CGSize, steps: [TimeInterval]) -> [String] {
        let run = Run(size: size)
        run.present()
        for step in steps { run.step(step) }
        run.dismiss()
        for step in steps { run.step(step) }
        return run.seen
    }

    @Test func twoInterleavedHostsEndExactlyAsEachDoesAlone() {
        let aloneA = solo(size: CGSize(width: 300, height: 600), steps: Self.stepsA)
        let aloneB = solo(size: CGSize(width: 500, height: 400), steps: Self.stepsB)

        let a = Run(size: CGSize(width: 300, height: 600))
        a.present()
        a.step(Self.stepsA[0])
        let b = Run(size: CGSize(width: 500, height: 400))    // made while a's transition runs
        b.present()                                           // not queued behind a's transition
        #expect(b.presented.isBeingPresented)
        for index in Self.stepsB.indices {
            if index + 1 < Self.stepsA.count { a.step(Self.stepsA[index + 1]) }
            b.step(Self.stepsB[index])
        }
        a.dismiss()
        b.dismiss()
        for index in Self.stepsA.indices {
            b.step(Self.stepsB[index])
            a.step(Self.stepsA[index])
        }
        #expect(a.seen == aloneA)
        #expect(b.seen == aloneB)
        #expect(aloneA.contains { $0.hasPrefix("presented at") } && aloneA.contains { $0.hasPrefix("dismissed at") })
        #expect(a.host.time != b.host.time, "each host keeps its own clock")
    }
}
