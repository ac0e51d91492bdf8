import Foundation

// Colours from the app's asset catalogs, as UIKit's `UIColor(named:)`: a colour set's value for
// the traits it is drawn with (its dark variant in dark mode), or, given a trait collection, its
// value there.
extension UIColor {
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let catalog = AssetCatalogs.catalogs(in: bundle ?? .main).first(where: { $0.colors[name]?.isEmpty == false }) else { return nil }
        if let traitCollection {
            guard let rgba = catalog.color(named: name, for: AssetCatalog.Traits(traitCollection)) else { return nil }
            self.init(rgba)
        } else {
            self.init(dynamicProvider: { traits in UIColor(catalog.color(named: name, for: AssetCatalog.Traits(traits)) ?? .clear) })
        }
    }
}
