import Testing
@testable import LabApp
import UIKit
import UIKitTesting
@testable import UIKitCore

/// Random sequences of user actions on every scenario (taps anywhere, double taps, resizes down to
/// 1 × 1, waits of any length, mid-transition included): afterwards the screen is always whole.
@MainActor
@Suite struct RandomInteractionTests {
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        mutating func unit() -> CGFloat { CGFloat(next() % 10_000) / 10_000 }
    }

    @Test(arguments: ["custom-two-thirds", "slide-in", "half-modal", "fade", "blur-card", "sheet", "popover"])
    func randomActionsNeverLeaveAHalfState(_ name: String) {
        var random = Random(state: UInt64(name.count) &* 7_919)
        for round in 0..<8 {
            let scenario = ScenarioCatalog.scenario(named: name)!
            let host = scenario.makeHeadlessHost(size: CGSize(width: 360, height: 640))
            let root = scenario.makeRootViewController()
            host.rootViewController = root
            for _ in 0..<40 {
                let size = host.window.bounds.size
                switch random.next() % 6 {
                case 0, 1:
                    host.tap(at: CGPoint(x: random.unit() * size.width, y: random.unit() * size.height))
                case 2:
                    // The scenario's buttons, often: they present.
                    let button = CGPoint(x: 40, y: 175 + CGFloat(random.next() % 4) * 62)
                    host.tap(at: button)
                    if random.next() % 2 == 0 { host.tap(at: button) }
                case 3:
                    let sizes = [CGSize(width: 1, height: 1), CGSize(width: 320, height: 480), CGSize(width: 800, height: 420),
                                 CGSize(width: 360, height: 640), CGSize(width: 500 * random.unit() + 1, height: 900 * random.unit() + 1)]
                    host.resize(to: sizes[Int(random.next() % UInt64(sizes.count))])
                case 4:
                    host.advance(by: Double(random.unit()) * 0.4)
                default:
                    if root.presentedViewController != nil && random.next() % 2 == 0 {
                        root.dismiss(animated: random.next() % 2 == 0)
                    }
                }
            }
            host.settle()
            let containers = host.window.subviews.compactMap { $0 as? UITransitionView }
            if let presented = root.presentedViewController {
                #expect(containers.count == 1, "\(name) round \(round): one container while presenting")
                #expect(presented.presentingViewController === root)
                #expect(presented.viewIfLoaded?.window === host.window || presented.presentationController?.adaptation != nil)
                #expect(presented.presentationController?.containerView === containers.first)
            } else {
                #expect(containers.isEmpty, "\(name) round \(round): no container or dimming view left")
                #expect(root.view.window === host.window, "\(name) round \(round): the presenter is on screen")
            }
            #expect(!host.application.isAnimating)
        }
    }
}
