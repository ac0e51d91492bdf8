import Dispatch
import Foundation

/// Moves the default app's frame clock with the real clock, as the iOS Simulator's display does for an
/// app's unit-test bundle: while the app has something to animate, lay out or show, a frame runs on the
/// main queue at the screen's refresh rate, so animations, transitions, display links and timers move
/// whenever the main run loop or main queue runs (`RunLoop.main.run(until:)`, `XCTestCase.wait(for:timeout:)`,
/// `await fulfillment(of:)`, `Task.sleep` on the main actor). When nothing waits for a frame nothing is
/// scheduled, so an idle app costs nothing.
@MainActor
final class RealTimeFrameDriver: FrameDriver {
    private unowned let environment: HostEnvironment
    /// The real time the frame clock counts from.
    private let origin = DispatchTime.now().uptimeNanoseconds
    /// Whether a frame is queued on the main queue.
    private var isScheduled = false
    private var isRunningFrame = false

    init(environment: HostEnvironment) {
        self.environment = environment
    }

    /// Seconds of real time since the driver started: the frame clock's time now.
    var frameTime: TimeInterval { realTime }

    private var realTime: TimeInterval {
        TimeInterval(DispatchTime.now().uptimeNanoseconds - origin) / 1_000_000_000
    }

    /// Something may need a frame: queue one. From idle, the clock first catches up with the real
    /// clock, so what starts now starts at the real time rather than when the app last drew.
    func wake() {
        guard !isScheduled, !isRunningFrame else { return }
        catchUp()
        schedule()
    }

    /// Brings the clock to the real time between frames, so an animation committed now starts now
    /// (Core Animation's current media time), however late the main queue runs the next frame.
    func catchUp() {
        guard !isRunningFrame else { return }
        environment.animationEngine.setTime(realTime)
    }

    private func schedule() {
        isScheduled = true
        // The next refresh boundary, as a display's vsync: frames stay evenly spaced however long
        // the last one took.
        let interval = environment.frameInterval
        let elapsed = realTime
        let next = (elapsed / interval).rounded(.down) * interval + interval
        let deadline = DispatchTime(uptimeNanoseconds: origin + UInt64(next * 1_000_000_000))
        DispatchQueue.main.asyncAfter(deadline: deadline) { [weak self] in
            MainActor.assumeIsolated { self?.runFrame() }
        }
    }

    private func runFrame() {
        isScheduled = false
        isRunningFrame = true
        environment.advanceFrame(to: realTime)
        let windows = environment.windows
        for window in windows where window.needsDisplay || !window.pendingDidAppear.isEmpty {
            // Nothing is drawn (no one looks at the default app's screen), but the frame counts as
            // shown: what waits for it, as viewDidAppear, runs.
            window.needsDisplay = false
            if !window.isHidden { window.frameDidDraw() }
        }
        isRunningFrame = false
        if needsAnotherFrame { schedule() }
    }

    private var needsAnotherFrame: Bool {
        environment.hasPendingAnimationWork || environment.windows.contains { window in
            window.needsDisplay || window.treeNeedsLayout || window.nextGestureDeadline != nil
                || (!window.isHidden && !window.pendingDidAppear.isEmpty)
        }
    }
}
