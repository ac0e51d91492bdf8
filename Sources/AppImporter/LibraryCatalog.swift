import Foundation
import SourcePorting
import XcodeProject

/// The libraries an app's project builds with, as Xcode and CocoaPods find them: the framework
/// targets of the project itself, of the projects its workspaces list and of those beside or
/// just below it (a library's repository with its `Example` app), and the development pods its
/// `Podfile` names by `:path`. Each is found by the module name the app imports or links.
struct LibraryCatalog {
    struct Library {
        var target: XcodeTarget
        /// The folder its paths (`INFOPLIST_FILE`) start from.
        var folder: URL
        /// Where it was found, for the summary: `framework target X of P.xcodeproj`, `development pod X`.
        var origin: String
    }

    private(set) var byModule: [String: Library] = [:]
    /// The pods the `Podfile` names that are not on disk (from a spec repo or git), unless a
    /// project beside it (a committed `Pods` project) builds them.
    var remotePods: [String] { podsNotOnDisk.filter { byModule[$0] == nil && !targetNames.contains($0) } }
    private var podsNotOnDisk: [String] = []
    /// The targets found, by name (a pod's target is named as the pod, its module may not be).
    private var targetNames: Set<String> = []
    private(set) var podfile: Podfile?

    init(project: XcodeProject) {
        for target in project.targets where target.kind == .framework {
            add(Library(target: target, folder: project.folder, origin: "framework target \(target.name) of \(project.url.lastPathComponent)"))
        }
        // What the Podfile names is what the app builds with, before a project beside it.
        podfile = Podfile(folder: project.folder)
        for pod in podfile?.pods ?? [] {
            guard let folder = pod.folder, let spec = Podspec(name: pod.name, folder: folder) else {
                podsNotOnDisk.append(pod.name)
                continue
            }
            add(Library(target: XcodeTarget(pod: spec), folder: folder, origin: "development pod \(pod.name) (\(Self.relativePath(spec.url, from: project.folder)))"))
        }
        for other in Self.neighbourProjects(of: project) {
            for target in other.targets where target.kind == .framework {
                add(Library(target: target, folder: other.folder,
                            origin: "framework target \(target.name) of \(Self.relativePath(other.url, from: project.folder))"))
            }
        }
    }

    private mutating func add(_ library: Library) {
        // CocoaPods' umbrella framework (`Pods_App`) only links the pods, which are here themselves.
        guard !library.target.moduleName.hasPrefix("Pods_") else { return }
        targetNames.insert(library.target.name)
        if byModule[library.target.moduleName] == nil { byModule[library.target.moduleName] = library }
    }

    /// The libraries `targets` need, with those the libraries need in turn: each module a target
    /// links (`Name.framework`) or imports that the catalog has. A library the lab cannot build
    /// (no Swift sources, or an import neither the lab nor another buildable library provides) is
    /// left out with why, and so are those that need it.
    func needed(by targets: [XcodeTarget], knownModules: Set<String>) -> (modules: [String], leftOut: [String]) {
        var needed: [String] = []
        var queue = targets
        while let target = queue.popLast() {
            for module in modules(usedBy: target, knownModules: knownModules) where !needed.contains(module) {
                guard let library = byModule[module] else { continue }
                needed.append(module)
                queue.append(library.target)
            }
        }
        var leftOut: [String] = []
        var changed = true
        while changed {
            changed = false
            for module in needed {
                let library = byModule[module]!
                let reason: String
                if library.target.sources.isEmpty {
                    reason = "it has no Swift sources (the lab does not build Objective-C)"
                } else {
                    let available = knownModules.union(needed)
                    var missing: Set<String> = []
                    for source in library.target.sources {
                        guard let text = try? String(contentsOf: source, encoding: .utf8) else { continue }
                        missing.formUnion(SourcePorter.unavailableImports(in: text, knownModules: available))
                    }
                    guard !missing.isEmpty else { continue }
                    reason = "it imports \(missing.sorted().joined(separator: ", ")), which the lab does not have"
                }
                leftOut.append("library \(module) (\(library.origin)) is not imported: \(reason); what imports it does not build")
                needed.removeAll { $0 == module }
                changed = true
                break
            }
        }
        return (needed.sorted(), leftOut)
    }

    /// The catalog's modules `target` links or imports.
    func modules(usedBy target: XcodeTarget, knownModules: Set<String>) -> [String] {
        var used = Set(target.linkedFrameworks.map { ($0 as NSString).deletingPathExtension })
        for source in target.sources {
            guard let text = try? String(contentsOf: source, encoding: .utf8) else { continue }
            used.formUnion(SourcePorter.unavailableImports(in: text, knownModules: knownModules.subtracting(byModule.keys)))
        }
        used.remove(target.moduleName)
        return used.filter { byModule[$0] != nil }.sorted()
    }

    /// Projects Xcode would open with `project`: those its workspaces list (its own
    /// `project.xcworkspace`, and `.xcworkspace` files beside it or one folder up), and the
    /// `.xcodeproj` files beside it, one folder up or one folder down.
    static func neighbourProjects(of project: XcodeProject) -> [XcodeProject] {
        let files = FileManager.default
        func children(_ folder: URL, _ suffix: String) -> [URL] {
            ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(suffix) }.sorted().map { folder.appendingPathComponent($0) }
        }
        let folder = project.folder, parent = folder.deletingLastPathComponent()
        var workspaces = [project.url.appendingPathComponent("project.xcworkspace")]
        workspaces += children(folder, ".xcworkspace") + children(parent, ".xcworkspace")
        workspaces += children(parent, ".xcodeproj").map { $0.appendingPathComponent("project.xcworkspace") }
        var candidates = workspaces.compactMap(XcodeWorkspace.init(url:)).flatMap(\.projects)
        candidates += children(folder, ".xcodeproj") + children(parent, ".xcodeproj")
        for child in children(folder, "") where !child.lastPathComponent.hasPrefix(".") && child.pathExtension.isEmpty {
            candidates += children(child, ".xcodeproj")
        }
        var seen: Set<String> = [project.url.standardizedFileURL.path]
        return candidates.compactMap { url in
            guard seen.insert(url.standardizedFileURL.path).inserted else { return nil }
            return try? XcodeProject(path: url.path)
        }
    }

    static func relativePath(_ url: URL, from folder: URL) -> String {
        let path = url.standardizedFileURL.path, base = folder.standardizedFileURL.path
        if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        let parent = folder.deletingLastPathComponent().standardizedFileURL.path
        if path.hasPrefix(parent + "/") { return "../" + String(path.dropFirst(parent.count + 1)) }
        return path
    }
}
