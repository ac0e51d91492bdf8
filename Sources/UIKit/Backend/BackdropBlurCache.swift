internal import PixelKernels

/// Blurred backdrops kept between frames, one renderer's (so one host's). A backdrop blur is redrawn
/// whenever the damage meets what it reads, which happens when anything near it or above it
/// changes: a caret blinking in an alert, a label in a blurred card. Its backdrop, the pixels it
/// reads, is made only by the commands drawn before it that meet its read area (the damage always
/// covers that area whole, so none of it is left over from an earlier frame). When those commands,
/// the background, the area and the radius are what they were, the blurred grid is reused and only
/// blended in again.
struct BackdropBlurCache {
    struct Key: Hashable {
        let x0: Int, y0: Int, x1: Int, y1: Int
        let sigmaBits: UInt64
    }

    private struct Entry {
        let backdrop: [DisplayCommand]
        let background: DisplayCommand.Color
        let grid: GaussianBlur.Grid
        var lastUse: Int
    }

    private var entries: [Key: Entry] = [:]
    /// Frames drawn, to let go of entries no frame used for a while.
    private var frame = 0
    /// Blurs computed and reused, for tests and the bench.
    private(set) var computed = 0
    private(set) var reused = 0

    /// How many frames an unused entry is kept, and how many entries at most.
    private static let keptFrames = 120
    private static let capacity = 8

    /// The grid kept for `key` if its backdrop was made by the same commands on the same background;
    /// else `make()`'s, kept for next time.
    mutating func grid(for key: Key, backdrop: [DisplayCommand], background: DisplayCommand.Color,
                       make: () -> GaussianBlur.Grid) -> GaussianBlur.Grid {
        if var entry = entries[key], entry.background == background, entry.backdrop == backdrop {
            entry.lastUse = frame
            entries[key] = entry
            reused += 1
            return entry.grid
        }
        let grid = make()
        computed += 1
        if entries[key] == nil && entries.count >= Self.capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            entries[oldest] = nil
        }
        entries[key] = Entry(backdrop: backdrop, background: background, grid: grid, lastUse: frame)
        return grid
    }

    /// A frame was drawn: entries unused for `keptFrames` frames go.
    mutating func endFrame() {
        frame += 1
        let oldest = frame - Self.keptFrames
        for (key, entry) in entries where entry.lastUse < oldest { entries[key] = nil }
    }
}
