/// The base of UIKit's graphics renderers (`UIGraphicsImageRenderer` here): an area to draw and
/// the format it is drawn in.
open class UIGraphicsRenderer: NSObject {
    private let rendererFormat: UIGraphicsRendererFormat
    open var format: UIGraphicsRendererFormat { rendererFormat }
    /// Whether the renderer makes images (an image renderer does).
    open var allowsImageOutput: Bool { true }

    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        rendererFormat = format
        format.bounds = bounds
        super.init()
    }
}
