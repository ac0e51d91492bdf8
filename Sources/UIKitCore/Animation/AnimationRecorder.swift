/// The animation blocks being recorded by the code running in one environment: which group property
/// changes go into (none inside `performWithoutAnimation`), the keyframe and the time window they run
/// in. A group is bound to a clock by the first view it animates (that view's host), so a block run
/// by a test outside every host still animates a host's view on that host's clock.
@preconcurrency @MainActor
final class AnimationRecorder {
    private var recording: [AnimationGroup?] = []
    private var keyframeSpans: [ClosedRange<CGFloat>] = []
    private var keyframeDepth = 0
    private var timeWindows: [ClosedRange<Double>] = []

    /// Set by a transition while its animator runs, to learn which groups the animator committed.
    var commitObserver: ((AnimationGroup) -> Void)?

    /// The group that property changes are being recorded into, when inside an animation block.
    var currentGroup: AnimationGroup? { recording.last ?? nil }
    /// The span of the group's progress the current keyframe covers, inside a keyframe block.
    var keyframeSpan: ClosedRange<CGFloat>? { keyframeSpans.last }
    /// The share of the group's duration a property animator's delayed block runs in.
    var timeWindow: ClosedRange<Double>? { timeWindows.last }
    var isRecordingKeyframes: Bool { keyframeDepth > 0 }

    /// Runs `changes` with property changes recorded into `group`, then starts the group on the clock
    /// of the views it animates (or of this environment, when it animates none).
    func record(into group: AnimationGroup, in environment: HostEnvironment, _ changes: () -> Void) {
        appendRecording(into: group, changes)
        let engine = group.engine ?? environment.animationEngine
        engine.commit(group)
        commitObserver?(group)
        HostEnvironment.openTransaction?.track(group, on: engine.environment ?? environment)
    }

    /// Records more changes into a group that already runs (alongside animations of a transition).
    func appendRecording(into group: AnimationGroup, _ changes: () -> Void) {
        recording.append(group)
        changes()
        recording.removeLast()
    }

    /// Runs `changes` with animation recording switched off (performWithoutAnimation).
    func withoutRecording(_ changes: () -> Void) {
        recording.append(nil)
        changes()
        recording.removeLast()
    }

    func withKeyframes(_ changes: () -> Void) {
        keyframeDepth += 1
        changes()
        keyframeDepth -= 1
    }

    func withKeyframeSpan(_ span: ClosedRange<CGFloat>, _ changes: () -> Void) {
        keyframeSpans.append(span)
        changes()
        keyframeSpans.removeLast()
    }

    func withTimeWindow(_ window: ClosedRange<Double>, _ changes: () -> Void) {
        timeWindows.append(window)
        changes()
        timeWindows.removeLast()
    }
}
