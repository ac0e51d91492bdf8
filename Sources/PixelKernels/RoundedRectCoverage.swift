/// A rounded rectangle seen from device pixels: how much of each pixel it covers, antialiased over
/// one pixel. Plain numbers, so the kernels need no UI types.
package struct RoundedRectCoverage {
    /// The rectangle, in its own coordinates.
    package let minX: Double, minY: Double, maxX: Double, maxY: Double
    package let radius: Double
    /// Which corners are rounded: top left, top right, bottom left, bottom right.
    package let roundsCorner: (topLeft: Bool, topRight: Bool, bottomLeft: Bool, bottomRight: Bool)
    /// Device pixel centre → the rectangle's coordinates: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
    package let toLocal: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)
    /// The size of a device pixel in the rectangle's units.
    package let unitsPerPixel: Double

    package init(minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double,
                 roundsCorner: (topLeft: Bool, topRight: Bool, bottomLeft: Bool, bottomRight: Bool),
                 toLocal: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double), unitsPerPixel: Double) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
        self.radius = Swift.max(0, Swift.min(radius, (maxX - minX) / 2, (maxY - minY) / 2))
        self.roundsCorner = roundsCorner
        self.toLocal = toLocal
        self.unitsPerPixel = unitsPerPixel
    }

    /// Coverage (0…1) of the device pixel whose top-left corner is (x, y).
    @inline(__always)
    package func coverage(x: Int, y: Int) -> Double {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let lx = toLocal.a * px + toLocal.c * py + toLocal.tx
        let ly = toLocal.b * px + toLocal.d * py + toLocal.ty
        var inside = Swift.min(lx - minX, maxX - lx, ly - minY, maxY - ly)
        if inside <= -unitsPerPixel / 2 { return 0 }
        if radius > 0 {
            let left = lx < minX + radius, right = lx > maxX - radius
            let top = ly < minY + radius, bottom = ly > maxY - radius
            let rounded = (top && left && roundsCorner.topLeft) || (top && right && roundsCorner.topRight)
                || (bottom && left && roundsCorner.bottomLeft) || (bottom && right && roundsCorner.bottomRight)
            if rounded && (top || bottom) && (left || right) {
                let cx = left ? minX + radius : maxX - radius, cy = top ? minY + radius : maxY - radius
                let dx = lx - cx, dy = ly - cy
                inside = Swift.min(inside, radius - (dx * dx + dy * dy).squareRoot())
            }
        }
        return Swift.min(1, Swift.max(0, inside / unitsPerPixel + 0.5))
    }

    /// Columns of row `y` the shape surely covers whole (coverage exactly 1), for an upright,
    /// unflipped shape; empty otherwise. Kernels skip `coverage(x:y:)` there. One column short at
    /// each end, so rounding can never claim a pixel `coverage` would not.
    package func fullyCoveredColumns(row y: Int) -> Range<Int> {
        guard toLocal.b == 0, toLocal.c == 0, toLocal.a > 0, toLocal.d > 0 else { return 0..<0 }
        let margin = Swift.max(radius, unitsPerPixel / 2) + unitsPerPixel
        let ly = toLocal.d * (Double(y) + 0.5) + toLocal.ty
        guard ly >= minY + margin, ly <= maxY - margin else { return 0..<0 }
        let low = ((minX + unitsPerPixel - toLocal.tx) / toLocal.a - 0.5).rounded(.up) + 1
        let high = ((maxX - unitsPerPixel - toLocal.tx) / toLocal.a - 0.5).rounded(.down) - 1
        guard low.isFinite, high.isFinite, low <= high, abs(low) < 1e9, abs(high) < 1e9 else { return 0..<0 }
        return Int(low)..<(Int(high) + 1)
    }
}
