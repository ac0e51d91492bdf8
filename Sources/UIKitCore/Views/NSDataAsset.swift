import Foundation

public typealias NSDataAssetName = String

/// The contents of a data set in the app's asset catalogs, as UIKit's `NSDataAsset`: the file for
/// the device's idiom, else the universal one.
open class NSDataAsset: NSObject, NSCopying {
    public let name: NSDataAssetName
    public let data: Data
    /// The uniform type identifier the data set gives its file ("public.json"); "public.data" when none.
    public let typeIdentifier: String

    public convenience init?(name: NSDataAssetName) {
        self.init(name: name, bundle: .main)
    }

    public init?(name: NSDataAssetName, bundle: Bundle) {
        let traits = AssetCatalog.Traits(UITraitCollection())
        guard let entry = AssetCatalogs.catalogs(in: bundle).lazy.compactMap({ $0.dataEntry(named: name, for: traits) }).first,
              let data = FileManager.default.contents(atPath: entry.url.path) else { return nil }
        self.name = name
        self.data = data
        typeIdentifier = entry.typeIdentifier
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
