/// A soft shadow: the shape's coverage, blurred with a Gaussian, laid over the pixels below in the
/// shadow's colour. What Core Animation draws for `shadowRadius` (its standard deviation, in points).
package enum ShadowKernel {
    /// Colour channels 0…255, alpha 0…255 (straight).
    package struct Colour {
        package let red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32
        package init(red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }
    }

    /// The pixels the shadow of a shape within `bounds` can reach in a `width` × `height` target:
    /// the bounds grown by the blur's reach (3σ and a pixel).
    package static func maskArea(bounds: PixelArea, sigma: Double, width: Int, height: Int) -> PixelArea {
        let margin = Int((3 * sigma).rounded(.up)) + 1
        return PixelArea(x0: Swift.max(0, bounds.x0 - margin), y0: Swift.max(0, bounds.y0 - margin),
                         x1: Swift.min(width, bounds.x1 + margin), y1: Swift.min(height, bounds.y1 + margin))
    }

    /// True when `occluder` covers every pixel of `area` whole: no shadow shows there.
    package static func isHidden(_ area: PixelArea, by occluder: RoundedRectCoverage?) -> Bool {
        guard let occluder else { return false }
        for y in area.y0..<area.y1 {
            let covered = occluder.fullyCoveredColumns(row: y)
            if !(covered.lowerBound <= area.x0 && area.x1 <= covered.upperBound) { return false }
        }
        return true
    }

    /// The coverage of `shape` over `mask`, blurred with standard deviation `sigma` pixels: the
    /// shadow's alpha before its colour (grey in all three channels, so the colour blur serves).
    package static func blurredCoverage(of shape: RoundedRectCoverage, over mask: PixelArea, sigma: Double) -> GaussianBlur.Grid {
        var pixels = [UInt32](repeating: 0xFF00_0000, count: mask.width * mask.height)
        pixels.withUnsafeMutableBufferPointer { buffer in
            for y in mask.y0..<mask.y1 {
                let covered = shape.fullyCoveredColumns(row: y)
                for x in mask.x0..<mask.x1 {
                    let value = covered.contains(x) ? 255 : UInt32((shape.coverage(x: x, y: y) * 255).rounded())
                    if value > 0 { buffer[(y - mask.y0) * mask.width + x - mask.x0] = 0xFF00_0000 | value << 16 | value << 8 | value }
                }
            }
        }
        return GaussianBlur.blurred(pixels, width: mask.width, height: mask.height, sigma: sigma)
    }

    /// Lays the shadow whose blurred coverage over `mask` is `blurred` into `target` (`stride`
    /// pixels a row) in `colour`, within `area` (inside `mask`). Pixels `occluder` covers whole are
    /// left alone: an opaque fill drawn next replaces them anyway (a view's background over its own
    /// shadow).
    package static func composite(_ blurred: GaussianBlur.Grid, mask: PixelArea, target: UnsafeMutablePointer<UInt32>, stride: Int,
                                  area: PixelArea, colour: Colour, occluder: RoundedRectCoverage? = nil) {
        guard area.width > 0, area.height > 0 else { return }
        let columns = (area.x0..<area.x1).map { blurred.tap($0 - mask.x0, limit: blurred.width) }
        var interpolated = GaussianBlur.Grid.Row()
        for y in area.y0..<area.y1 {
            blurred.interpolate(blurred.tap(y - mask.y0, limit: blurred.height), into: &interpolated)
            let targetRow = target + y * stride
            let hidden = occluder?.fullyCoveredColumns(row: y) ?? 0..<0
            for x in area.x0..<area.x1 {
                if hidden.contains(x) { continue }
                let coverage = GaussianBlur.Grid.sample(interpolated, columns[x - area.x0]) & 0xFF
                let weight = (coverage * colour.alpha + 127) / 255
                if weight == 0 { continue }
                let keep = 255 - weight, below = targetRow[x]
                @inline(__always) func channel(_ shift: UInt32, _ value: UInt32) -> UInt32 {
                    (value * weight + ((below >> shift) & 0xFF) * keep + 127) / 255
                }
                targetRow[x] = channel(24, 255) << 24 | channel(16, colour.red) << 16 | channel(8, colour.green) << 8
                    | channel(0, colour.blue)
            }
        }
    }
}
