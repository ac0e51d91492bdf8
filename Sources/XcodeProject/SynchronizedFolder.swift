import Foundation

/// An Xcode 16 synchronized folder: every file in it belongs to the target, Swift files as
/// sources and the rest as resources (an asset catalog or a bundle is one resource, a `.lproj`
/// folder's files are its localizations), except those the project lists as exceptions.
enum SynchronizedFolder {
    static func files(in folder: URL, excluding excluded: Set<String>) -> (sources: [URL], resources: [XcodeResource]) {
        var sources: [URL] = [], resources: [XcodeResource] = []
        func walk(_ url: URL, relative: String) {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                let child = url.appendingPathComponent(name)
                let path = relative.isEmpty ? name : relative + "/" + name
                guard !excluded.contains(path), name != "Info.plist" else { continue }
                var isFolder: ObjCBool = false
                FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder)
                let wrapper = ["xcassets", "bundle", "xcdatamodeld", "xcstrings"].contains(child.pathExtension)
                if isFolder.boolValue && !wrapper {
                    if child.pathExtension == "lproj" {
                        let region = String(name.dropLast(6))
                        for file in ((try? FileManager.default.contentsOfDirectory(atPath: child.path)) ?? []).sorted() where !file.hasPrefix(".") {
                            resources.append(XcodeResource(url: child.appendingPathComponent(file), localization: region))
                        }
                    } else {
                        walk(child, relative: path)
                    }
                } else if child.pathExtension == "swift" {
                    sources.append(child)
                } else {
                    resources.append(XcodeResource(url: child, localization: nil))
                }
            }
        }
        walk(folder, relative: "")
        return (sources, resources)
    }
}
