import Foundation

/// The objects of a `project.pbxproj`, with what reading a target needs: the path of a file
/// reference through its groups, build phases' files, and configurations' settings.
struct PBXObjectGraph {
    let objects: [String: [String: Any]]
    let projectFolder: URL
    /// Each group child's parent group, for `<group>`-relative paths.
    private var parents: [String: String] = [:]
    private let mainGroup: String?

    init(objects: [String: [String: Any]], projectFolder: URL, mainGroup: String?) {
        self.objects = objects
        self.projectFolder = projectFolder
        self.mainGroup = mainGroup
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parents[child] = id }
        }
    }

    /// Where the object `id` (file reference, group or variant group) is on disk.
    func url(of id: String) -> URL? {
        guard let object = objects[id] else { return nil }
        let path = object["path"] as? String
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<absolute>":
            return path.map { URL(fileURLWithPath: $0) }
        case "SOURCE_ROOT":
            return path.map { projectFolder.appendingPathComponent($0) } ?? projectFolder
        case "<group>":
            let base = parents[id].flatMap { url(of: $0) } ?? projectFolder
            // The main group and path-less groups are the folder of what holds them.
            guard let path, id != mainGroup else { return base }
            return base.appendingPathComponent(path)
        default:
            // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: outside the project.
            return nil
        }
    }

    func buildSettings(list id: String?) -> [String: String] {
        guard let id, let list = objects[id], let configurations = list["buildConfigurations"] as? [String] else { return [:] }
        let named = configurations.compactMap { objects[$0] }
        let chosen = named.first { $0["name"] as? String == "Debug" } ?? named.first
        var settings: [String: String] = [:]
        for (key, value) in chosen?["buildSettings"] as? [String: Any] ?? [:] {
            if let text = value as? String { settings[key] = text }
            else if let values = value as? [String] { settings[key] = values.joined(separator: " ") }
        }
        return settings
    }

    func target(_ target: [String: Any], projectSettings: [String: String], skipped: inout [String]) -> XcodeTarget {
        let name = target["name"] as? String ?? "App"
        let kind: XcodeTarget.Kind
        switch target["productType"] as? String ?? "" {
        case "com.apple.product-type.application": kind = .application
        case "com.apple.product-type.bundle.unit-test": kind = .unitTests
        case "com.apple.product-type.bundle.ui-testing": kind = .uiTests
        case "com.apple.product-type.framework", "com.apple.product-type.library.static": kind = .framework
        default: kind = .other
        }
        var settings = projectSettings
        settings.merge(buildSettings(list: target["buildConfigurationList"] as? String)) { _, own in own }
        var sources: [URL] = [], resources: [XcodeResource] = [], frameworks: [String] = []
        for phaseID in target["buildPhases"] as? [String] ?? [] {
            guard let phase = objects[phaseID] else { continue }
            for buildFileID in phase["files"] as? [String] ?? [] {
                guard let buildFile = objects[buildFileID], let reference = buildFile["fileRef"] as? String else { continue }
                switch phase["isa"] as? String {
                case "PBXSourcesBuildPhase":
                    if let url = url(of: reference) { sources.append(url) }
                case "PBXResourcesBuildPhase":
                    resources += self.resources(of: reference, skipped: &skipped)
                case "PBXFrameworksBuildPhase":
                    if let name = objects[reference]?["path"] as? String ?? objects[reference]?["name"] as? String {
                        frameworks.append((name as NSString).lastPathComponent)
                    }
                default: break
                }
            }
        }
        for folderID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
            guard let folder = url(of: folderID) else { continue }
            let excluded = synchronizedExceptions(folderID, target: target)
            let found = SynchronizedFolder.files(in: folder, excluding: excluded)
            sources += found.sources
            resources += found.resources
        }
        let products = (target["packageProductDependencies"] as? [String] ?? []).compactMap { objects[$0]?["productName"] as? String }
        var made = XcodeTarget(name: name, kind: kind, sources: sources.filter { $0.pathExtension == "swift" }, resources: resources,
                               buildSettings: settings, linkedFrameworks: frameworks, packageProducts: products, testedTargetName: nil)
        // The Info.plist is the bundle's, written with its keys expanded, not copied as a resource.
        let infoPlist = made.fileSetting("INFOPLIST_FILE", projectFolder: projectFolder)
        made.resources.removeAll { $0.url.standardizedFileURL == infoPlist }
        return made
    }

    /// A resources-phase entry: a file or folder, or each localization of a variant group.
    private func resources(of id: String, skipped: inout [String]) -> [XcodeResource] {
        guard let object = objects[id] else { return [] }
        if object["isa"] as? String == "PBXVariantGroup" {
            return (object["children"] as? [String] ?? []).compactMap { child in
                guard let url = url(of: child) else { return nil }
                let region = url.deletingLastPathComponent().lastPathComponent
                return XcodeResource(url: url, localization: region.hasSuffix(".lproj") ? String(region.dropLast(6)) : nil)
            }
        }
        guard let url = url(of: id) else { return [] }
        guard FileManager.default.fileExists(atPath: url.path) else {
            skipped.append("\(url.path): in the project's resources but not on disk")
            return []
        }
        return [XcodeResource(url: url, localization: nil)]
    }

    /// Files of a synchronized folder that Xcode leaves out of `target`.
    private func synchronizedExceptions(_ folderID: String, target: [String: Any]) -> Set<String> {
        var excluded: Set<String> = []
        for exceptionID in objects[folderID]?["exceptions"] as? [String] ?? [] {
            guard let exception = objects[exceptionID] else { continue }
            excluded.formUnion(exception["membershipExceptions"] as? [String] ?? [])
        }
        return excluded
    }
}
