internal import CSDL2

extension Canvas {
    /// Fills the triangles from `points[0]` to each pair of neighbours in `color`, inside `clip` (the
    /// renderer's clip, restored afterwards), with the pixels SDL's software renderer gives them.
    /// An opaque fan stores the rows between its vertical sides itself (the body of a rounded card):
    /// SDL's rasterizer tests every pixel of each triangle's bounds, which for a fan's long slivers
    /// is many times the shape's area. SDL draws the rest, clipped to the rows outside.
    func fillFan(_ points: [CGPoint], _ color: SDL_Color, clip: SDL_Rect) {
        guard points.count >= 3 else { return }
        let vertices = points.map { SDL_Vertex($0, color) }
        var indices: [Int32] = []
        indices.reserveCapacity(3 * (points.count - 2))
        for i in 1..<(points.count - 1) { indices += [0, Int32(i), Int32(i + 1)] }
        guard color.a == 255, let band = Geometry.storableBand(of: points) else {
            SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
            return
        }
        let clipArea = CGRect(x: Int(clip.x), y: Int(clip.y), width: Int(clip.w), height: Int(clip.h))
        let stored = CGRect(x: band.columns.lowerBound, y: band.rows.lowerBound,
                            width: band.columns.count, height: band.rows.count).intersection(clipArea)
        if !stored.isEmpty { replace(stored, with: color) }
        let top = Int32(band.rows.lowerBound), bottom = Int32(band.rows.upperBound)
        let above = SDL_Rect(x: clip.x, y: clip.y, w: clip.w, h: Swift.min(top, clip.y + clip.h) - clip.y)
        let belowTop = Swift.max(bottom, clip.y)
        let below = SDL_Rect(x: clip.x, y: belowTop, w: clip.w, h: clip.y + clip.h - belowTop)
        for var rows in [above, below] where rows.h > 0 && rows.w > 0 {
            SDL_RenderSetClipRect(renderer, &rows)
            SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
        }
        var restored = clip
        SDL_RenderSetClipRect(renderer, &restored)
    }
}

extension SDL_Vertex {
    /// A vertex at `point` in `color`, at `texture` in the texture drawn (if any).
    init(_ point: CGPoint, _ color: SDL_Color, texture: CGPoint = .zero) {
        self.init(position: SDL_FPoint(x: Float(point.x), y: Float(point.y)), color: color,
                  tex_coord: SDL_FPoint(x: Float(texture.x), y: Float(texture.y)))
    }
}
