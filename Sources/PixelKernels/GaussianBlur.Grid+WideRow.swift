extension GaussianBlur.Grid {
    /// One grid row interpolated across to full resolution, a channel an array, each value 256 times
    /// the channel. Two of them, blended down by a row's weight, give every pixel of a full-resolution
    /// row in one pass over plain arrays (which the compiler vectorizes); each grid row is widened once
    /// for the `factor` pixel rows that use it, instead of once for each. The sums are those of
    /// `sample(_:_:)` in another order, so the pixels are the same.
    package struct WideRow {
        package private(set) var red: [UInt32] = [], green: [UInt32] = [], blue: [UInt32] = []
        /// The grid row this holds, or -1.
        package private(set) var gridRow = -1
        package init() {}

        package mutating func widen(_ grid: GaussianBlur.Grid, row: Int, columns: UnsafeBufferPointer<Tap>) {
            if red.count != columns.count {
                red = [UInt32](repeating: 0, count: columns.count)
                green = red
                blue = red
            }
            gridRow = row
            grid.pixels.withUnsafeBufferPointer { pixels in
                let line = UnsafeBufferPointer(rebasing: pixels[(row * grid.width)..<((row + 1) * grid.width)])
                red.withUnsafeMutableBufferPointer { red in
                    green.withUnsafeMutableBufferPointer { green in
                        blue.withUnsafeMutableBufferPointer { blue in
                            for index in columns.indices {
                                let tap = columns[index], a = line[tap.low], b = line[tap.high]
                                let wx = tap.weight, kx = 256 &- wx
                                red[index] = ((a >> 16) & 0xFF) &* kx &+ ((b >> 16) & 0xFF) &* wx
                                green[index] = ((a >> 8) & 0xFF) &* kx &+ ((b >> 8) & 0xFF) &* wx
                                blue[index] = (a & 0xFF) &* kx &+ (b & 0xFF) &* wx
                            }
                        }
                    }
                }
            }
        }

        /// The opaque pixel at `index` between `upper` and `lower`, `weight` (0…256) of the way down.
        @inline(__always)
        package static func pixel(_ upper: Channels, _ lower: Channels, _ index: Int, weight: UInt32) -> UInt32 {
            let ky = 256 &- weight
            @inline(__always) func channel(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>) -> UInt32 {
                (a[index] &* ky &+ b[index] &* weight &+ 32_768) >> 16
            }
            return 0xFF00_0000 | channel(upper.red, lower.red) << 16 | channel(upper.green, lower.green) << 8
                | channel(upper.blue, lower.blue)
        }

        /// Two wide rows from index `start`, blended down by a row's weight: the channel sums of
        /// `pixel(_:_:_:weight:)` on raw pointers, inlined into the loops of `store` and `blend`,
        /// which then vectorize (calling `pixel` there did not, and the blur card's frames grew by a
        /// sixth).
        private struct Between {
            let upperRed: UnsafePointer<UInt32>, lowerRed: UnsafePointer<UInt32>
            let upperGreen: UnsafePointer<UInt32>, lowerGreen: UnsafePointer<UInt32>
            let upperBlue: UnsafePointer<UInt32>, lowerBlue: UnsafePointer<UInt32>
            let weight: UInt32, ky: UInt32

            @inline(__always)
            init(_ upper: Channels, _ lower: Channels, from start: Int, weight: UInt32) {
                upperRed = upper.red.baseAddress! + start
                lowerRed = lower.red.baseAddress! + start
                upperGreen = upper.green.baseAddress! + start
                lowerGreen = lower.green.baseAddress! + start
                upperBlue = upper.blue.baseAddress! + start
                lowerBlue = lower.blue.baseAddress! + start
                self.weight = weight
                ky = 256 &- weight
            }

            @inline(__always)
            func channels(_ index: Int) -> (red: UInt32, green: UInt32, blue: UInt32) {
                ((upperRed[index] &* ky &+ lowerRed[index] &* weight &+ 32_768) >> 16,
                 (upperGreen[index] &* ky &+ lowerGreen[index] &* weight &+ 32_768) >> 16,
                 (upperBlue[index] &* ky &+ lowerBlue[index] &* weight &+ 32_768) >> 16)
            }
        }

        /// Stores `count` opaque pixels from index `start` between `upper` and `lower` into `target`.
        package static func store(_ upper: Channels, _ lower: Channels, from start: Int, count: Int, weight: UInt32,
                                  into target: UnsafeMutablePointer<UInt32>) {
            guard count > 0 else { return }
            let rows = Between(upper, lower, from: start, weight: weight)
            for index in 0..<count {
                let (red, green, blue) = rows.channels(index)
                target[index] = 0xFF00_0000 | red << 16 | green << 8 | blue
            }
        }

        /// Blends `count` pixels from index `start` between `upper` and `lower` over `target` at
        /// `alpha` (0…254, 255ths): each channel `(pixel · alpha + existing · (255 − alpha)) / 255`, the
        /// composite's per-pixel blend, so a translucent blur's covered run vectorizes too.
        package static func blend(_ upper: Channels, _ lower: Channels, from start: Int, count: Int, weight: UInt32,
                                  alpha: UInt32, into target: UnsafeMutablePointer<UInt32>) {
            guard count > 0 else { return }
            let rows = Between(upper, lower, from: start, weight: weight), keep = 255 &- alpha
            for index in 0..<count {
                let (red, green, blue) = rows.channels(index)
                let existing = target[index]
                let a = (255 &* alpha &+ (existing >> 24) &* keep) / 255
                let r = (red &* alpha &+ ((existing >> 16) & 0xFF) &* keep) / 255
                let g = (green &* alpha &+ ((existing >> 8) & 0xFF) &* keep) / 255
                let b = (blue &* alpha &+ (existing & 0xFF) &* keep) / 255
                target[index] = a << 24 | r << 16 | g << 8 | b
            }
        }

        /// A wide row's arrays opened for a loop.
        package struct Channels {
            package let red: UnsafeBufferPointer<UInt32>, green: UnsafeBufferPointer<UInt32>, blue: UnsafeBufferPointer<UInt32>
        }

        package func withChannels<Result>(_ body: (Channels) -> Result) -> Result {
            red.withUnsafeBufferPointer { red in
                green.withUnsafeBufferPointer { green in
                    blue.withUnsafeBufferPointer { blue in body(Channels(red: red, green: green, blue: blue)) }
                }
            }
        }
    }
}
