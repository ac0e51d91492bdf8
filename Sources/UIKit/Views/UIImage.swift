/// A bitmap image, as UIKit's `UIImage`. `UIImage(named:)` loads PNGs from Assets/Images (see
/// AssetLocator), trying `name@2x.png` (drawn at scale 2) before `name.png`.
@preconcurrency @MainActor
open class UIImage: NSObject {
    let bitmap: ImageBitmap
    public let scale: CGFloat
    let name: String?

    /// Size in points.
    public var size: CGSize { CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale) }

    public convenience init?(named name: String) {
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        for (suffix, scale) in [("@2x", CGFloat(2)), ("", CGFloat(1))] {
            if let url = AssetLocator.url(for: "Images/\(base)\(suffix).png"), let bitmap = ImageBitmap(contentsOfFile: url.path) {
                self.init(bitmap: bitmap, scale: scale, name: name)
                return
            }
        }
        return nil
    }

    /// SF Symbols are Apple's and not shipped here: this says so once and returns nil, so code
    /// that makes tab bar items or buttons with symbols runs, showing their titles.
    public convenience init?(systemName name: String) {
        Diagnostics.warnOnce("UIImage.systemName", "UIImage(systemName:) has no SF Symbols to draw (\"\(name)\" and the rest are nil).")
        return nil
    }

    public convenience init?(contentsOfFile path: String) {
        guard let bitmap = ImageBitmap(contentsOfFile: path) else { return nil }
        self.init(bitmap: bitmap, scale: 1, name: (path as NSString).lastPathComponent)
    }

    init(bitmap: ImageBitmap, scale: CGFloat, name: String?) {
        self.bitmap = bitmap
        self.scale = scale
        self.name = name
        super.init()
    }
}
