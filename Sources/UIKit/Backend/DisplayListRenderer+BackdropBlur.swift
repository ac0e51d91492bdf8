internal import CSDL2

// A UIVisualEffectView's blur: the pixels already drawn behind the view are blurred and blended back
// inside its (rounded) shape.
extension DisplayListRenderer {
    func backdropBlur(_ rect: CGRect, _ m: CGAffineTransform, _ radius: CGFloat, _ corners: DisplayCommand.Corners,
                      _ alpha: CGFloat) {
        guard alpha > 0, rect.width > 0, rect.height > 0 else { return }
        let canvas = current.canvas
        let clip = current.clips.last!
        let shape = bounds(of: [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                                CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map { $0.applying(m) })
        let x0 = Swift.max(Int(clip.x), Swift.max(0, Int(shape.minX.rounded(.down))))
        let y0 = Swift.max(Int(clip.y), Swift.max(0, Int(shape.minY.rounded(.down))))
        let x1 = Swift.min(Int(clip.x + clip.w), Swift.min(canvas.pixelWidth, Int(shape.maxX.rounded(.up))))
        let y1 = Swift.min(Int(clip.y + clip.h), Swift.min(canvas.pixelHeight, Int(shape.maxY.rounded(.up))))
        guard x1 > x0, y1 > y0 else { return }

        // What lies behind is on the window's canvas; inside an alpha group the group's own content
        // so far is not part of the backdrop.
        let backdrop = layers[0].canvas
        backdrop.flush()
        canvas.flush()
        let sigma = Double(radius * pixelScale(m))
        let margin = Int((3 * sigma).rounded(.up))
        let sx0 = Swift.max(0, x0 - margin), sy0 = Swift.max(0, y0 - margin)
        let sx1 = Swift.min(backdrop.pixelWidth, x1 + margin), sy1 = Swift.min(backdrop.pixelHeight, y1 + margin)
        let width = sx1 - sx0, height = sy1 - sy0
        var pixels = [UInt32](repeating: 0, count: width * height)
        let sourceBase = backdrop.surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let sourceStride = Int(backdrop.surface.pointee.pitch) / 4
        for y in 0..<height {
            for x in 0..<width { pixels[y * width + x] = sourceBase[(sy0 + y) * sourceStride + sx0 + x] }
        }
        let blurred = GaussianBlur.blurred(pixels, width: width, height: height, sigma: sigma)

        let inverse = m.inverted()
        let unitsPerPixel = 1 / pixelScale(m)
        // Only pixels within a corner radius (plus one pixel) of an edge can be partly covered.
        let rim = (corners.isSquare ? 0 : corners.radius) + 2 * unitsPerPixel
        let solid = rect.insetBy(dx: rim, dy: rim)
        let columns = (x0..<x1).map { blurred.tap($0 - sx0, limit: blurred.width) }
        let targetBase = canvas.surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let targetStride = Int(canvas.surface.pointee.pitch) / 4
        for y in y0..<y1 {
            let row = blurred.tap(y - sy0, limit: blurred.height)
            let targetRow = targetBase + y * targetStride
            for x in x0..<x1 {
                let local = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
                let coverage = solid.contains(local) ? 1
                    : Self.coverage(of: local, in: rect, corners: corners, unitsPerPixel: unitsPerPixel)
                guard coverage > 0 else { continue }
                let colour = blurred.sample(columns[x - x0], row)
                let weight = UInt32((coverage * alpha * 255).rounded())
                if weight >= 255 { targetRow[x] = colour; continue }
                let keep = 255 - weight
                let existing = targetRow[x]
                @inline(__always) func channel(_ shift: UInt32, _ source: UInt32) -> UInt32 {
                    (((source >> shift) & 0xFF) * weight + ((existing >> shift) & 0xFF) * keep) / 255
                }
                targetRow[x] = channel(24, 0xFF00_0000) << 24 | channel(16, colour) << 16
                    | channel(8, colour) << 8 | channel(0, colour)
            }
        }
        note(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }

    /// How much of the pixel centred at `point` (in the rectangle's coordinates) the rounded
    /// rectangle covers, 0…1, antialiased over one pixel.
    private static func coverage(of point: CGPoint, in rect: CGRect, corners: DisplayCommand.Corners,
                                 unitsPerPixel: CGFloat) -> CGFloat {
        let half = unitsPerPixel / 2
        let edgeDistance = Swift.min(point.x - rect.minX, rect.maxX - point.x, point.y - rect.minY, rect.maxY - point.y)
        guard edgeDistance > -half else { return 0 }
        var inside = edgeDistance
        let radius = Swift.min(corners.radius, rect.width / 2, rect.height / 2)
        if !corners.isSquare && radius > 0 {
            let left = point.x < rect.minX + radius, right = point.x > rect.maxX - radius
            let top = point.y < rect.minY + radius, bottom = point.y > rect.maxY - radius
            let corner: CACornerMask? = top && left ? .layerMinXMinYCorner : top && right ? .layerMaxXMinYCorner
                : bottom && left ? .layerMinXMaxYCorner : bottom && right ? .layerMaxXMaxYCorner : nil
            if let corner, corners.mask.contains(corner) {
                let centre = CGPoint(x: left ? rect.minX + radius : rect.maxX - radius,
                                     y: top ? rect.minY + radius : rect.maxY - radius)
                inside = Swift.min(inside, radius - hypot(point.x - centre.x, point.y - centre.y))
            }
        }
        return Swift.min(1, Swift.max(0, inside / unitsPerPixel + 0.5))
    }
}
