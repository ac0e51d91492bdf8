import Testing
import UIKit
@testable import UIKitHosting

/// The window's frame schedule: one refresh interval apart, counted from when each frame was due.
@Suite struct FramePacerTests {
    @Test func framesAreDueOneIntervalAfterTheLastWasDueNotAfterItEnded() {
        var pacer = FramePacer(refreshInterval: 0.01)
        // Each frame's work ends a little after it began; the schedule must not drift by that.
        var clock = 100.0
        pacer.waitForNextFrame { clock }
        #expect(pacer.nextFrameDue == 100.01)
        clock = 100.013
        pacer.waitForNextFrame { clock }
        #expect(abs(pacer.nextFrameDue! - 100.02) < 1e-9)
        clock = 100.027
        pacer.waitForNextFrame { clock }
        #expect(abs(pacer.nextFrameDue! - 100.03) < 1e-9)
    }

    @Test func aFrameMoreThanAnIntervalLateRestartsTheSchedule() {
        var pacer = FramePacer(refreshInterval: 0.01)
        var clock = 5.0
        pacer.waitForNextFrame { clock }
        clock = 5.5
        pacer.waitForNextFrame { clock }
        #expect(pacer.nextFrameDue == 5.5, "a late frame starts at once instead of running a backlog")
        pacer.idle()
        #expect(pacer.nextFrameDue == nil)
    }

    @Test func onlyFramesOverTheIntervalAreHitches() {
        var pacer = FramePacer(refreshInterval: 1.0 / 60)
        #expect(pacer.frameDrawn(start: 0, end: 0.016) == nil)
        #expect(pacer.frameDrawn(start: 1, end: 1.020) != nil)
        #expect(pacer.frameDrawn(start: 2, end: 2.005) == nil)
        #expect(pacer.hitches == 1)
    }
}
