import Foundation

// Images from the app's asset catalogs, as UIKit's `UIImage(named:)` finds them: the image set's
// variant for the traits (scale, appearance, idiom), its rendering intent kept, and an image asset
// that gives the other variants where the traits change (an image view in dark mode).
extension UIImage {
    /// The image named `name` in `bundle`'s asset catalogs (the main bundle's when nil), for
    /// `traitCollection` (the current traits when nil); else an image file of the bundle by that
    /// name (PNG when it has no extension, the screen's `@3x`/`@2x` first); nil when neither has it.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let traits = traitCollection ?? .current
        let searched = Bundle.resolvingMain(bundle)
        let loose = { UIImage.bundleFileImage(named: name, in: searched, displayScale: traits.displayScale) }
        // A file name's image extension ("Katia.jpg") still finds the image set of its base name
        // when the bundle has no such file, as tutorials that load catalog images by file name show.
        let setName = (name as NSString).deletingPathExtension
        let hasImageExtension = UIImage.imageFileExtensions.contains((name as NSString).pathExtension.lowercased())
        guard let found = UIImage.catalogImage(named: name, in: searched, traits: traits)
                ?? (hasImageExtension && loose() == nil ? UIImage.catalogImage(named: setName, in: searched, traits: traits) : nil) else {
            // A loose file of the bundle, then the lab's own Assets/Images folder for the main bundle.
            guard let plain = loose() ?? ((bundle == nil || bundle == .main) ? UIImage.assetsFolderImage(named: name) : nil) else { return nil }
            self.init(bitmap: plain.bitmap, scale: plain.scale, name: name)
            return
        }
        self.init(bitmap: found.bitmap, scale: found.scale, name: name, renderingMode: found.renderingMode, asset: found.imageAsset, resizing: found.resizing)
    }

    /// The extensions of the image files an app names (`UIImage(named: "photo.jpg")`).
    static let imageFileExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "heic", "tif", "tiff", "bmp", "pdf"]

    /// The image asset it came from: a catalog's image set, with its variants for other traits.
    public var imageAsset: UIImageAsset? { asset }

    /// The image to draw for `traits`: its asset's variant there, in this image's rendering mode and tint.
    func resolved(for traits: UITraitCollection) -> UIImage {
        guard let asset else { return self }
        let variant = asset.image(with: traits)
        if variant.bitmap === bitmap { return self }
        return UIImage(bitmap: variant.bitmap, scale: variant.scale, name: name, renderingMode: renderingMode, tint: ownTint,
                       symbol: symbol, asset: asset, resizing: variant.resizing ?? resizing)
    }

    /// The catalog image for `traits`, with an asset that reads the set's other variants.
    static func catalogImage(named name: String, in bundle: Bundle, traits: UITraitCollection) -> UIImage? {
        let catalogs = AssetCatalogs.catalogs(in: bundle)
        guard let catalog = catalogs.first(where: { $0.images[name] != nil }), let set = catalog.images[name] else { return nil }
        let mode: RenderingMode = set.renderingIntent == "template" ? .alwaysTemplate : set.renderingIntent == "original" ? .alwaysOriginal : .automatic
        let decoded = DecodedImageFiles()
        let variant: @Sendable (AssetCatalog.Traits) -> UIImage? = { lookup in
            guard let file = catalog.imageFile(named: name, for: lookup) else { return nil }
            // A vector (PDF) image is drawn at the screen's scale, its page size in points.
            let scale = file.isVector ? file.scale ?? lookup.scale : file.scale ?? 1
            guard let bitmap = decoded.bitmap(at: file.url, scale: scale) else { return nil }
            return UIImage(bitmap: bitmap, scale: scale, name: name, renderingMode: mode, resizing: file.resizing)
        }
        guard let first = variant(AssetCatalog.Traits(traits)) else { return nil }
        return UIImage(bitmap: first.bitmap, scale: first.scale, name: name, renderingMode: mode, asset: UIImageAsset(catalogVariant: variant),
                       resizing: first.resizing)
    }

    /// `name@3x.png`, `name@2x.png` or `name.png` among `bundle`'s files (the screen's scale and
    /// those below it first, as UIKit picks), or `name` itself when it has an extension.
    static func bundleFileImage(named name: String, in bundle: Bundle, displayScale: CGFloat) -> UIImage? {
        let fileExtension = (name as NSString).pathExtension
        let base = fileExtension.isEmpty ? name : (name as NSString).deletingPathExtension
        let scales = [3, 2, 1].filter { CGFloat($0) <= Swift.max(1, displayScale) } + [2, 3].filter { CGFloat($0) > displayScale }
        for scale in scales {
            let suffix = scale == 1 ? "" : "@\(scale)x"
            guard let url = bundle.url(forResource: base + suffix, withExtension: fileExtension.isEmpty ? "png" : fileExtension),
                  let bitmap = ImageBitmap(contentsOfFile: url.path) else { continue }
            return UIImage(bitmap: bitmap, scale: CGFloat(scale), name: name)
        }
        return nil
    }

    /// `name@2x.png` (drawn at scale 2), else `name.png`, from the lab's Assets/Images folder.
    static func assetsFolderImage(named name: String) -> UIImage? {
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        for (suffix, scale) in [("@2x", CGFloat(2)), ("", CGFloat(1))] {
            if let url = AssetLocator.url(for: "Images/\(base)\(suffix).png"), let bitmap = ImageBitmap(contentsOfFile: url.path) {
                return UIImage(bitmap: bitmap, scale: scale, name: name)
            }
        }
        return nil
    }
}
