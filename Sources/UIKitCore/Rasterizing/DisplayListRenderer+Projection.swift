internal import CSDL2
internal import PixelKernels

// Layers turned in 3D: their content is drawn flat on a layer of its own, then mapped onto the
// canvas through the projective transform (a homography of the plane) with bilinear sampling.
extension DisplayListRenderer {
    func beginProjection() {
        beginGroup(1)
        // The flat content lies where the layer would be untransformed: the outer clip (which is
        // in projected space) must not cut it; it applies when the result is composited.
        let canvas = current.canvas
        let whole = SDL_Rect(x: 0, y: 0, w: Int32(canvas.pixelWidth), h: Int32(canvas.pixelHeight))
        canvas.clear(DisplayCommand.Color(red: 0, green: 0, blue: 0, alpha: 0), in: whole)
        current.clips = [whole]
        applyClip()
    }

    func endProjection(_ homography: Homography) {
        let flat = layers.removeLast()
        flat.canvas.flush()
        let target = current.canvas
        target.flush()
        // In device pixels: scale down to points, project, scale back up.
        let toPoints = Homography(CGAffineTransform(scaleX: 1 / scale, y: 1 / scale))
        let toPixels = Homography(CGAffineTransform(scaleX: scale, y: scale))
        let device = toPoints.concatenating(homography).concatenating(toPixels)
        guard let inverse = device.inverted, !flat.drawnBounds.isNull else { return }
        let corners = [CGPoint(x: flat.drawnBounds.minX, y: flat.drawnBounds.minY), CGPoint(x: flat.drawnBounds.maxX, y: flat.drawnBounds.minY),
                       CGPoint(x: flat.drawnBounds.maxX, y: flat.drawnBounds.maxY), CGPoint(x: flat.drawnBounds.minX, y: flat.drawnBounds.maxY)]
        let projected = corners.map { device.apply($0) }
        // A corner behind the eye has no place on screen: the layer is not drawn.
        guard projected.allSatisfy({ $0.w > 0 }) else { return }
        guard let area = clippedPixelArea(bounds(of: projected.map { $0.point }).insetBy(dx: -1, dy: -1), on: target) else { return }
        ProjectiveCompositing.composite(
            source: UnsafePointer(flat.canvas.surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)),
            sourceStride: Int(flat.canvas.surface.pointee.pitch) / 4, sourceWidth: flat.canvas.pixelWidth,
            sourceHeight: flat.canvas.pixelHeight,
            target: target.surface.pointee.pixels.assumingMemoryBound(to: UInt32.self),
            targetStride: Int(target.surface.pointee.pitch) / 4,
            area: area, inverse: inverse.m.map(Double.init))
    }
}
