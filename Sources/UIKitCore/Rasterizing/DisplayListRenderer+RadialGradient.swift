internal import CSDL2

// Radial gradients: rings between consecutive circles of the gradient, each drawn as a strip of
// triangles whose vertices carry the colours of the two circles, which SDL interpolates. Rings are
// thin enough (a few device pixels) that the colour reads as continuous.
extension DisplayListRenderer {
    func radialGradient(_ g: DisplayCommand.RadialGeometry, _ m: CGAffineTransform, _ stops: [DisplayCommand.GradientStop]) {
        guard let first = stops.first, let last = stops.last else { return }
        let k = Swift.max(pixelScale(m), 0.01)
        func center(_ t: CGFloat) -> CGPoint {
            CGPoint(x: g.startCenter.x + (g.endCenter.x - g.startCenter.x) * t, y: g.startCenter.y + (g.endCenter.y - g.startCenter.y) * t)
        }
        func radius(_ t: CGFloat) -> CGFloat { g.startRadius + (g.endRadius - g.startRadius) * t }
        func color(at t: CGFloat) -> DisplayCommand.Color { DisplayListRenderer.gradientColor(at: t, in: stops) }
        let largest = Swift.max(g.startRadius, g.endRadius) * k
        let sides = Swift.max(24, Swift.min(256, Int(largest * 2 * .pi / 3)))
        let rings = Swift.max(8, Swift.min(256, Int(abs(g.endRadius - g.startRadius) * k / 2 + hypot(g.endCenter.x - g.startCenter.x, g.endCenter.y - g.startCenter.y) * k / 2)))
        var vertices: [SDL_Vertex] = []
        var indices: [Int32] = []
        /// A ring between the circles at `t0` and `t1`, coloured `c0` and `c1`; radius `outer` overrides t1's.
        func ring(_ t0: CGFloat, _ t1: CGFloat, _ c0: DisplayCommand.Color, _ c1: DisplayCommand.Color, outer: CGFloat? = nil, inner: CGFloat? = nil) {
            let base = Int32(vertices.count)
            let p0 = center(t0), p1 = center(t1), r0 = inner ?? Swift.max(0, radius(t0)), r1 = outer ?? Swift.max(0, radius(t1))
            for side in 0...sides {
                let angle = CGFloat(side) / CGFloat(sides) * 2 * .pi
                let direction = CGPoint(x: cos(angle), y: sin(angle))
                vertices.append(vertex(CGPoint(x: p0.x + direction.x * r0, y: p0.y + direction.y * r0).applying(m), c0))
                vertices.append(vertex(CGPoint(x: p1.x + direction.x * r1, y: p1.y + direction.y * r1).applying(m), c1))
            }
            for side in 0..<Int32(sides) {
                let a = base + side * 2
                indices += [a, a + 1, a + 3, a, a + 3, a + 2]
            }
        }
        if g.extendsBefore, g.startRadius > 0 { ring(0, 0, first.color, first.color, outer: g.startRadius, inner: 0) }
        for index in 0..<rings {
            let t0 = CGFloat(index) / CGFloat(rings), t1 = CGFloat(index + 1) / CGFloat(rings)
            ring(t0, t1, color(at: t0), color(at: t1))
        }
        if g.extendsAfter {
            // Far enough to cover any clip: the last colour out to a circle past the canvas.
            let canvas = current.canvas
            let reach = CGFloat(canvas.pixelWidth + canvas.pixelHeight) / k + hypot(g.endCenter.x, g.endCenter.y) + g.endRadius
            ring(1, 1, last.color, last.color, outer: reach, inner: g.endRadius)
        }
        current.canvas.setBlending(true)
        SDL_RenderGeometry(current.canvas.renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
        let clip = current.clips.last!
        note(CGRect(x: Int(clip.x), y: Int(clip.y), width: Int(clip.w), height: Int(clip.h)))
    }
}
