/// Frames: the clock moves, then each phase's work runs (FrameScheduler). The core layer's own
/// work is registered here; higher layers register theirs when their state is made.
extension HostEnvironment {
    /// One frame's work, before drawing: move the clock to `time`, then run every phase.
    package func advanceFrame(to time: TimeInterval) {
        animationEngine.setTime(time)
        frameScheduler.runFrame(at: animationEngine.now)
    }

    func registerCoreFrameWork() {
        frameScheduler.register(.input, "gesture deadlines") { [unowned self] now in
            for window in windows { window.checkGestureDeadlines(now: now) }
        }
        frameScheduler.register(.animations, "animations") { [unowned self] now in animationEngine.tick(to: now) }
        frameScheduler.register(.animations, "display links") { [unowned self] now in runFrameCallbacks(at: now) }
        frameScheduler.register(.completions, "after-frame work") { [unowned self] _ in
            while !afterFrameActions.isEmpty {
                let actions = afterFrameActions
                afterFrameActions.removeAll()
                for action in actions { action() }
            }
        }
        frameScheduler.register(.layout, "window layout") { [unowned self] _ in
            for window in windows where window.treeNeedsLayout { window.layoutIfNeeded() }
        }
        frameScheduler.register(.display, "redraw while animating") { [unowned self] _ in
            guard animationEngine.isAnimating || hasActiveFrameCallbacks else { return }
            for window in windows { window.needsDisplay = true }
        }
        frameScheduler.register(.observation, "key-value observation") { [unowned self] _ in checkKeyValueObservations() }
    }

    /// Runs `completion(finished)` at the end of the next frame, as UIKit calls completions of
    /// animations that had nothing to animate.
    func runAfterFrame(_ completion: @escaping (Bool) -> Void, finished: Bool) {
        runAfterFrame { completion(finished) }
    }

    package func runAfterFrame(_ action: @escaping () -> Void) {
        afterFrameActions.append(action)
        frameDriver?.wake()
    }

    /// Whether a frame's work is running now (the clock then stays at the frame's time).
    package var isRunningFrame: Bool { frameScheduler.isRunningFrame }

    /// True when a frame would change something: a window to redraw, or work waiting for a frame.
    package var hasPendingFrameWork: Bool {
        hasPendingAnimationWork || hasAmbientFrameCallbacks || windows.contains { $0.needsDisplay || !$0.pendingDidAppear.isEmpty }
    }

    /// True while animations run or work waits for the end of the next frame, whatever the windows.
    package var hasPendingAnimationWork: Bool {
        animationEngine.isAnimating || !afterFrameActions.isEmpty || hasActiveFrameCallbacks
    }
}
