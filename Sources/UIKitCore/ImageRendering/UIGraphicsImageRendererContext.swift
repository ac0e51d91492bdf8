/// The context an image renderer's actions draw in, as UIKit's `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let imageFormat: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, imageFormat: UIGraphicsImageRendererFormat) {
        self.imageFormat = imageFormat
        super.init(cgContext: cgContext, format: imageFormat)
    }

    /// What has been drawn so far, as an image.
    open var currentImage: UIImage {
        UIImage(recording: cgContext.recordingSoFar, bounds: imageFormat.bounds, scale: imageFormat.scale, opaque: imageFormat.opaque)
    }
}

extension UIImage {
    /// The image of a drawing: its commands turned into pixels at `scale`.
    convenience init(recording: [DisplayCommand], bounds: CGRect, scale: CGFloat, opaque: Bool) {
        // The renderer (SDL's software renderer, the text engine) is the main actor's.
        let bitmap = MainActorBridge.sync { ImageRasterizer.bitmap(of: recording, bounds: bounds, scale: scale, opaque: opaque) }
        self.init(bitmap: bitmap, scale: scale, name: nil)
    }
}
