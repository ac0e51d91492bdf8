/// A bitmap, as Core Graphics' `CGImage`: what `UIImage.cgImage` hands out, `UIImage(cgImage:)`
/// wraps, `CGContext.draw(_:in:)` draws and `CALayer.contents` shows. Its size is in pixels.
public final class CGImage: @unchecked Sendable {
    let bitmap: ImageBitmap
    /// The image that draws these pixels at scale 1 (display commands hold images).
    let image: UIImage

    init(bitmap: ImageBitmap) {
        self.bitmap = bitmap
        image = UIImage(bitmap: bitmap, scale: 1, name: nil)
    }

    public var width: Int { bitmap.width }
    public var height: Int { bitmap.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { Int(bitmap.surface.pointee.pitch) }
}
