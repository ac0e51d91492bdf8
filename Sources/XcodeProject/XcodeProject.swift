import Foundation

/// An Xcode project read from its `project.pbxproj` (an old-style property list of objects by
/// identifier): its targets with their Swift sources, resources and build settings. Files are
/// found as Xcode finds them: through the group tree (`<group>` paths), from the project folder
/// (`SOURCE_ROOT`), absolute, or, for Xcode 16's folders, every file in a synchronized folder.
package struct XcodeProject: Sendable {
    /// The `.xcodeproj` bundle.
    package let url: URL
    /// The folder that holds it: `$(SRCROOT)`.
    package var folder: URL { url.deletingLastPathComponent() }
    package var name: String { url.deletingPathExtension().lastPathComponent }
    package private(set) var targets: [XcodeTarget] = []
    /// What was in the project but not read (a file reference that names no file), said with it.
    package private(set) var skipped: [String] = []

    /// Reads the project at `path`: an `.xcodeproj`, or a folder holding exactly one.
    package init(path: String) throws {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw XcodeProjectError("\(path): no such folder; give an .xcodeproj or the folder that holds one.")
        }
        if url.pathExtension != "xcodeproj" {
            let projects = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
            guard let first = projects.first else {
                throw XcodeProjectError("\(path): no .xcodeproj in this folder; give the project (Name.xcodeproj) or the folder that holds it.")
            }
            guard projects.count == 1 else {
                throw XcodeProjectError("\(path): holds \(projects.count) projects (\(projects.joined(separator: ", "))); give the one to import.")
            }
            url = url.appendingPathComponent(first)
        }
        self.url = url
        let file = url.appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw XcodeProjectError("\(file.path): missing; the project is incomplete.")
        }
        let root: [String: Any]
        do {
            var format = PropertyListSerialization.PropertyListFormat.openStep
            guard let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: &format) as? [String: Any] else {
                throw XcodeProjectError("\(file.path): not a project file (its top level is not a dictionary).")
            }
            root = plist
        } catch let error as XcodeProjectError {
            throw error
        } catch {
            throw XcodeProjectError("\(file.path): does not parse as a project file (\((error as NSError).localizedDescription)); open it in Xcode to repair it.")
        }
        guard let objects = root["objects"] as? [String: [String: Any]], let rootID = root["rootObject"] as? String,
              let project = objects[rootID] else {
            throw XcodeProjectError("\(file.path): has no root project object; the file is damaged.")
        }
        let graph = PBXObjectGraph(objects: objects, projectFolder: url.deletingLastPathComponent(), mainGroup: project["mainGroup"] as? String)
        let projectSettings = graph.buildSettings(list: project["buildConfigurationList"] as? String)
        var targets: [XcodeTarget] = []
        for targetID in project["targets"] as? [String] ?? [] {
            guard let target = objects[targetID], target["isa"] as? String == "PBXNativeTarget" else { continue }
            targets.append(graph.target(target, projectSettings: projectSettings, skipped: &skipped))
        }
        // A test target names the app it tests through its dependency or TEST_HOST.
        for index in targets.indices where targets[index].kind == .unitTests || targets[index].kind == .uiTests {
            let host = targets[index].setting("TEST_HOST").map { ($0 as NSString).lastPathComponent }
            targets[index].testedTargetName = targets.first { $0.kind == .application && ($0.productName == host || $0.name == host) }?.name
                ?? targets.first { $0.kind == .application }?.name
        }
        self.targets = targets
    }
}

extension XcodeProject {
    /// Whether it builds an iOS app.
    package var hasApp: Bool { targets.contains { $0.kind == .application } }
}
