internal import CSDL2
internal import PixelKernels

// Linear gradients: the rectangle is cut into bands between consecutive stops (and the flat
// colours before the first and after the last); within a band the colour changes linearly along
// the gradient line, which SDL's per-vertex colour interpolation draws exactly.
extension DisplayListRenderer {
    func linearGradient(_ rect: CGRect, _ m: CGAffineTransform, _ stops: [DisplayCommand.GradientStop],
                        _ start: CGPoint, _ end: CGPoint) {
        guard !stops.isEmpty else { return }
        let quad = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                    CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        let axis = CGPoint(x: end.x - start.x, y: end.y - start.y)
        let lengthSquared = axis.x * axis.x + axis.y * axis.y
        // Where a point lies along the gradient line (0 at the start, 1 at the end), in bounds coordinates.
        func position(_ p: CGPoint) -> CGFloat {
            lengthSquared > 0 ? ((p.x - start.x) * axis.x + (p.y - start.y) * axis.y) / lengthSquared : 0
        }
        func color(at t: CGFloat) -> DisplayCommand.Color { DisplayListRenderer.gradientColor(at: t, in: stops) }
        let cuts = [-CGFloat.infinity] + stops.map(\.location) + [CGFloat.infinity]
        current.canvas.setBlending(true)
        for band in 0..<(cuts.count - 1) {
            let low = cuts[band], high = cuts[band + 1]
            guard high > low else { continue }
            var polygon = quad
            if low.isFinite { polygon = clip(polygon, keeping: { position($0) >= low }, edge: { position($0) - low }) }
            if high.isFinite { polygon = clip(polygon, keeping: { position($0) <= high }, edge: { high - position($0) }) }
            guard polygon.count >= 3 else { continue }
            let vertices = polygon.map { vertex($0.applying(m), color(at: position($0))) }
            var indices: [Int32] = []
            for i in 1..<(polygon.count - 1) { indices += [0, Int32(i), Int32(i + 1)] }
            SDL_RenderGeometry(current.canvas.renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
        }
        note(box(rect, m))
    }

    /// The colour of `stops` at location `t`: the first stop's before it, the last's after, linear between.
    static func gradientColor(at t: CGFloat, in stops: [DisplayCommand.GradientStop]) -> DisplayCommand.Color {
        guard let first = stops.first, let last = stops.last else { return DisplayCommand.Color(red: 0, green: 0, blue: 0, alpha: 0) }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        let upper = stops.firstIndex { $0.location >= t }!
        let a = stops[upper - 1], b = stops[upper]
        let share = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
        return DisplayCommand.Color(red: a.color.red + (b.color.red - a.color.red) * share,
                                    green: a.color.green + (b.color.green - a.color.green) * share,
                                    blue: a.color.blue + (b.color.blue - a.color.blue) * share,
                                    alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * share)
    }

    /// The part of a convex `polygon` where `keeping` holds; `edge` is positive inside and
    /// crosses zero linearly on the boundary (Sutherland–Hodgman against one half-plane).
    private func clip(_ polygon: [CGPoint], keeping: (CGPoint) -> Bool, edge: (CGPoint) -> CGFloat) -> [CGPoint] {
        var result: [CGPoint] = []
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            let aIn = keeping(a), bIn = keeping(b)
            if aIn { result.append(a) }
            if aIn != bIn {
                let ea = edge(a), eb = edge(b)
                let share = ea / (ea - eb)
                result.append(CGPoint(x: a.x + (b.x - a.x) * share, y: a.y + (b.y - a.y) * share))
            }
        }
        return result
    }
}

// Shape layers' paths: filled in software with antialiased coverage (PolygonFill), straight into
// the current layer's pixels inside its clip.
extension DisplayListRenderer {
    func fillPath(_ polygons: [[CGPoint]], _ m: CGAffineTransform, _ color: DisplayCommand.Color, _ evenOdd: Bool) {
        let device = polygons.map { $0.map { point -> (x: Double, y: Double) in
            let p = point.applying(m)
            return (Double(p.x), Double(p.y))
        } }
        let canvas = current.canvas
        canvas.flush()
        let clip = current.clips.last!
        let area = PixelArea(x0: Swift.max(0, Int(clip.x)), y0: Swift.max(0, Int(clip.y)),
                             x1: Swift.min(canvas.pixelWidth, Int(clip.x + clip.w)), y1: Swift.min(canvas.pixelHeight, Int(clip.y + clip.h)))
        guard area.width > 0, area.height > 0 else { return }
        PolygonFill.fill(device, evenOdd: evenOdd, color: (Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha)),
                         target: canvas.surface.pointee.pixels.assumingMemoryBound(to: UInt32.self),
                         targetStride: Int(canvas.surface.pointee.pitch) / 4, area: area)
        let points = device.flatMap { $0 }.map { CGPoint(x: $0.x, y: $0.y) }
        if !points.isEmpty { note(bounds(of: points)) }
    }
}
