import Testing
@testable import UIKitTesting
import UIKit

/// CADisplayLink on a headless host's frame clock: one call a frame while added and not paused,
/// with the frame's time as `timestamp` and the next frame's as `targetTimestamp`.
@MainActor @Suite struct DisplayLinkTests {
    @MainActor final class Counter {
        var stamps: [CFTimeInterval] = []
        var targets: [CFTimeInterval] = []
        func step(_ link: CADisplayLink) {
            stamps.append(link.timestamp)
            targets.append(link.targetTimestamp)
        }
    }

    @Test func aLinkFiresOnceAFrameOfTheHostThatAddedIt() {
        let screen = PlainScreen()
        let counter = Counter()
        let link = CADisplayLink(target: counter, selector: Counter.step(_:))
        screen.host.run { link.add(to: .main, forMode: .common) }
        screen.host.advance(by: 0.5)
        #expect(counter.stamps.count == 30, "60 frames a second for half a second")
        #expect(link.duration == 1.0 / 60)
        #expect(zip(counter.stamps, counter.targets).allSatisfy { abs($1 - $0 - 1.0 / 60) < 1e-9 })
        #expect(abs((counter.stamps.last ?? 0) - screen.host.time) < 1e-9, "the last call came with the last frame")
        link.invalidate()
        screen.host.advance(by: 0.2)
        #expect(counter.stamps.count == 30, "invalidated, it never fires again")
    }

    @Test func aPreferredRateBelowTheDisplaysSkipsFrames() {
        let screen = PlainScreen()
        var calls = 0
        let link = CADisplayLink { _ in calls += 1 }
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)
        screen.host.run { link.add(to: .main, forMode: .default) }
        screen.host.advance(by: 1)
        #expect(calls == 30)
        #expect(abs(link.duration - 1.0 / 30) < 1e-9)
        link.invalidate()
    }

    @Test func aPausedLinkNeitherFiresNorKeepsTheHostBusy() {
        let screen = PlainScreen()
        var calls = 0
        let link = CADisplayLink { _ in calls += 1 }
        screen.host.run { link.add(to: .main, forMode: .common) }
        screen.host.advance(by: 0.1)
        let before = calls
        link.isPaused = true
        screen.host.settle(timeout: 1)
        screen.host.advance(by: 0.2)
        #expect(calls == before)
        link.isPaused = false
        screen.host.advance(by: 0.1)
        #expect(calls > before)
        #expect(screen.host.core.settleOrReport(timeout: 0.1)?.contains("CADisplayLink is running") == true,
                "a running link never settles, and the report says so")
        link.invalidate()
    }

    @Test func aLinkKeepsItsTargetUntilInvalidated() {
        let screen = PlainScreen()
        weak var released: Counter?
        let link: CADisplayLink
        do {
            let counter = Counter()
            released = counter
            link = CADisplayLink(target: counter, selector: Counter.step(_:))
        }
        screen.host.run { link.add(to: .main, forMode: .common) }
        screen.host.advance(by: 0.05)
        #expect(released != nil, "as on iOS, the link retains its target")
        link.invalidate()
        #expect(released == nil)
    }
}
