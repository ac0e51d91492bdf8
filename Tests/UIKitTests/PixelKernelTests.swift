import Testing
import PixelKernels

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
}
