/// Runs one environment's frames as an ordered list of phases. Parts register their work once
/// (usually when their per-environment state is made); a frame runs the phases in order, and in a
/// phase the work in the order it was registered.
@MainActor
final class FrameScheduler {
    private struct Work {
        let phase: FramePhase
        let name: String
        let run: (TimeInterval) -> Void
    }

    private var work: [Work] = []

    /// Adds `run` to every frame from the next one on, in `phase`; `name` says what it is in traces.
    func register(_ phase: FramePhase, _ name: String, _ run: @escaping (TimeInterval) -> Void) {
        let index = work.firstIndex { $0.phase > phase } ?? work.endIndex
        work.insert(Work(phase: phase, name: name, run: run), at: index)
    }

    /// The names of the registered work, phase by phase (for the architecture tests and `--trace`).
    var registeredWork: [(phase: FramePhase, name: String)] { work.map { ($0.phase, $0.name) } }

    /// Runs one frame at `time`: every phase's work in order.
    func runFrame(at time: TimeInterval) {
        isRunningFrame = true
        defer { isRunningFrame = false }
        for item in work { item.run(time) }
    }

    /// Whether a frame's work is running, during which the clock stays at the frame's time.
    private(set) var isRunningFrame = false
}
