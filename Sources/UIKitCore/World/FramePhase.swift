/// The parts of one frame, in the order they run: each layer registers its per-frame work in the
/// phase it belongs to (`FrameScheduler.register`), so the frame loop names none of them.
enum FramePhase: Int, CaseIterable, Comparable {
    /// Input that waits on time: gesture recognizers whose deadlines passed fail.
    case input
    /// The frame clock moves: animations advance and end, display-link callbacks (scrolling) run.
    case animations
    /// Transitions check on themselves (one whose animator never completes is reported).
    case transitions
    /// Work waiting for the end of a frame: completions of animations that had nothing to animate.
    case completions
    /// Windows lay out what needs it.
    case layout
    /// What must be drawn again is marked.
    case display
    /// Observers compare (key-value observation), invariant checks run.
    case observation

    static func < (lhs: FramePhase, rhs: FramePhase) -> Bool { lhs.rawValue < rhs.rawValue }
}
