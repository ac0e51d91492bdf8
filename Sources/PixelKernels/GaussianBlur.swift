/// A Gaussian blur of 32-bit XRGB pixels, approximated by three box blurs in each direction (which
/// converge on a Gaussian and cost the same whatever the radius). Pixels past the buffer's edges
/// repeat the edge pixel.
package enum GaussianBlur {
    /// Blurs `pixels` (`width` × `height`, row by row) in place with standard deviation `sigma` pixels.
    package static func apply(to pixels: inout [UInt32], width: Int, height: Int, sigma: Double) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        var scratch = [UInt32](repeating: 0, count: pixels.count)
        for radius in boxRadii(sigma: sigma) {
            horizontalBoxPass(from: pixels, to: &scratch, width: width, height: height, radius: radius)
            verticalBoxPass(from: scratch, to: &pixels, width: width, height: height, radius: radius)
        }
    }

    /// `pixels` blurred with standard deviation `sigma`, as a grid to sample with `sample(x:y:)`.
    /// From σ ½ the blur runs on a grid shrunk by 2, from σ 6 by 4 (averaging blocks), sampled back
    /// bilinearly, and costs 4–16× less. Averaging f × f blocks and interpolating back is itself a
    /// blur of about a pixel, so under σ 1 it is the whole blur; above, its share of σ² shrinks fast.
    package static func blurred(_ pixels: [UInt32], width: Int, height: Int, sigma: Double) -> Grid {
        pixels.withUnsafeBufferPointer { buffer in
            blurred(buffer.baseAddress!, stride: width, area: PixelArea(x0: 0, y0: 0, x1: width, y1: height), sigma: sigma)
        }
    }

    /// `area` of a buffer `stride` pixels a row, blurred as `blurred(_:width:height:sigma:)` does.
    package static func blurred(_ source: UnsafePointer<UInt32>, stride: Int, area: PixelArea, sigma: Double) -> Grid {
        let factor = sigma >= 6 ? 4 : sigma >= 0.5 ? 2 : 1
        var grid = Grid(shrinking: source, stride: stride, area: area, by: factor)
        apply(to: &grid.pixels, width: grid.width, height: grid.height, sigma: sigma / Double(factor))
        return grid
    }

    /// Pixels on a grid `factor` times coarser than the pixels they stand for.
    package struct Grid {
        package var pixels: [UInt32]
        package let width: Int, height: Int, factor: Int

        package init(shrinking source: [UInt32], width sourceWidth: Int, height sourceHeight: Int, by factor: Int) {
            self = source.withUnsafeBufferPointer { buffer in
                Grid(shrinking: buffer.baseAddress!, stride: sourceWidth,
                     area: PixelArea(x0: 0, y0: 0, x1: sourceWidth, y1: sourceHeight), by: factor)
            }
        }

        /// The pixels of `area` in a buffer `stride` pixels a row, each `factor` × `factor` block
        /// averaged into one grid point (read in place: no copy of the area is made first).
        package init(shrinking source: UnsafePointer<UInt32>, stride: Int, area: PixelArea, by factor: Int) {
            self.factor = factor
            let width = (area.width + factor - 1) / factor, height = (area.height + factor - 1) / factor
            self.width = width
            self.height = height
            var result = [UInt32](repeating: 0, count: width * height)
            let origin = source + area.y0 * stride + area.x0
            if factor == 1 {
                result.withUnsafeMutableBufferPointer { result in
                    for y in 0..<height {
                        (result.baseAddress! + y * width).update(from: origin + y * stride, count: width)
                    }
                }
                pixels = result
                return
            }
            result.withUnsafeMutableBufferPointer { result in
                for gy in 0..<height {
                    let rows = (gy * factor)..<Swift.min(area.height, (gy + 1) * factor)
                    for gx in 0..<width {
                        var red: UInt32 = 0, green: UInt32 = 0, blue: UInt32 = 0, count: UInt32 = 0
                        let columns = (gx * factor)..<Swift.min(area.width, (gx + 1) * factor)
                        for y in rows {
                            let row = origin + y * stride
                            for x in columns {
                                let pixel = row[x]
                                red += (pixel >> 16) & 0xFF; green += (pixel >> 8) & 0xFF; blue += pixel & 0xFF
                            }
                        }
                        count = UInt32(rows.count * columns.count)
                        result[gy * width + gx] = 0xFF00_0000 | (red / count) << 16 | (green / count) << 8 | (blue / count)
                    }
                }
            }
            pixels = result
        }

        /// Where full-resolution coordinate `i` falls between grid points: the two neighbours and the
        /// weight (0…256) of the second. Computed once a row and once a column, not once a pixel.
        package struct Tap { let low: Int, high: Int, weight: UInt32 }

        package func tap(_ i: Int, limit: Int) -> Tap {
            guard factor > 1 else { return Tap(low: i, high: i, weight: 0) }
            let f = Swift.max(0, (Double(i) + 0.5) / Double(factor) - 0.5)
            let low = Swift.min(limit - 1, Int(f))
            return Tap(low: low, high: Swift.min(limit - 1, low + 1), weight: UInt32(((f - Double(low)) * 256).rounded()))
        }

        /// One full-resolution row's vertical interpolation, a channel an array: `sample(_:)` then
        /// interpolates across. The same sums as `sample(_:_:)` in another order, so the same pixels.
        package struct Row {
            package var red: [UInt32] = [], green: [UInt32] = [], blue: [UInt32] = []
            package init() {}
        }

        package func interpolate(_ row: Tap, into result: inout Row) {
            if result.red.count != width {
                result.red = [UInt32](repeating: 0, count: width)
                result.green = result.red
                result.blue = result.red
            }
            let wy = row.weight, low = row.low * width, high = row.high * width
            for x in 0..<width {
                let a = pixels[low + x], c = pixels[high + x]
                result.red[x] = ((a >> 16) & 0xFF) * (256 - wy) + ((c >> 16) & 0xFF) * wy
                result.green[x] = ((a >> 8) & 0xFF) * (256 - wy) + ((c >> 8) & 0xFF) * wy
                result.blue[x] = (a & 0xFF) * (256 - wy) + (c & 0xFF) * wy
            }
        }

        @inline(__always)
        package static func sample(_ row: Row, _ column: Tap) -> UInt32 {
            row.red.withUnsafeBufferPointer { red in
                row.green.withUnsafeBufferPointer { green in
                    row.blue.withUnsafeBufferPointer { blue in sample(red, green, blue, column) }
                }
            }
        }

        /// `sample(_:_:)` on a row's channels already opened, for loops over a whole row.
        @inline(__always)
        package static func sample(_ red: UnsafeBufferPointer<UInt32>, _ green: UnsafeBufferPointer<UInt32>,
                                   _ blue: UnsafeBufferPointer<UInt32>, _ column: Tap) -> UInt32 {
            let wx = column.weight
            @inline(__always) func channel(_ values: UnsafeBufferPointer<UInt32>) -> UInt32 {
                (values[column.low] &* (256 &- wx) &+ values[column.high] &* wx &+ 32_768) >> 16
            }
            return 0xFF00_0000 | channel(red) << 16 | channel(green) << 8 | channel(blue)
        }

        /// The colour at a full-resolution pixel, interpolated between grid points.
        @inline(__always)
        package func sample(_ column: Tap, _ row: Tap) -> UInt32 {
            let a = pixels[row.low * width + column.low], b = pixels[row.low * width + column.high]
            let c = pixels[row.high * width + column.low], d = pixels[row.high * width + column.high]
            let wx = column.weight, wy = row.weight
            @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
                let top = ((a >> shift) & 0xFF) * (256 - wx) + ((b >> shift) & 0xFF) * wx
                let bottom = ((c >> shift) & 0xFF) * (256 - wx) + ((d >> shift) & 0xFF) * wx
                return (top * (256 - wy) + bottom * wy + 32_768) >> 16
            }
            return 0xFF00_0000 | channel(16) << 16 | channel(8) << 8 | channel(0)
        }
    }

    /// The radii of three boxes whose repeated blur has (nearly) the variance of a Gaussian of `sigma`.
    package static func boxRadii(sigma: Double) -> [Int] {
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let l = Double(lower)
        let lowerCount = Int(((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded())
        return (0..<3).map { ($0 < lowerCount ? lower : upper - 0) / 2 }
    }

    /// Division of a channel sum by the box's width, as a multiply and shift: exact for every sum
    /// a box of under 256 pixels makes (n < 2¹⁶, so n·(2³² mod d) / 2³² stays under 1/d).
    private struct BoxAverage {
        let window: UInt32
        private let reciprocal: UInt64
        init(radius: Int) {
            window = UInt32(2 * radius + 1)
            reciprocal = ((1 << 32) + UInt64(window) - 1) / UInt64(window)
        }
        @inline(__always) func callAsFunction(_ sum: UInt32) -> UInt32 {
            let rounded = sum + window / 2
            return window < 256 ? UInt32(truncatingIfNeeded: (UInt64(rounded) * reciprocal) >> 32) : rounded / window
        }
    }

    /// One box blur along each row, with a running sum a channel.
    private static func horizontalBoxPass(from source: [UInt32], to target: inout [UInt32], width: Int, height: Int, radius: Int) {
        guard radius > 0 else { target = source; return }
        let average = BoxAverage(radius: radius)
        source.withUnsafeBufferPointer { input in
            target.withUnsafeMutableBufferPointer { output in
                for line in 0..<height {
                    let base = line * width
                    @inline(__always) func at(_ index: Int) -> UInt32 {
                        input[base + Swift.min(width - 1, Swift.max(0, index))]
                    }
                    var red: UInt32 = 0, green: UInt32 = 0, blue: UInt32 = 0
                    for index in -radius...radius {
                        let pixel = at(index)
                        red += (pixel >> 16) & 0xFF; green += (pixel >> 8) & 0xFF; blue += pixel & 0xFF
                    }
                    @inline(__always) func step(_ index: Int, leaving: UInt32, entering: UInt32) {
                        output[base + index] = 0xFF00_0000 | average(red) << 16 | average(green) << 8 | average(blue)
                        red = red &+ ((entering >> 16) & 0xFF) &- ((leaving >> 16) & 0xFF)
                        green = green &+ ((entering >> 8) & 0xFF) &- ((leaving >> 8) & 0xFF)
                        blue = blue &+ (entering & 0xFF) &- (leaving & 0xFF)
                    }
                    // Only the ends of a row reach past it; the middle reads without clamping.
                    let middle = Swift.min(radius, width)..<Swift.max(Swift.min(radius, width), width - radius - 1)
                    for index in 0..<middle.lowerBound { step(index, leaving: at(index - radius), entering: at(index + radius + 1)) }
                    for index in middle {
                        step(index, leaving: input[base + index - radius], entering: input[base + index + radius + 1])
                    }
                    for index in middle.upperBound..<width {
                        step(index, leaving: at(index - radius), entering: at(index + radius + 1))
                    }
                }
            }
        }
    }

    /// One box blur down each column, the same sums as `horizontalBoxPass` but kept a column each
    /// and advanced a row at a time, so memory is read in order rather than a row's width apart.
    private static func verticalBoxPass(from source: [UInt32], to target: inout [UInt32], width: Int, height: Int, radius: Int) {
        guard radius > 0 else { target = source; return }
        let average = BoxAverage(radius: radius)
        var red = [UInt32](repeating: 0, count: width), green = red, blue = red
        source.withUnsafeBufferPointer { input in
            target.withUnsafeMutableBufferPointer { output in
                red.withUnsafeMutableBufferPointer { red in
                    green.withUnsafeMutableBufferPointer { green in
                        blue.withUnsafeMutableBufferPointer { blue in
                            @inline(__always) func row(_ index: Int) -> Int { Swift.min(height - 1, Swift.max(0, index)) * width }
                            for index in -radius...radius {
                                let base = row(index)
                                for x in 0..<width {
                                    let pixel = input[base + x]
                                    red[x] += (pixel >> 16) & 0xFF; green[x] += (pixel >> 8) & 0xFF; blue[x] += pixel & 0xFF
                                }
                            }
                            for y in 0..<height {
                                let out = y * width, leaving = row(y - radius), entering = row(y + radius + 1)
                                for x in 0..<width {
                                    output[out + x] = 0xFF00_0000 | average(red[x]) << 16 | average(green[x]) << 8 | average(blue[x])
                                    let gone = input[leaving + x], come = input[entering + x]
                                    red[x] = red[x] &+ ((come >> 16) & 0xFF) &- ((gone >> 16) & 0xFF)
                                    green[x] = green[x] &+ ((come >> 8) & 0xFF) &- ((gone >> 8) & 0xFF)
                                    blue[x] = blue[x] &+ (come & 0xFF) &- (gone & 0xFF)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
