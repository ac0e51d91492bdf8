import Foundation

// Colours from the app's asset catalogs, as UIKit's `UIColor(named:)`: a colour set's value for
// the traits it is drawn with (its dark variant in dark mode), or, given a trait collection, its
// value there.
extension UIColor {
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let catalog = AssetCatalogs.catalogs(in: Bundle.resolvingMain(bundle)).first(where: { $0.colors[name]?.isEmpty == false }) else { return nil }
        if let traitCollection {
            guard let value = catalog.color(named: name, for: AssetCatalog.Traits(traitCollection)) else { return nil }
            self.init(UIColor.resolve(value, for: traitCollection))
        } else {
            self.init(dynamicProvider: { traits in
                catalog.color(named: name, for: AssetCatalog.Traits(traits)).map { UIColor(UIColor.resolve($0, for: traits)) } ?? .clear
            })
        }
    }

    /// A colour set's value as `traits` show it; a system colour the lab does not have is clear.
    private static func resolve(_ value: AssetCatalog.Value, for traits: UITraitCollection) -> RGBA {
        switch value {
        case .components(let rgba): return rgba
        case .system(let name): return UIColor.systemColor(named: name)?.resolvedColor(with: traits).rgba ?? .clear
        }
    }
}
