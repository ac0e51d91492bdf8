import Foundation

/// Draws images, as UIKit's `UIGraphicsImageRenderer`: the actions draw into a context (also the
/// current one, for `UIBezierPath.fill()`, `UIImage.draw(in:)` and `UIGraphicsGetCurrentContext()`)
/// and the drawing becomes pixels through the lab's renderer.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    private let imageFormat: UIGraphicsImageRendererFormat
    open override var format: UIGraphicsImageRendererFormat { imageFormat }

    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        imageFormat = format
        format.bounds = bounds
        super.init(bounds: bounds, format: format)
    }

    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// The image `actions` draw, `bounds.size` points at the format's scale.
    open func image(actions: DrawingActions) -> UIImage {
        UIImage(recording: record(actions), bounds: imageFormat.bounds, scale: imageFormat.scale, opaque: imageFormat.opaque)
    }

    /// The same image as PNG data.
    open func pngData(actions: DrawingActions) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    private func record(_ actions: DrawingActions) -> [DisplayCommand] {
        let context = CGContext(bounds: imageFormat.bounds)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, imageFormat: imageFormat)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        return context.finishRecording()
    }
}
