/// The pixel work of a backdrop blur, on 32-bit ARGB pixels: read what is behind, blur it, and
/// blend it back inside a rounded shape. Compiled optimised even in debug builds, as tests draw
/// blurred frames by the thousand.
package enum BackdropBlurKernel {
    /// Blurs `source` in `area` (plus a margin of 3σ where the source has pixels) and blends the result
    /// into `target` wherever `shape` covers, at `alpha`. Both buffers are `stride` pixels a row.
    package static func run(source: UnsafePointer<UInt32>, sourceStride: Int, sourceWidth: Int, sourceHeight: Int,
                            target: UnsafeMutablePointer<UInt32>, targetStride: Int,
                            area: PixelArea, sigma: Double, shape: RoundedRectCoverage, alpha: Double) {
        let margin = Int((3 * sigma).rounded(.up))
        let read = PixelArea(x0: Swift.max(0, area.x0 - margin), y0: Swift.max(0, area.y0 - margin),
                        x1: Swift.min(sourceWidth, area.x1 + margin), y1: Swift.min(sourceHeight, area.y1 + margin))
        guard read.width > 0, read.height > 0 else { return }
        let blurred = GaussianBlur.blurred(source, stride: sourceStride, area: read, sigma: sigma)
        let columns = (area.x0..<area.x1).map { blurred.tap($0 - read.x0, limit: blurred.width) }
        var interpolated = GaussianBlur.Grid.Row()
        let fullWeight = UInt32((alpha * 255).rounded())
        columns.withUnsafeBufferPointer { columns in
            for y in area.y0..<area.y1 {
                blurred.interpolate(blurred.tap(y - read.y0, limit: blurred.height), into: &interpolated)
                let covered = shape.fullyCoveredColumns(row: y)
                let targetRow = target + y * targetStride
                interpolated.red.withUnsafeBufferPointer { red in
                    interpolated.green.withUnsafeBufferPointer { green in
                        interpolated.blue.withUnsafeBufferPointer { blue in
                            for x in area.x0..<area.x1 {
                                let isCovered = covered.contains(x)
                                let coverage = isCovered ? 1 : shape.coverage(x: x, y: y)
                                guard coverage > 0 else { continue }
                                let colour = GaussianBlur.Grid.sample(red, green, blue, columns[x - area.x0])
                                let weight = isCovered ? fullWeight : UInt32((coverage * alpha * 255).rounded())
                                if weight >= 255 { targetRow[x] = colour; continue }
                                let keep = 255 - weight, existing = targetRow[x]
                                @inline(__always) func channel(_ shift: UInt32, _ from: UInt32) -> UInt32 {
                                    (((from >> shift) & 0xFF) * weight + ((existing >> shift) & 0xFF) * keep) / 255
                                }
                                targetRow[x] = channel(24, 0xFF00_0000) << 24 | channel(16, colour) << 16
                                    | channel(8, colour) << 8 | channel(0, colour)
                            }
                        }
                    }
                }
            }
        }
    }
}
