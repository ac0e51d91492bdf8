/// Work run once a frame on the frame clock, for motion that is not a UIView animation: a scroll
/// view's deceleration, bounce and animated offset change (UIKit drives these from a display link).
/// `step` gets the frame time and returns whether it wants the next frame.
@MainActor
package final class FrameCallback {
    private let step: (TimeInterval) -> Bool
    private(set) var isActive = true
    /// What keeps frames coming while it runs, as a host's "still busy" report names it.
    let purpose: String
    /// Whether a host waiting for the app to settle waits for it; false for motion that never ends
    /// and that XCUITest's idle wait ignores too (an activity indicator turning).
    let keepsHostBusy: Bool

    package init(purpose: String = "a scroll view is still moving (a deceleration or bounce that does not come to rest)",
                 keepsHostBusy: Bool = true, _ step: @escaping (TimeInterval) -> Bool) {
        self.purpose = purpose
        self.keepsHostBusy = keepsHostBusy
        self.step = step
    }

    /// Stops the callback before its next frame.
    package func invalidate() { isActive = false }

    func run(at time: TimeInterval) {
        guard isActive else { return }
        if !step(time) { isActive = false }
    }
}

extension HostEnvironment {
    /// Starts `callback` from the next frame on.
    package func addFrameCallback(_ callback: FrameCallback) {
        frameCallbacks.append(callback)
        frameDriver?.wake()
    }

    /// Runs each active frame callback once, then forgets the finished ones.
    func runFrameCallbacks(at time: TimeInterval) {
        guard !frameCallbacks.isEmpty else { return }
        let callbacks = frameCallbacks
        for callback in callbacks { callback.run(at: time) }
        frameCallbacks.removeAll { !$0.isActive }
    }

    /// Whether callbacks a settling host waits for run.
    var hasActiveFrameCallbacks: Bool { frameCallbacks.contains { $0.isActive && $0.keepsHostBusy } }
    /// Whether callbacks that never end run (a turning activity indicator): the window keeps
    /// drawing frames for them, but a host waiting to settle does not wait.
    var hasAmbientFrameCallbacks: Bool { frameCallbacks.contains { $0.isActive && !$0.keepsHostBusy } }

    /// What the running frame callbacks are for, for a "still busy" report.
    package var activeFrameCallbackPurpose: String? { frameCallbacks.first { $0.isActive && $0.keepsHostBusy }?.purpose }
}
