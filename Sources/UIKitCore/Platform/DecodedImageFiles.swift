import Foundation
import Synchronization

/// Image files decoded once each: an asset's variants are asked for every time a view paints. A
/// PDF is drawn once for each scale it is asked at.
final class DecodedImageFiles: Sendable {
    private let bitmaps = Mutex<[String: ImageBitmap]>([:])

    func bitmap(at url: URL, scale: CGFloat = 1) -> ImageBitmap? {
        let isPDF = url.pathExtension.lowercased() == "pdf"
        let key = isPDF ? "\(url.path)@\(scale)" : url.path
        if let known = bitmaps.withLock({ $0[key] }) { return known }
        let decoded = isPDF ? PDFRasterizer.bitmap(contentsOfFile: url.path, scale: scale) : ImageBitmap(contentsOfFile: url.path)
        guard let bitmap = decoded else { return nil }
        bitmaps.withLock { $0[key] = bitmap }
        return bitmap
    }
}
