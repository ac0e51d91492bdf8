import Foundation

/// A file or folder an app target copies into its bundle: where it is in the project, and the
/// `.lproj` folder it goes in when it is one localization of a variant group (`Base` for Base
/// internationalization), or the resource bundle (a pod's `resource_bundles`) it goes in.
package struct XcodeResource: Equatable, Sendable {
    package var url: URL
    package var localization: String?
    /// The `Name.bundle` folder inside the product it goes in, for a pod's resource bundle.
    package var resourceBundle: String? = nil
    /// Its name in the bundle: the file's name (a variant group's members share it).
    package var bundleName: String { url.lastPathComponent }

    package init(url: URL, localization: String?, resourceBundle: String? = nil) {
        self.url = url
        self.localization = localization
        self.resourceBundle = resourceBundle
    }

    /// Where it goes inside a product folder: its resource bundle, then its `.lproj` folder.
    package func folder(in product: URL) -> URL {
        var folder = product
        if let resourceBundle { folder.appendPathComponent("\(resourceBundle).bundle") }
        if let localization { folder.appendPathComponent("\(localization).lproj") }
        return folder
    }
}
