internal import PixelKernels

/// Blurred grids kept between frames, one renderer's (so one host's), for the two effects whose blur
/// is costly and whose input often holds while the damage keeps meeting them:
///
/// - a backdrop blur is redrawn whenever the damage meets what it reads (a caret blinking in an
///   alert, a label in a blurred card). Its backdrop is made only by the commands drawn before it
///   that meet its read area, since the damage always covers that area whole;
/// - a shadow is redrawn whenever the damage meets its reach (content changing in a card that casts
///   one). Its blurred coverage depends only on the shape's geometry over the mask.
///
/// The key is the blurred area and σ; the source is what was blurred there. When both are what they
/// were, the grid is reused and only laid over the pixels again, which draws the same pixels.
struct BlurredGridCache<Source: Equatable> {
    struct Key: Hashable {
        let x0: Int, y0: Int, x1: Int, y1: Int
        let sigmaBits: UInt64

        init(_ area: PixelArea, sigma: Double) {
            (x0, y0, x1, y1, sigmaBits) = (area.x0, area.y0, area.x1, area.y1, sigma.bitPattern)
        }
    }

    private struct Entry {
        let source: Source
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
    private static var keptFrames: Int { 120 }
    private static var capacity: Int { 8 }

    /// The grid kept for `key` if it was made from the same source; else `make()`'s, kept for next time.
    mutating func grid(for key: Key, source: Source, make: () -> GaussianBlur.Grid) -> GaussianBlur.Grid {
        if var entry = entries[key], entry.source == source {
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
        entries[key] = Entry(source: source, grid: grid, lastUse: frame)
        return grid
    }

    /// A frame was drawn: entries unused for `keptFrames` frames go.
    mutating func endFrame() {
        frame += 1
        let oldest = frame - Self.keptFrames
        for (key, entry) in entries where entry.lastUse < oldest { entries[key] = nil }
    }
}

/// What a backdrop blur blurs: the commands drawn before it over its read area, on the frame's background.
struct BackdropSource: Equatable {
    let commands: [DisplayCommand]
    let background: DisplayCommand.Color
}

/// What a shadow blurs: its shape, where the device draws it.
struct ShadowSource: Equatable {
    let rect: CGRect
    let transform: CGAffineTransform
    let corners: DisplayCommand.Corners
}
