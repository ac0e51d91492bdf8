import Foundation
import InterfaceBuilder
import XcodeProject

/// A product's bundle (the app's `.app`, a library's `.framework`, a test target's `.xctest`) as
/// Xcode lays it out, in the generated package: the Info.plist with the build settings Xcode puts
/// in it, and a link to each resource of the project (so an edit to a storyboard or an asset in
/// the project is what the next run reads), localized ones in their `.lproj` folders.
struct AppBundleWriter {
    let target: XcodeTarget
    /// The folder the target's paths start from: its project's (`$(SRCROOT)`), or a pod's.
    let projectFolder: URL

    func write(to bundle: URL, report: inout ImportReport) throws {
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let info = try infoDictionary(report: &report)
        let data = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
        try data.write(to: bundle.appendingPathComponent("Info.plist"))
        var placed: Set<String> = []
        for resource in target.resources {
            let folder = resource.folder(in: bundle)
            let link = folder.appendingPathComponent(resource.bundleName)
            guard placed.insert(link.path).inserted else {
                report.notes.append("\(resource.url.path): a second resource named \(resource.bundleName); the first is kept, as Xcode's build would refuse")
                continue
            }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: resource.url.standardizedFileURL)
            count(resource, report: &report)
        }
    }

    /// Xcode's `PRODUCT_BUNDLE_PACKAGE_TYPE` for the target's kind.
    private var packageType: String {
        switch target.kind {
        case .application: "APPL"
        case .framework: "FMWK"
        default: "BNDL"
        }
    }

    private func count(_ resource: XcodeResource, report: inout ImportReport) {
        switch resource.url.pathExtension {
        case "storyboard", "xib":
            report.documents += 1
            guard let document = try? InterfaceBuilderDocument(contentsOf: resource.url) else {
                report.notes.append("\(resource.url.path): not readable as an Interface Builder document")
                return
            }
            if let problem = document.problem { report.notes.append("\(problem)") }
            let elements = document.root.descendants
            report.scenes += elements.filter { $0.name == "scene" }.count
            report.segues += elements.filter { $0.name == "segue" }.count
        case "xcassets":
            let enumerator = FileManager.default.enumerator(atPath: resource.url.path)
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".imageset") { report.imageSets += 1 }
                if path.hasSuffix(".colorset") { report.colorSets += 1 }
            }
        default:
            report.otherResources += 1
        }
    }

    /// The target's Info.plist (`INFOPLIST_FILE`), with the keys Xcode adds from build settings
    /// (`INFOPLIST_KEY_*`, the bundle's name, identifier, executable and versions) and the
    /// `$(SETTING)` references in its values expanded, as the built app's Info.plist has them.
    func infoDictionary(report: inout ImportReport) throws -> [String: Any] {
        var info: [String: Any] = [:]
        if let url = target.fileSetting("INFOPLIST_FILE", projectFolder: projectFolder) {
            if let data = FileManager.default.contents(atPath: url.path),
               let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] {
                info = plist
            } else {
                report.notes.append("\(url.path): INFOPLIST_FILE is missing or not a property list; the app's Info.plist has the build settings' keys only")
            }
        }
        for (key, value) in target.buildSettings where key.hasPrefix("INFOPLIST_KEY_") {
            let name = String(key.dropFirst("INFOPLIST_KEY_".count))
            if name == "UIApplicationSceneManifest_Generation" {
                if value == "YES", info["UIApplicationSceneManifest"] == nil {
                    info["UIApplicationSceneManifest"] = ["UIApplicationSupportsMultipleScenes": false, "UISceneConfigurations": [String: Any]()]
                }
            } else if name.hasPrefix("UISupportedInterfaceOrientations") {
                info[name] = value.split(separator: " ").map(String.init)
            } else if value == "YES" || value == "NO" {
                info[name] = value == "YES"
            } else {
                info[name] = value
            }
        }
        let defaults: [String: String?] = [
            "CFBundleExecutable": target.productName, "CFBundleName": target.productName,
            "CFBundleIdentifier": target.setting("PRODUCT_BUNDLE_IDENTIFIER"),
            "CFBundleShortVersionString": target.setting("MARKETING_VERSION"),
            "CFBundleVersion": target.setting("CURRENT_PROJECT_VERSION"),
            "CFBundleDevelopmentRegion": "en", "CFBundlePackageType": packageType,
        ]
        for case let (key, value?) in defaults where info[key] == nil { info[key] = value }
        // The devices it runs on: "1,2" is iPhone and iPad.
        if info["UIDeviceFamily"] == nil, target.kind == .application, let families = target.setting("TARGETED_DEVICE_FAMILY") {
            let numbers = families.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            if !numbers.isEmpty { info["UIDeviceFamily"] = numbers }
        }
        // And the app icon's set, which the built Info.plist names.
        if info["CFBundleIconName"] == nil, let icon = target.setting("ASSETCATALOG_COMPILER_APPICON_NAME"),
           target.resources.contains(where: { FileManager.default.fileExists(atPath: $0.url.appendingPathComponent("\(icon).appiconset").path) }) {
            info["CFBundleIconName"] = icon
        }
        // Xcode compiles the accent colour into the catalog and the app's tint; the Info.plist key
        // says which. The template's empty AccentColor set (no colour chosen) leaves the system's.
        if info["NSAccentColorName"] == nil, let accent = target.setting("ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME"),
           target.resources.contains(where: { Self.colorSet(accent, in: $0.url) }) {
            info["NSAccentColorName"] = accent
        }
        return expand(info) as? [String: Any] ?? info
    }

    /// Whether the catalog at `catalog` has a colour set `name` with a colour chosen.
    private static func colorSet(_ name: String, in catalog: URL) -> Bool {
        let contents = catalog.appendingPathComponent("\(name).colorset/Contents.json")
        guard let data = FileManager.default.contents(atPath: contents.path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let colors = json["colors"] as? [[String: Any]] else { return false }
        return colors.contains { $0["color"] != nil }
    }

    private func expand(_ value: Any) -> Any {
        switch value {
        case let text as String:
            var result = text
            let settings: [String: String] = [
                "PRODUCT_MODULE_NAME": target.moduleName, "PRODUCT_NAME": target.productName, "TARGET_NAME": target.name,
                "EXECUTABLE_NAME": target.productName, "DEVELOPMENT_LANGUAGE": target.setting("DEVELOPMENT_LANGUAGE") ?? "en",
                "PRODUCT_BUNDLE_PACKAGE_TYPE": packageType,
            ].merging(target.buildSettings.filter { !$0.value.contains("$") }) { own, _ in own }
            for (key, replacement) in settings where result.contains(key) {
                result = result.replacingOccurrences(of: "$(\(key))", with: replacement).replacingOccurrences(of: "${\(key)}", with: replacement)
                    .replacingOccurrences(of: "$(\(key):rfc1034identifier)", with: replacement)
            }
            return result
        case let dictionary as [String: Any]:
            return dictionary.mapValues(expand)
        case let array as [Any]:
            return array.map(expand)
        default:
            return value
        }
    }
}
