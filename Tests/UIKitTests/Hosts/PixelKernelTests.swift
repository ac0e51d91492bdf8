import Testing
@testable import PixelKernels

/// The shortcuts the pixel kernels take must give the pixels the long way gives.
@Suite struct PixelKernelTests {
    @Test func columnsClaimedFullyCoveredAreCoveredWhole() {
        var random = SoakRandom(seed: 7)
        var claimed = 0
        for _ in 0..<300 {
            let scale = random.pick([1.0, 2.0, 3.0])
            let minX = random.unit() * 50 - 10, minY = random.unit() * 50 - 10
            let shape = RoundedRectCoverage(
                minX: minX, minY: minY, maxX: minX + 1 + random.unit() * 80, maxY: minY + 1 + random.unit() * 80,
                radius: random.pick([0, 0.4, 5, 12.5, 100]), roundsCorner: (random.int(0...1) == 0, true, true, random.int(0...1) == 0),
                toLocal: (a: 1 / scale, b: 0, c: 0, d: 1 / scale, tx: random.unit() - 0.5, ty: random.unit() - 0.5),
                unitsPerPixel: 1 / scale)
            for y in -40...300 {
                for x in shape.fullyCoveredColumns(row: y) {
                    claimed += 1
                    #expect(shape.coverage(x: x, y: y) == 1, "(\(x), \(y)) of \(shape)")
                    if shape.coverage(x: x, y: y) != 1 { return }
                }
            }
        }
        #expect(claimed > 100_000, "the shortcut should cover most of each shape; it claimed \(claimed) pixels")
    }

    @Test func aRowInterpolatedOnceSamplesAsEachPixelWould() {
        var random = SoakRandom(seed: 11)
        let pixels = (0..<(148 * 92)).map { _ in UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000 }
        let grid = GaussianBlur.Grid(shrinking: pixels, width: 148, height: 92, by: 4)
        var row = GaussianBlur.Grid.Row()
        for y in 0..<92 {
            let rowTap = grid.tap(y, limit: grid.height)
            grid.interpolate(rowTap, into: &row)
            for x in 0..<148 {
                let columnTap = grid.tap(x, limit: grid.width)
                #expect(GaussianBlur.Grid.sample(row, columnTap) == grid.sample(columnTap, rowTap))
            }
        }
    }

    /// Widens the two grid rows `row` falls between and runs a row kernel over `target` with them.
    private func run(_ rows: inout (upper: GaussianBlur.Grid.WideRow, lower: GaussianBlur.Grid.WideRow), of grid: GaussianBlur.Grid,
                     at row: GaussianBlur.Grid.Tap, columns: [GaussianBlur.Grid.Tap], into target: inout [UInt32],
                     _ kernel: (GaussianBlur.Grid.WideRow.Channels, GaussianBlur.Grid.WideRow.Channels, UnsafeMutablePointer<UInt32>) -> Void) {
        columns.withUnsafeBufferPointer { columns in
            rows.upper.widen(grid, row: row.low, columns: columns)
            rows.lower.widen(grid, row: row.high, columns: columns)
        }
        rows.upper.withChannels { upper in
            rows.lower.withChannels { lower in
                target.withUnsafeMutableBufferPointer { kernel(upper, lower, $0.baseAddress!) }
            }
        }
    }

    @Test func rowsWidenedOnceAndBlendedDownSampleAsEachPixelWould() {
        var random = SoakRandom(seed: 13)
        let pixels = (0..<(150 * 90)).map { _ in UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000 }
        for factor in [1, 2, 4] {
            let grid = GaussianBlur.Grid(shrinking: pixels, width: 150, height: 90, by: factor)
            let columns = (0..<150).map { grid.tap($0, limit: grid.width) }
            var rows = (upper: GaussianBlur.Grid.WideRow(), lower: GaussianBlur.Grid.WideRow())
            var stored = [UInt32](repeating: 0, count: 150)
            for y in 0..<90 {
                let rowTap = grid.tap(y, limit: grid.height)
                run(&rows, of: grid, at: rowTap, columns: columns, into: &stored) { upper, lower, target in
                    GaussianBlur.Grid.WideRow.store(upper, lower, from: 0, count: 150, weight: rowTap.weight, into: target)
                }
                for x in 0..<150 {
                    #expect(stored[x] == grid.sample(columns[x], rowTap), "(\(x), \(y)) at factor \(factor)")
                    if stored[x] != grid.sample(columns[x], rowTap) { return }
                }
            }
        }
    }

    /// A translucent blur's covered run, blended a row at a time, is the pixel blended over what was
    /// there, each channel `(pixel · alpha + existing · (255 − alpha)) / 255`, for any alpha.
    @Test func aTranslucentRowBlendsAsEachPixelWould() {
        var random = SoakRandom(seed: 29)
        let pixels = (0..<(120 * 40)).map { _ in UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000 }
        let grid = GaussianBlur.Grid(shrinking: pixels, width: 120, height: 40, by: 2)
        let columns = (0..<120).map { grid.tap($0, limit: grid.width) }
        var rows = (upper: GaussianBlur.Grid.WideRow(), lower: GaussianBlur.Grid.WideRow())
        for y in 0..<40 {
            let rowTap = grid.tap(y, limit: grid.height), alpha = UInt32(random.int(1...254))
            let below = (0..<120).map { _ in UInt32(truncatingIfNeeded: random.next()) }
            var blended = below
            run(&rows, of: grid, at: rowTap, columns: columns, into: &blended) { upper, lower, target in
                GaussianBlur.Grid.WideRow.blend(upper, lower, from: 0, count: 120, weight: rowTap.weight, alpha: alpha, into: target)
            }
            for x in 0..<120 {
                let pixel = grid.sample(columns[x], rowTap), existing = below[x]
                func channel(_ shift: UInt32, _ from: UInt32) -> UInt32 {
                    (((from >> shift) & 0xFF) * alpha + ((existing >> shift) & 0xFF) * (255 - alpha)) / 255
                }
                let expected = channel(24, 0xFF00_0000) << 24 | channel(16, pixel) << 16 | channel(8, pixel) << 8 | channel(0, pixel)
                #expect(blended[x] == expected, "(\(x), \(y)) at alpha \(alpha)")
                if blended[x] != expected { return }
            }
        }
    }

    /// Source over, scaled by the layer's alpha, one pixel at a time: what the compositing kernel
    /// must match however it skips work.
    private func blendedTheLongWay(_ pixel: UInt32, over below: UInt32, weight: UInt32) -> UInt32 {
        let sourceAlpha = ((pixel >> 24) * weight + 127) / 255, keep = 255 - sourceAlpha
        func channel(_ shift: UInt32) -> UInt32 {
            min(255, (((pixel >> shift) & 0xFF) * weight + ((below >> shift) & 0xFF) * keep + 127) / 255)
        }
        return channel(24) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }

    @Test func compositingRunsOfEqualPixelsGivesWhatEachPixelWould() {
        var random = SoakRandom(seed: 5)
        let width = 64, height = 16
        // Runs of equal pixels, as flat interface colour makes, with some transparent and opaque ones.
        func runs() -> [UInt32] {
            var pixels: [UInt32] = []
            while pixels.count < width * height {
                let alpha = UInt32(random.pick([0, 255, 255, 128, 17]))
                let value = alpha << 24 | UInt32(truncatingIfNeeded: random.next()) & 0x00FF_FFFF & (alpha == 0 ? 0 : 0xFFFF_FFFF)
                pixels += Array(repeating: value, count: random.int(1...9))
            }
            return Array(pixels.prefix(width * height))
        }
        let layer = runs(), below = runs()
        for alpha in [1.0, 0.6, 0.2] {
            var target = below
            layer.withUnsafeBufferPointer { source in
                target.withUnsafeMutableBufferPointer { target in
                    LayerCompositing.composite(source: source.baseAddress!, sourceStride: width, target: target.baseAddress!,
                                               targetStride: width, area: PixelArea(x0: 0, y0: 0, x1: width, y1: height),
                                               alpha: alpha, mask: nil)
                }
            }
            let weight = UInt32((alpha * 255).rounded())
            for index in layer.indices {
                let expected = layer[index] == 0 ? below[index] : blendedTheLongWay(layer[index], over: below[index], weight: weight)
                #expect(target[index] == expected, "pixel \(index) at alpha \(alpha)")
                if target[index] != expected { return }
            }
        }
    }
}
