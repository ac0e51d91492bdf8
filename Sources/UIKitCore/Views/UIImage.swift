import Synchronization

/// A bitmap image, as UIKit's `UIImage`. `UIImage(named:)` finds an image set in the app's asset
/// catalogs, else a PNG in Assets/Images (see AssetLocator), `name@2x.png` (scale 2) before `name.png`; `UIImage(systemName:)`
/// draws the lab's symbol artwork (UIImage+SystemName.swift). A template image (a symbol, or one
/// made `.alwaysTemplate`) is drawn in its view's tint colour, only its shape counting.
///
/// Immutable but for its cache of tinted copies, which a lock guards, so an image is `Sendable` and
/// usable from any thread, as in the SDK.
open class UIImage: NSObject, @unchecked Sendable {
    package let bitmap: ImageBitmap
    public let scale: CGFloat
    let name: String?
    /// How views draw it: as it is, or as a template in their tint colour.
    public let renderingMode: RenderingMode
    /// The colour `withTintColor(_:)` gave it, which it is drawn in wherever it shows.
    let ownTint: UIColor?
    /// For a symbol: its name and configuration (UIImage+SystemName.swift remakes it in another).
    let symbol: (name: String, configuration: SymbolConfiguration)?
    /// The catalog image set it came from, which gives its variants for other traits.
    let asset: UIImageAsset?
    /// For a resizable image (UIImage+Resizing.swift): its caps and how its middle fills.
    let resizing: ImageResizing?
    /// The tinted copies drawn so far, by colour.
    private let tintedCopies = Mutex<[RGBA: UIImage]>([:])
    /// Copies multiplied by a colour (UIImage+Multiply.swift), by colour.
    let multipliedCopies = Mutex<[RGBA: UIImage]>([:])

    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// Size in points.
    public var size: CGSize { CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale) }

    /// The image named `name` in the main bundle's asset catalogs (UIImage+AssetCatalog.swift),
    /// else in the lab's Assets/Images folder.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// What `#imageLiteral(resourceName: "Dice1")` makes: the image named so
    /// (UIImage+Literals.swift). UIKit's overlay force-unwraps a missing one; here it warns once and
    /// is a transparent pixel, so the app goes on.
    public required convenience init(imageLiteralResourceName name: String) {
        guard let found = UIImage(named: name) else {
            Diagnostics.warnOnceFromAnyThread("imageLiteral.\(name)", "#imageLiteral(resourceName: \"\(name)\") names no image in the app's asset catalogs or bundle; it draws nothing. Add the image set, or fix the name.")
            self.init(bitmap: .transparentPixel, scale: 1, name: nil)
            return
        }
        self.init(bitmap: found.bitmap, scale: found.scale, name: name, renderingMode: found.renderingMode, asset: found.asset,
                  resizing: found.resizing)
    }

    public convenience init?(contentsOfFile path: String) {
        guard let bitmap = ImageBitmap(contentsOfFile: path) else { return nil }
        self.init(bitmap: bitmap, scale: 1, name: (path as NSString).lastPathComponent)
    }

    init(bitmap: ImageBitmap, scale: CGFloat, name: String?, renderingMode: RenderingMode = .automatic, tint: UIColor? = nil,
         symbol: (name: String, configuration: SymbolConfiguration)? = nil, asset: UIImageAsset? = nil, resizing: ImageResizing? = nil) {
        self.asset = asset
        self.resizing = resizing
        self.bitmap = bitmap
        self.scale = scale
        self.name = name
        self.renderingMode = renderingMode
        self.ownTint = tint
        self.symbol = symbol
        super.init()
    }

    /// What VoiceOver and UI tests call a button that shows only this image: the name it was loaded
    /// by, without a file's extension or scale suffix ("us" for `us@2x.png`). Drawn and symbol images
    /// have none the lab can speak.
    var spokenName: String? {
        guard let name, symbol == nil else { return nil }
        var base = (name as NSString).deletingPathExtension
        for suffix in ["@3x", "@2x"] where base.hasSuffix(suffix) { base = String(base.dropLast(suffix.count)) }
        return base.isEmpty ? nil : base
    }

    /// Whether this is a symbol image (`UIImage(systemName:)`), drawn as a template by default.
    public var isSymbolImage: Bool { symbol != nil }

    /// The symbol's configuration (point size, weight, scale), nil for other images.
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The same image drawn as `renderingMode` says.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(bitmap: bitmap, scale: scale, name: name, renderingMode: renderingMode, tint: ownTint, symbol: symbol, asset: asset,
                resizing: resizing)
    }

    /// The same image, drawn in `color` wherever it shows (a template's shape in that colour).
    open func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: renderingMode) }

    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(bitmap: bitmap, scale: scale, name: name, renderingMode: renderingMode, tint: color, symbol: symbol, asset: asset,
                resizing: resizing)
    }

    /// Whether a view draws it in a tint colour: a template, or a symbol left automatic.
    var isTemplate: Bool { renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage) }

    /// What a view whose tint is `viewTint` shows: the image in its own tint, as a template in the
    /// view's, or as it is.
    func shown(tintedBy viewTint: UIColor?) -> UIImage {
        guard let color = ownTint ?? (isTemplate ? viewTint ?? .systemBlue : nil) else { return self }
        let rgba = color.rgba
        if let copy = tintedCopies.withLock({ $0[rgba] }) { return copy }
        func byte(_ value: CGFloat) -> UInt8 { UInt8((Swift.min(1, Swift.max(0, value)) * 255).rounded()) }
        let copy = UIImage(bitmap: bitmap.tinted(red: byte(rgba.red), green: byte(rgba.green), blue: byte(rgba.blue), alpha: rgba.alpha),
                           scale: scale, name: name, renderingMode: .alwaysOriginal, symbol: symbol)
        tintedCopies.withLock { copies in
            if copies.count > 8 { copies.removeAll() }
            copies[rgba] = copy
        }
        return copy
    }
}
