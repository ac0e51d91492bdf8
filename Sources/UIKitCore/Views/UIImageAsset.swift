import Foundation
import Synchronization

/// The images of one name for each set of traits, as UIKit's `UIImageAsset`: an asset catalog's
/// image set (its light and dark variants at each scale), or images an app registers for trait
/// collections. An image view shows the image its asset gives for the view's traits.
open class UIImageAsset: NSObject, @unchecked Sendable {
    /// The images registered by the app, with the traits each is for.
    private let registered = Mutex<[(traits: UITraitCollection, image: UIImage)]>([])
    /// The catalog image set this asset reads its variants from, if any.
    private let catalogVariant: (@Sendable (AssetCatalog.Traits) -> UIImage?)?

    public override init() {
        catalogVariant = nil
        super.init()
    }

    init(catalogVariant: @escaping @Sendable (AssetCatalog.Traits) -> UIImage?) {
        self.catalogVariant = catalogVariant
        super.init()
    }

    /// The image for `traitCollection`: of the registered ones, the one whose traits it contains
    /// and that names the most traits; else the catalog's variant for its scale and appearance.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        let matching = registered.withLock { entries in entries.filter { traitCollection.containsTraits(in: $0.traits) } }
        if let best = matching.max(by: { $0.traits.specifiedTraitCount < $1.traits.specifiedTraitCount }) { return best.image }
        if let variant = catalogVariant?(AssetCatalog.Traits(traitCollection)) { return variant }
        return registered.withLock { $0.first?.image } ?? UIImage(bitmap: .transparentPixel, scale: 1, name: nil)
    }

    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        registered.withLock { entries in
            entries.removeAll { $0.traits == traitCollection }
            entries.append((traitCollection, image))
        }
    }

    open func unregisterImage(with traitCollection: UITraitCollection) {
        registered.withLock { $0.removeAll { $0.traits == traitCollection } }
    }
}

extension UITraitCollection {
    /// How many traits this collection specifies: the more, the closer a match it is.
    var specifiedTraitCount: Int {
        [horizontalSizeClass != .unspecified, verticalSizeClass != .unspecified, displayScale != 0,
         userInterfaceIdiom != .unspecified, userInterfaceStyle != .unspecified].filter { $0 }.count
    }
}

extension AssetCatalog.Traits {
    /// The traits a catalog lookup reads from a collection; what it leaves unspecified comes from
    /// the running host's screen.
    init(_ traits: UITraitCollection) {
        let screen = HostEnvironment.screenSetting({ $0.traitCollection }, offMain: UITraitCollection(displayScale: 2))
        let scale = traits.displayScale > 0 ? traits.displayScale : screen.displayScale
        let idiom = traits.userInterfaceIdiom != .unspecified ? traits.userInterfaceIdiom : screen.userInterfaceIdiom
        let style = traits.userInterfaceStyle != .unspecified ? traits.userInterfaceStyle : TraitResolution.currentStyle
        self.init(scale: scale, isDark: style == .dark, idiom: idiom == .pad ? "ipad" : idiom == .phone ? "iphone" : "universal")
    }
}
