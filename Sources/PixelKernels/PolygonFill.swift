/// Fills polygons (device pixels) with one colour, antialiased: each pixel row is sampled on four
/// sub-rows, and on each the inside spans (by the non-zero or even-odd rule) add their exact
/// horizontal coverage; the colour is blended "source over" by the coverage.
package enum PolygonFill {
    package static func fill(_ polygons: [[(x: Double, y: Double)]], evenOdd: Bool,
                             color: (r: Double, g: Double, b: Double, a: Double),
                             target: UnsafeMutablePointer<UInt32>, targetStride: Int, area: PixelArea) {
        guard area.width > 0, area.height > 0, color.a > 0 else { return }
        // Edges as (x0, y0, x1, y1, direction), top to bottom.
        var edges: [(x0: Double, y0: Double, x1: Double, y1: Double, direction: Int)] = []
        for polygon in polygons where polygon.count > 2 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                if a.y == b.y { continue }
                edges.append(a.y < b.y ? (a.x, a.y, b.x, b.y, 1) : (b.x, b.y, a.x, a.y, -1))
            }
        }
        guard !edges.isEmpty else { return }
        let minY = Swift.max(Double(area.y0), edges.map(\.y0).min()!.rounded(.down))
        let maxY = Swift.min(Double(area.y1), edges.map(\.y1).max()!.rounded(.up))
        guard maxY > minY else { return }
        var coverage = [Double](repeating: 0, count: area.width)
        var crossings: [(x: Double, direction: Int)] = []
        let subRows = 4
        for row in Int(minY)..<Int(maxY) {
            for index in coverage.indices { coverage[index] = 0 }
            var touched = false
            for sub in 0..<subRows {
                let y = Double(row) + (Double(sub) + 0.5) / Double(subRows)
                crossings.removeAll(keepingCapacity: true)
                for edge in edges where edge.y0 <= y && y < edge.y1 {
                    let x = edge.x0 + (y - edge.y0) / (edge.y1 - edge.y0) * (edge.x1 - edge.x0)
                    crossings.append((x, edge.direction))
                }
                guard crossings.count > 1 else { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for index in 0..<(crossings.count - 1) {
                    winding += evenOdd ? 1 : crossings[index].direction
                    let inside = evenOdd ? winding % 2 != 0 : winding != 0
                    guard inside else { continue }
                    touched = true
                    addSpan(crossings[index].x, crossings[index + 1].x, weight: 1 / Double(subRows), into: &coverage, x0: area.x0)
                }
            }
            guard touched else { continue }
            let rowPointer = target + row * targetStride
            for index in coverage.indices where coverage[index] > 0 {
                let weight = Swift.min(1, coverage[index]) * color.a
                let below = rowPointer[area.x0 + index]
                @inline(__always) func channel(_ shift: UInt32, _ value: Double) -> UInt32 {
                    let d = Double((below >> shift) & 0xFF)
                    return UInt32(Swift.min(255, Swift.max(0, (value * 255 * weight + d * (1 - weight)).rounded())))
                }
                // ARGB8888, as SDL's software surfaces are.
                rowPointer[area.x0 + index] = channel(24, 1) << 24 | channel(16, color.r) << 16 | channel(8, color.g) << 8 | channel(0, color.b)
            }
        }
    }

    /// Adds the coverage of the span [left, right) on one sub-row, with fractional end pixels.
    private static func addSpan(_ left: Double, _ right: Double, weight: Double, into coverage: inout [Double], x0: Int) {
        let start = Swift.max(left, Double(x0)), end = Swift.min(right, Double(x0 + coverage.count))
        guard end > start else { return }
        let first = Int(start.rounded(.down)), last = Int((end - 1e-9).rounded(.down))
        if first == last {
            coverage[first - x0] += (end - start) * weight
            return
        }
        coverage[first - x0] += (Double(first + 1) - start) * weight
        if last > first + 1 { for x in (first + 1)..<last { coverage[x - x0] += weight } }
        coverage[last - x0] += (end - Double(last)) * weight
    }
}
