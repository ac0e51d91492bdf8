/// A Gaussian blur of 32-bit XRGB pixels, approximated by three box blurs in each direction (which
/// converge on a Gaussian and cost the same whatever the radius). Pixels past the buffer's edges
/// repeat the edge pixel.
package enum GaussianBlur {
    /// Blurs `pixels` (`width` × `height`, row by row) in place with standard deviation `sigma` pixels.
    package static func apply(to pixels: inout [UInt32], width: Int, height: Int, sigma: Double) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        var scratch = [UInt32](repeating: 0, count: pixels.count)
        for radius in boxRadii(sigma: sigma) {
            boxPass(from: pixels, to: &scratch, lines: height, length: width, lineStride: width, step: 1, radius: radius)
            boxPass(from: scratch, to: &pixels, lines: width, length: height, lineStride: 1, step: width, radius: radius)
        }
    }

    /// `pixels` blurred with standard deviation `sigma`, as a grid to sample with `sample(x:y:)`.
    /// Wide blurs are computed on a grid shrunk by 2 or 4 (averaging blocks) and sampled back
    /// bilinearly: a blur that wide has no detail the smaller grid loses, and it costs 4–16× less.
    package static func blurred(_ pixels: [UInt32], width: Int, height: Int, sigma: Double) -> Grid {
        let factor = sigma >= 12 ? 4 : sigma >= 4 ? 2 : 1
        var grid = Grid(shrinking: pixels, width: width, height: height, by: factor)
        apply(to: &grid.pixels, width: grid.width, height: grid.height, sigma: sigma / Double(factor))
        return grid
    }

    /// Pixels on a grid `factor` times coarser than the pixels they stand for.
    package struct Grid {
        package var pixels: [UInt32]
        package let width: Int, height: Int, factor: Int

        package init(shrinking source: [UInt32], width sourceWidth: Int, height sourceHeight: Int, by factor: Int) {
            self.factor = factor
            width = (sourceWidth + factor - 1) / factor
            height = (sourceHeight + factor - 1) / factor
            guard factor > 1 else { pixels = source; return }
            var result = [UInt32](repeating: 0, count: width * height)
            for gy in 0..<height {
                for gx in 0..<width {
                    var red: UInt32 = 0, green: UInt32 = 0, blue: UInt32 = 0, count: UInt32 = 0
                    for y in (gy * factor)..<Swift.min(sourceHeight, (gy + 1) * factor) {
                        for x in (gx * factor)..<Swift.min(sourceWidth, (gx + 1) * factor) {
                            let pixel = source[y * sourceWidth + x]
                            red += (pixel >> 16) & 0xFF; green += (pixel >> 8) & 0xFF; blue += pixel & 0xFF
                            count += 1
                        }
                    }
                    result[gy * width + gx] = 0xFF00_0000 | (red / count) << 16 | (green / count) << 8 | (blue / count)
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

    /// One box blur along lines of `length` pixels, `step` apart within a line and `lineStride`
    /// apart between lines, with a running sum a channel.
    private static func boxPass(from source: [UInt32], to target: inout [UInt32], lines: Int, length: Int,
                                lineStride: Int, step: Int, radius: Int) {
        guard radius > 0 else { target = source; return }
        let window = UInt32(2 * radius + 1)
        source.withUnsafeBufferPointer { input in
            target.withUnsafeMutableBufferPointer { output in
                for line in 0..<lines {
                    let base = line * lineStride
                    @inline(__always) func at(_ index: Int) -> UInt32 {
                        input[base + Swift.min(length - 1, Swift.max(0, index)) * step]
                    }
                    var red: UInt32 = 0, green: UInt32 = 0, blue: UInt32 = 0
                    for index in -radius...radius {
                        let pixel = at(index)
                        red += (pixel >> 16) & 0xFF; green += (pixel >> 8) & 0xFF; blue += pixel & 0xFF
                    }
                    for index in 0..<length {
                        output[base + index * step] = 0xFF00_0000 | ((red + window / 2) / window) << 16
                            | ((green + window / 2) / window) << 8 | ((blue + window / 2) / window)
                        let leaving = at(index - radius), entering = at(index + radius + 1)
                        red = red + ((entering >> 16) & 0xFF) - ((leaving >> 16) & 0xFF)
                        green = green + ((entering >> 8) & 0xFF) - ((leaving >> 8) & 0xFF)
                        blue = blue + (entering & 0xFF) - (leaving & 0xFF)
                    }
                }
            }
        }
    }
}
