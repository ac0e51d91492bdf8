extension Geometry {
    /// The pixels SDL's software renderer would cover wholly between a polygon's two vertical sides,
    /// found as SDL finds them: it truncates each vertex to whole pixels (`(int)` of the float) and
    /// fills the pixels whose centres fall inside. Where the truncated polygon's only edges across a
    /// band of rows are a vertical side at its least x and one at its greatest, every pixel of those
    /// rows between them is inside, so an opaque fill can store them instead of rasterizing them.
    /// Nil when there is no such band (a rotated shape, or a corner's truncation stepping past a side).
    static func storableBand(of polygon: [CGPoint]) -> (columns: Range<Int>, rows: Range<Int>)? {
        guard polygon.count >= 3 else { return nil }
        var points: [(x: Int, y: Int)] = []
        points.reserveCapacity(polygon.count)
        for point in polygon {
            let x = Float(point.x), y = Float(point.y)
            guard abs(x) < 1e7, abs(y) < 1e7 else { return nil }
            points.append((Int(x), Int(y)))
        }
        guard let left = points.map(\.x).min(), let right = points.map(\.x).max(), right > left else { return nil }
        // The longest vertical edge on each side.
        var leftSide: Range<Int>?, rightSide: Range<Int>?
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            guard a.x == b.x, a.y != b.y, a.x == left || a.x == right else { continue }
            let span = Swift.min(a.y, b.y)..<Swift.max(a.y, b.y)
            if a.x == left, span.count > (leftSide?.count ?? 0) { leftSide = span }
            if a.x == right, span.count > (rightSide?.count ?? 0) { rightSide = span }
        }
        guard let leftSide, let rightSide else { return nil }
        let top = Swift.max(leftSide.lowerBound, rightSide.lowerBound)
        let bottom = Swift.min(leftSide.upperBound, rightSide.upperBound)
        guard bottom - top >= 2 else { return nil }
        let rows = top..<bottom
        // Nothing else may reach into the band: no vertex strictly inside its rows away from the
        // sides, and no edge crossing it but the sides themselves.
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            let onSide = a.x == b.x && (a.x == left || a.x == right)
            if onSide { continue }
            if Swift.max(a.y, b.y) > rows.lowerBound && Swift.min(a.y, b.y) < rows.upperBound { return nil }
        }
        return (left..<right, rows)
    }
}
