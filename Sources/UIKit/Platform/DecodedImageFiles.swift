import Foundation
import Synchronization

/// Image files decoded once each: an asset's variants are asked for every time a view paints.
final class DecodedImageFiles: Sendable {
    private let bitmaps = Mutex<[String: ImageBitmap]>([:])

    func bitmap(at url: URL) -> ImageBitmap? {
        if let known = bitmaps.withLock({ $0[url.path] }) { return known }
        guard let bitmap = ImageBitmap(contentsOfFile: url.path) else { return nil }
        bitmaps.withLock { $0[url.path] = bitmap }
        return bitmap
    }
}
