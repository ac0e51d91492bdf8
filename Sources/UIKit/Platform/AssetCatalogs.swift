import Foundation
import Synchronization

/// The asset catalogs a bundle ships, each read once: the `.xcassets` folders in the bundle's
/// resources (and, for the main bundle, in the SwiftPM resource bundles beside the executable, and
/// in the lab's Assets folders). A catalog's left-out entries are said once, when it is first read.
enum AssetCatalogs {
    /// Catalogs by the folder they were found under: files read once for the process, as UIKit's
    /// catalogs are compiled once into the app. Immutable once read, so hosts may share them.
    private static let byRoot = Mutex<[String: [AssetCatalog]]>([:])

    static func catalogs(in bundle: Bundle) -> [AssetCatalog] {
        var roots = [bundle.resourceURL, bundle.bundleURL].compactMap { $0?.standardizedFileURL }
        if bundle == Bundle.main || bundle == AppBundle.located {
            roots += resourceBundles(beside: Bundle.main.bundleURL)
            roots += AssetLocator.searchRoots
        }
        var seen = Set<String>()
        return roots.filter { seen.insert($0.path).inserted }.flatMap(catalogs(under:))
    }

    /// SwiftPM's resource bundles (`Package_Target.resources` on Linux) next to an executable.
    private static func resourceBundles(beside folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.sorted().map { folder.appendingPathComponent($0) }
    }

    private static func catalogs(under root: URL) -> [AssetCatalog] {
        if let known = byRoot.withLock({ $0[root.path] }) { return known }
        let found = catalogFolders(under: root, depth: 2).map(AssetCatalog.init(url:))
        for catalog in found where !catalog.skipped.isEmpty {
            Diagnostics.warnFromAnyThread("Asset catalog \(catalog.url.lastPathComponent) loaded without:\n  " + catalog.skipped.joined(separator: "\n  "))
        }
        return byRoot.withLock { cache in
            if let known = cache[root.path] { return known }
            cache[root.path] = found
            return found
        }
    }

    /// `.xcassets` folders in `root` and in its folders `depth` levels down (a `Resources` folder).
    private static func catalogFolders(under root: URL, depth: Int) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        var found: [URL] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = root.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            if name.hasSuffix(".xcassets") {
                found.append(child)
            } else if depth > 0 {
                found += catalogFolders(under: child, depth: depth - 1)
            }
        }
        return found
    }
}
