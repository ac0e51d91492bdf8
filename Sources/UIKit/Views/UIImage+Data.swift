import Foundation

// Images as encoded data: `UIImage(data:)` decodes, `pngData()` encodes the pixels as a PNG.
extension UIImage {
    /// The image an encoded file's bytes hold (PNG, JPEG…), at scale 1; nil when they are not one.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = ImageBitmap(data: data) else { return nil }
        self.init(bitmap: bitmap, scale: scale > 0 ? scale : 1, name: nil)
    }

    /// The pixels as a PNG file's bytes (its pixel size is the size in points times the scale).
    public func pngData() -> Data? {
        try? PNGCodec.encode(width: bitmap.width, height: bitmap.height, rgba: bitmap.rgbaBytes)
    }
}
