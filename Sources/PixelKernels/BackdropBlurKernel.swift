/// The pixel work of a backdrop blur, on 32-bit ARGB pixels: read what is behind, blur it, and
/// blend it back inside a rounded shape. Compiled optimised even in debug builds, as tests draw
/// blurred frames by the thousand.
package enum BackdropBlurKernel {
    /// Blurs `source` in `area` (plus a margin of 3σ where the source has pixels) and blends the result
    /// into `target` wherever `shape` covers, at `alpha`. Both buffers are `stride` pixels a row.
    package static func run(source: UnsafePointer<UInt32>, sourceStride: Int, sourceWidth: Int, sourceHeight: Int,
                            target: UnsafeMutablePointer<UInt32>, targetStride: Int,
                            area: PixelArea, sigma: Double, shape: RoundedRectCoverage, alpha: Double) {
        let read = readArea(for: area, sigma: sigma, sourceWidth: sourceWidth, sourceHeight: sourceHeight)
        guard read.width > 0, read.height > 0 else { return }
        let blurred = GaussianBlur.blurred(source, stride: sourceStride, area: read, sigma: sigma)
        composite(blurred, read: read, target: target, targetStride: targetStride, area: area, shape: shape, alpha: alpha)
    }

    /// What a blur of `area` reads: the area and a margin of 3σ, within the source.
    package static func readArea(for area: PixelArea, sigma: Double, sourceWidth: Int, sourceHeight: Int) -> PixelArea {
        let margin = Int((3 * sigma).rounded(.up))
        return PixelArea(x0: Swift.max(0, area.x0 - margin), y0: Swift.max(0, area.y0 - margin),
                         x1: Swift.min(sourceWidth, area.x1 + margin), y1: Swift.min(sourceHeight, area.y1 + margin))
    }

    /// Blends `blurred`, the blur of `read` (`GaussianBlur.blurred`), into `target` wherever `shape`
    /// covers `area`, at `alpha`: the part of `run` that a blur kept from an earlier frame still needs.
    package static func composite(_ blurred: GaussianBlur.Grid, read: PixelArea, target: UnsafeMutablePointer<UInt32>, targetStride: Int,
                                  area: PixelArea, shape: RoundedRectCoverage, alpha: Double) {
        let columns = (area.x0..<area.x1).map { blurred.tap($0 - read.x0, limit: blurred.width) }
        var upper = GaussianBlur.Grid.WideRow(), lower = GaussianBlur.Grid.WideRow()
        let fullWeight = UInt32((alpha * 255).rounded())
        columns.withUnsafeBufferPointer { columns in
            for y in area.y0..<area.y1 {
                let rowTap = blurred.tap(y - read.y0, limit: blurred.height)
                // Moving down a grid row, the lower row becomes the upper one.
                if upper.gridRow != rowTap.low && lower.gridRow == rowTap.low { swap(&upper, &lower) }
                if upper.gridRow != rowTap.low { upper.widen(blurred, row: rowTap.low, columns: columns) }
                if lower.gridRow != rowTap.high { lower.widen(blurred, row: rowTap.high, columns: columns) }
                let covered = shape.fullyCoveredColumns(row: y).clamped(to: area.x0..<area.x1)
                let targetRow = target + y * targetStride
                upper.withChannels { upper in
                    lower.withChannels { lower in
                        let weight = rowTap.weight
                        @inline(__always) func blend(_ x: Int, _ colour: UInt32, _ weight: UInt32) {
                            if weight >= 255 { targetRow[x] = colour; return }
                            let keep = 255 - weight, existing = targetRow[x]
                            @inline(__always) func channel(_ shift: UInt32, _ from: UInt32) -> UInt32 {
                                (((from >> shift) & 0xFF) &* weight &+ ((existing >> shift) & 0xFF) &* keep) / 255
                            }
                            targetRow[x] = channel(24, 0xFF00_0000) << 24 | channel(16, colour) << 16
                                | channel(8, colour) << 8 | channel(0, colour)
                        }
                        // Edges and corners, pixel by pixel with their coverage.
                        func edge(_ x: Int) {
                            let coverage = shape.coverage(x: x, y: y)
                            guard coverage > 0 else { return }
                            let colour = GaussianBlur.Grid.WideRow.pixel(upper, lower, x - area.x0, weight: weight)
                            blend(x, colour, UInt32((coverage * alpha * 255).rounded()))
                        }
                        for x in area.x0..<covered.lowerBound { edge(x) }
                        for x in covered.upperBound..<area.x1 { edge(x) }
                        // The covered run, in loops simple enough to vectorize.
                        if fullWeight >= 255 {
                            GaussianBlur.Grid.WideRow.store(upper, lower, from: covered.lowerBound - area.x0, count: covered.count,
                                                            weight: weight, into: targetRow + covered.lowerBound)
                        } else if fullWeight > 0 {
                            GaussianBlur.Grid.WideRow.blend(upper, lower, from: covered.lowerBound - area.x0, count: covered.count,
                                                            weight: weight, alpha: fullWeight, into: targetRow + covered.lowerBound)
                        }
                    }
                }
            }
        }
    }
}
