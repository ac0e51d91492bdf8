/// A Gaussian blur of 32-bit XRGB pixels, approximated by three box blurs in each direction (which
/// converge on a Gaussian and cost the same whatever the radius). Pixels past the buffer's edges
/// repeat the edge pixel.
enum GaussianBlur {
    /// Blurs `pixels` (`width` × `height`, row by row) in place with standard deviation `sigma` pixels.
    static func apply(to pixels: inout [UInt32], width: Int, height: Int, sigma: Double) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        var scratch = [UInt32](repeating: 0, count: pixels.count)
        for radius in boxRadii(sigma: sigma) {
            boxPass(from: pixels, to: &scratch, lines: height, length: width, lineStride: width, step: 1, radius: radius)
            boxPass(from: scratch, to: &pixels, lines: width, length: height, lineStride: 1, step: width, radius: radius)
        }
    }

    /// The radii of three boxes whose repeated blur has (nearly) the variance of a Gaussian of `sigma`.
    static func boxRadii(sigma: Double) -> [Int] {
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
