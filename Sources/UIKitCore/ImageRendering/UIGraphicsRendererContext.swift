/// The drawing a renderer's actions make, as UIKit's `UIGraphicsRendererContext`: its Core
/// Graphics context and shortcuts for filling, stroking and clipping rectangles.
open class UIGraphicsRendererContext: NSObject {
    public let cgContext: CGContext
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.warnIfUnsupported(blendMode)
        cgContext.fill(rect)
    }

    /// Strokes `rect`'s outline with the current stroke colour and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.warnIfUnsupported(blendMode)
        cgContext.stroke(rect)
    }

    /// Limits later drawing to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
