internal import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// Keeps the window's frames on the display's refresh: each frame starts one refresh interval after
/// the last one was due (not after it ended, so a frame's own cost does not push the next one
/// late), and a frame whose work overran its interval is counted as a hitch.
struct FramePacer {
    let refreshInterval: TimeInterval
    /// When the next frame is due, while frames run back to back; nil when the window idles.
    private(set) var nextFrameDue: TimeInterval?
    /// Frames whose work (events, layout, animation, drawing) took longer than a refresh interval.
    private(set) var hitches = 0

    init(refreshInterval: TimeInterval) { self.refreshInterval = refreshInterval }

    /// Records a drawn frame's work from `start` to `end`; returns how long it took when it was a hitch.
    mutating func frameDrawn(start: TimeInterval, end: TimeInterval) -> TimeInterval? {
        let work = end - start
        guard work > refreshInterval else { return nil }
        hitches += 1
        return work
    }

    /// Sleeps until the next frame is due. A frame more than an interval late resets the schedule
    /// rather than running frames back to back to catch up.
    mutating func waitForNextFrame(now: () -> TimeInterval) {
        let current = now()
        var due = (nextFrameDue ?? current) + refreshInterval
        if due < current { due = current }
        nextFrameDue = due
        let wait = due - current
        if wait > 0.000_05 { usleep(useconds_t(wait * 1_000_000)) }
    }

    /// Nothing animates: the next frame starts whenever something asks for one.
    mutating func idle() { nextFrameDue = nil }
}
