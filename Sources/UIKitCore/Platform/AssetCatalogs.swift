import Foundation
import Synchronization

/// The asset catalogs a bundle ships, each read once: the `.xcassets` folders in the bundle's
/// resources (and, for a main bundle that is no app bundle, in the SwiftPM resource bundles beside
/// the executable, and in the lab's Assets folders). A catalog's left-out entries are said once, when it is first read.
package enum AssetCatalogs {
    /// Catalogs by their own folder: files read once for the process, as UIKit's catalogs are
    /// compiled once into the app (a catalog reached from two roots, the app's bundle and the
    /// resource bundle holding it, is one). Immutable once read, so hosts may share them.
    private static let byFolder = Mutex<[String: AssetCatalog]>([:])
    /// The catalog folders under each root, listed once.
    private static let foldersByRoot = Mutex<[String: [URL]]>([:])

    package static func catalogs(in bundle: Bundle) -> [AssetCatalog] {
        var roots = [bundle.resourceURL, bundle.bundleURL].compactMap { $0?.standardizedFileURL }
        // An imported app's own bundle (`Name.app` in its resources) holds its catalogs; other
        // apps' bundles beside the same executable folder are not its own.
        let isImportedAppBundle = bundle == AppBundle.located && AppBundle.located != Bundle.main
        if !isImportedAppBundle && bundle == Bundle.main {
            roots += resourceBundles(beside: Bundle.main.bundleURL)
            roots += AssetLocator.searchRoots
        }
        var seen = Set<String>()
        let folders = roots.flatMap(folders(under:))
        return folders.filter { seen.insert($0.path).inserted }.map(catalog(at:))
    }

    /// SwiftPM's resource bundles (`Package_Target.resources` on Linux) next to an executable.
    private static func resourceBundles(beside folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.sorted().map { folder.appendingPathComponent($0) }
    }

    private static func folders(under root: URL) -> [URL] {
        if let known = foldersByRoot.withLock({ $0[root.path] }) { return known }
        let found = catalogFolders(under: root, depth: 2).map { $0.resolvingSymlinksInPath().standardizedFileURL }
        foldersByRoot.withLock { $0[root.path] = found }
        return found
    }

    private static func catalog(at folder: URL) -> AssetCatalog {
        if let known = byFolder.withLock({ $0[folder.path] }) { return known }
        let found = AssetCatalog(url: folder)
        let (catalog, isNew) = byFolder.withLock { cache -> (AssetCatalog, Bool) in
            if let known = cache[folder.path] { return (known, false) }
            cache[folder.path] = found
            return (found, true)
        }
        if isNew && !catalog.skipped.isEmpty {
            Diagnostics.warnFromAnyThread("Asset catalog \(catalog.url.lastPathComponent) loaded without:\n  " + catalog.skipped.joined(separator: "\n  "))
        }
        return catalog
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
