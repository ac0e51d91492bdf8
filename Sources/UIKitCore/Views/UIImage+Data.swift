import Foundation

// Images as encoded data: `UIImage(data:)` decodes, `pngData()` and `jpegData(compressionQuality:)`
// encode the pixels.
extension UIImage {
    /// The image an encoded file's bytes hold (PNG, JPEG…), at scale 1; nil when they are not one.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = ImageBitmap(data: data) else { return nil }
        self.init(bitmap: bitmap, scale: scale > 0 ? scale : 1, name: nil)
    }

    /// The pixels as a PNG file's bytes (its pixel size is the size in points times the scale).
    public func pngData() -> Data? {
        try? ImageFileCodec.encode(width: bitmap.width, height: bitmap.height, rgba: bitmap.rgbaBytes)
    }

    /// The pixels as a JPEG file's bytes; `compressionQuality` from 0.0 (most compressed) to 1.0
    /// (least), as UIKit takes it.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        let quality = Int((max(0, min(1, compressionQuality)) * 100).rounded())
        return try? ImageFileCodec.encode(width: bitmap.width, height: bitmap.height, rgba: bitmap.rgbaBytes, as: .jpeg(quality: quality))
    }
}
