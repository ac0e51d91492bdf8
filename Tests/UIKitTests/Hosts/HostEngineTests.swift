import Foundation
import Testing
import UIKit
@testable import UIKitCore
@testable import UIKitHosting
@testable import UIKitTesting

/// The headless host runs its frames through the same engine as the window, on a fake clock:
/// nothing moves it but the test, and its recording keeps one frame per step of it.
@MainActor
@Suite struct HostEngineTests {
    private func hostWithAMovingSquare() -> (HeadlessHost, UIView) {
        let host = HeadlessHost(device: .iPhone15)
        let controller = UIViewController()
        let square = UIView(frame: CGRect(x: 20, y: 100, width: 60, height: 60))
        square.backgroundColor = .systemRed
        controller.view.addSubview(square)
        host.rootViewController = controller
        return (host, square)
    }

    @Test func committingAnAnimationLeavesTheFakeClockWhereTheTestPutIt() {
        let (host, square) = hostWithAMovingSquare()
        host.advance(by: 0.5)
        let before = host.core.time
        host.run { UIView.animate(withDuration: 1) { square.center.x += 100 } }
        // A real clock would have caught up with the wall clock here; the fake one waits for the test.
        #expect(host.core.time == before)
        host.advance(by: 0.5)
        #expect(abs(square.layer.presentation()!.position.x - (50 + 50)) < 1, "half way after half the duration")
    }

    @Test func aRecordingEndsWhereTheHostChangesSizeAndSaysSo() {
        let (host, square) = hostWithAMovingSquare()
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let movie = host.record {
            host.run { UIView.animate(withDuration: 1) { square.center.x += 200 } }
            host.advance(by: 0.25)
            host.resize(to: CGSize(width: 300, height: 500))
            host.advance(by: 0.25)
        }
        #expect(warnings.contains { $0.contains("HeadlessHost.record: the host changed size while recording") }, "\(warnings)")
        let sizes = Set(movie.frames.map { "\($0.snapshot.width)x\($0.snapshot.height)" })
        #expect(sizes.count == 1, "\(sizes)")
        // The frame shown when recording began, then one per 1/60 s until the resize.
        #expect(movie.frames.count == 16, "\(movie.frames.count) frames")
        #expect(abs(movie.duration - 0.25) < 1e-6)
    }
}
