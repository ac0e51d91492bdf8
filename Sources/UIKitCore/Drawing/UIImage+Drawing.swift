// Images in drawings: `UIImage.draw(at:)` and `draw(in:)` into the current context (upright, as
// UIKit draws them), and the Core Graphics image behind every UIImage.
extension UIImage {
    /// The image's pixels (its size times its scale).
    public var cgImage: CGImage? { CGImage(bitmap: bitmap) }

    public convenience init(cgImage: CGImage) { self.init(bitmap: cgImage.bitmap, scale: 1, name: nil) }

    /// The pixels of `cgImage` shown at `scale` pixels a point. Orientations other than `.up` are
    /// drawn as `.up`, and say so once.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        if orientation != .up {
            Diagnostics.warnOnceFromAnyThread("UIImage.orientation", "UIImage(cgImage:scale:orientation:) draws every orientation as .up.")
        }
        self.init(bitmap: cgImage.bitmap, scale: scale > 0 ? scale : 1, name: nil)
    }

    /// The image at its size in points, with its top left at `point` of the current context.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// The image scaled to fill `rect` of the current context; nothing outside a drawing.
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.warnIfUnsupported(blendMode)
        context.appendImage(self, in: rect, alpha: Swift.min(1, Swift.max(0, alpha)))
    }

    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    public var imageOrientation: UIImage.Orientation { .up }
}
