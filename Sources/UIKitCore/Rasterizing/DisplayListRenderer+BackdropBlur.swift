internal import CSDL2
internal import PixelKernels

// A UIVisualEffectView's blur: the pixels already drawn behind the view are blurred and blended back
// inside its (rounded) shape. The pixel work is in PixelKernels.
extension DisplayListRenderer {
    func backdropBlur(_ rect: CGRect, _ m: CGAffineTransform, _ radius: CGFloat, _ corners: DisplayCommand.Corners,
                      _ alpha: CGFloat) {
        guard alpha > 0, rect.width > 0, rect.height > 0 else { return }
        let canvas = current.canvas
        let clip = current.clips.last!
        let shape = bounds(of: [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                                CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map { $0.applying(m) })
        let area = PixelArea(
            x0: Swift.max(Int(clip.x), Swift.max(0, Int(shape.minX.rounded(.down)))),
            y0: Swift.max(Int(clip.y), Swift.max(0, Int(shape.minY.rounded(.down)))),
            x1: Swift.min(Int(clip.x + clip.w), Swift.min(canvas.pixelWidth, Int(shape.maxX.rounded(.up)))),
            y1: Swift.min(Int(clip.y + clip.h), Swift.min(canvas.pixelHeight, Int(shape.maxY.rounded(.up)))))
        guard area.width > 0, area.height > 0 else { return }

        // What lies behind is on the window's canvas; inside an alpha group the group's own content
        // so far is not part of the backdrop.
        let backdrop = layers[0].canvas
        backdrop.flush()
        canvas.flush()
        let coverage = RoundedRectCoverage(rect: rect, transform: m, corners: corners, unitsPerPixel: 1 / pixelScale(m))
        let sigma = Double(radius * pixelScale(m))
        let read = BackdropBlurKernel.readArea(for: area, sigma: sigma, sourceWidth: backdrop.pixelWidth, sourceHeight: backdrop.pixelHeight)
        guard read.width > 0, read.height > 0 else { return }
        let readRect = CGRect(x: read.x0, y: read.y0, width: read.width, height: read.height)
        let source = BackdropSource(commands: commandsDrawnBefore(meeting: readRect), background: frameBackground)
        let blurred = backdropBlurs.grid(for: .init(read, sigma: sigma), source: source) {
            GaussianBlur.blurred(UnsafePointer(backdrop.surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)),
                                 stride: Int(backdrop.surface.pointee.pitch) / 4, area: read, sigma: sigma)
        }
        BackdropBlurKernel.composite(blurred, read: read, target: canvas.surface.pointee.pixels.assumingMemoryBound(to: UInt32.self),
                                     targetStride: Int(canvas.surface.pointee.pitch) / 4, area: area, shape: coverage,
                                     alpha: Double(alpha))
        note(CGRect(x: area.x0, y: area.y0, width: area.width, height: area.height))
    }
}
