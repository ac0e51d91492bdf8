import Foundation
import InterfaceBuilder
import SourcePorting
import XcodeProject

/// `presentation-lab import PROJECT --into DIR`: an Xcode project as a SwiftPM package that runs
/// on the lab. Each app target becomes an executable target whose Swift files are the project's
/// own, ported by the lab's build plugin as they are built (so an edit in the project is picked up
/// by the next build), with the app's bundle (Info.plist, storyboards, asset catalogs, files)
/// linked in as `Name.app`; each unit-test target becomes a test target of the app. The project
/// is never written to.
package struct AppImporter {
    package let project: XcodeProject
    package let destination: URL
    package let labFolder: URL
    /// The project named on the command line when it has no app and its workspace's app project
    /// is imported instead (a library's repository and its example app).
    package private(set) var namedProject: XcodeProject?

    package init(projectPath: String, destination: String, labFolder: URL) throws {
        var project = try Self.project(at: projectPath)
        if !project.hasApp, let withApp = LibraryCatalog.neighbourProjects(of: project).first(where: \.hasApp) {
            namedProject = project
            project = withApp
        }
        self.project = project
        self.destination = URL(fileURLWithPath: destination).standardizedFileURL
        self.labFolder = labFolder.standardizedFileURL
        guard FileManager.default.fileExists(atPath: labFolder.appendingPathComponent("Package.swift").path) else {
            throw XcodeProjectError("\(labFolder.path): not the lab's checkout (no Package.swift); pass --lab PATH.")
        }
        let projectFolder = project.folder.standardizedFileURL.path
        guard self.destination.path != projectFolder, !self.destination.path.hasPrefix(projectFolder + "/") else {
            throw XcodeProjectError("\(destination): inside the project; the import never writes there. Choose another folder.")
        }
    }

    /// Writes the package and returns what it did.
    package func run() throws -> ImportReport {
        var report = ImportReport(projectName: project.name)
        let apps = project.targets.filter { $0.kind == .application }
        guard !apps.isEmpty else {
            throw XcodeProjectError("\(project.url.path): has no iOS app target (targets: \(project.targets.map(\.name).joined(separator: ", "))), "
                                    + "and no project its workspace lists or beside it has one; give the app's project.")
        }
        if let namedProject {
            report.notes.append("\(namedProject.url.lastPathComponent) has no app target; imported \(LibraryCatalog.relativePath(project.url, from: namedProject.folder)), the app project beside it, with its libraries")
        }
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        let catalog = LibraryCatalog(project: project)
        let ownModules = Set(project.targets.map(\.moduleName))
        // The test targets that can build with the libraries there are; then the libraries the
        // apps and those targets need.
        let buildable = catalog.needed(by: apps + project.targets.filter { $0.kind == .unitTests }, knownModules: ownModules).modules
        let testTargets = project.targets.filter { $0.kind == .unitTests }.filter {
            ImportedSources.missingModules(of: $0, knownModules: ownModules.union(buildable)).isEmpty
        }
        let (libraries, leftOut) = catalog.needed(by: apps + testTargets, knownModules: ownModules)
        report.notes += leftOut
        // A framework target of the project that is left out is no more known than another library.
        let knownModules = ownModules.subtracting(catalog.byModule.keys).union(libraries)
        // A library's protocol may have optional requirements an app's types answer.
        let imported = libraries.compactMap { catalog.byModule[$0]?.target } + project.targets.filter { $0.kind == .application || $0.kind == .unitTests }
        let optionalRequirements = OptionalRequirements.find(in: imported.flatMap(\.sources).compactMap { try? String(contentsOf: $0, encoding: .utf8) })
        var targets: [PackageManifestWriter.Target] = []
        for module in libraries {
            targets.append(try writeLibrary(catalog.byModule[module]!, catalog: catalog, knownModules: knownModules, optionalRequirements: optionalRequirements, report: &report))
        }
        for app in apps {
            targets.append(try writeApp(app, catalog: catalog, knownModules: knownModules, optionalRequirements: optionalRequirements, report: &report))
        }
        for tests in project.targets where tests.kind == .unitTests {
            guard let tested = apps.first(where: { $0.name == tests.testedTargetName }) else { continue }
            // A test target that needs a module the lab lacks would stop `swift test` for every target.
            let missing = ImportedSources.missingModules(of: tests, knownModules: knownModules)
            guard missing.isEmpty else {
                report.notes.append("test target \(tests.name) is not imported: it imports \(missing.joined(separator: ", ")), which the lab does not have")
                continue
            }
            targets.append(try writeTests(tests, of: tested, catalog: catalog, knownModules: knownModules, optionalRequirements: optionalRequirements, report: &report))
        }
        for target in project.targets where target.kind == .uiTests || target.kind == .framework || target.kind == .other {
            guard !libraries.contains(target.moduleName) else { continue }
            report.notes.append("target \(target.name) (\(target.kind.rawValue)) is not imported: the lab imports app and unit-test targets, and the frameworks they use")
        }
        if !catalog.remotePods.isEmpty {
            let pods = catalog.remotePods
            report.notes.append("the Podfile's \(pods.count == 1 ? "pod" : "pods") \(pods.joined(separator: ", ")) \(pods.count == 1 ? "comes" : "come") from a spec repo or git, which the lab cannot fetch; code that imports \(pods.count == 1 ? "it" : "them") does not build")
        }
        report.notes += project.skipped
        let manifest = PackageManifestWriter(packageName: Self.packageName(project.name), labFolder: labFolder, targets: targets).text
        try manifest.write(to: destination.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return report
    }

    /// The project at `path`; of a folder holding several (a library's and its demo's), the one
    /// that builds an app, when only one does.
    static func project(at path: String) throws -> XcodeProject {
        do {
            return try XcodeProject(path: path)
        } catch let error as XcodeProjectError {
            let folder = URL(fileURLWithPath: path)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
            let apps = names.compactMap { try? XcodeProject(path: folder.appendingPathComponent($0).path) }.filter(\.hasApp)
            guard names.count > 1, apps.count == 1 else { throw error }
            return apps[0]
        }
    }

    static func packageName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }

    private func writeApp(_ app: XcodeTarget, catalog: LibraryCatalog, knownModules: Set<String>, optionalRequirements: [OptionalRequirement], report: inout ImportReport) throws -> PackageManifestWriter.Target {
        let folder = destination.appendingPathComponent("Sources/\(app.moduleName)")
        try recreate(folder)
        let bundleName = "\(app.productName).app"
        try AppBundleWriter(target: app, projectFolder: project.folder).write(to: folder.appendingPathComponent(bundleName), report: &report)
        try ImportedSources.write(app, module: app.moduleName, writesTable: true, knownModules: knownModules, optionalRequirements: optionalRequirements, into: folder, report: &report)
        try ImportedSources.writeBundleAccessor(into: folder, appModule: app.moduleName)
        report.apps.append((app.productName, app.moduleName))
        noteWhatIsMissing(app, catalog: catalog, report: &report)
        return .init(name: app.moduleName, kind: .app(product: app.productName, bundle: bundleName),
                     dependencies: Self.builtLibraries(usedBy: app, catalog: catalog, knownModules: knownModules), languageMode: app.packageLanguageMode)
    }

    /// The catalog's libraries `target` uses that the package builds: `knownModules` holds those
    /// (with the project's own targets); one left out is named in the summary, not depended on,
    /// so SwiftPM does not stop on a product it cannot find.
    private static func builtLibraries(usedBy target: XcodeTarget, catalog: LibraryCatalog, knownModules: Set<String>) -> [String] {
        catalog.modules(usedBy: target, knownModules: knownModules).filter(knownModules.contains)
    }

    /// A framework target or development pod the app uses, as a library target of the package:
    /// its sources ported as the app's are, its resources in its `.framework` bundle.
    private func writeLibrary(_ library: LibraryCatalog.Library, catalog: LibraryCatalog, knownModules: Set<String>, optionalRequirements: [OptionalRequirement],
                              report: inout ImportReport) throws -> PackageManifestWriter.Target {
        let target = library.target
        let folder = destination.appendingPathComponent("Sources/\(target.moduleName)")
        try recreate(folder)
        let bundleName = "\(target.productName).framework"
        try AppBundleWriter(target: target, projectFolder: library.folder).write(to: folder.appendingPathComponent(bundleName), report: &report)
        try ImportedSources.write(target, module: target.moduleName, writesTable: true, knownModules: knownModules, optionalRequirements: optionalRequirements, into: folder, report: &report)
        try ImportedSources.writeBundleAccessor(into: folder, appModule: nil)
        try ImportedSources.writeUmbrellaImports(into: folder)
        report.libraries.append((target.moduleName, library.origin))
        noteWhatIsMissing(target, catalog: catalog, report: &report)
        return .init(name: target.moduleName, kind: .library(bundle: bundleName), dependencies: Self.builtLibraries(usedBy: target, catalog: catalog, knownModules: knownModules),
                     languageMode: target.packageLanguageMode)
    }

    private func writeTests(_ tests: XcodeTarget, of app: XcodeTarget, catalog: LibraryCatalog, knownModules: Set<String>, optionalRequirements: [OptionalRequirement],
                            report: inout ImportReport) throws -> PackageManifestWriter.Target {
        let folder = destination.appendingPathComponent("Tests/\(tests.moduleName)")
        try recreate(folder)
        // Its resources (fixtures the tests read through `Bundle(for: Self.self)`) in its `.xctest` bundle.
        let bundleName = tests.resources.isEmpty ? nil : "\(tests.productName).xctest"
        if let bundleName {
            try AppBundleWriter(target: tests, projectFolder: project.folder).write(to: folder.appendingPathComponent(bundleName), report: &report)
        }
        try ImportedSources.write(tests, module: tests.moduleName, writesTable: false, knownModules: knownModules, optionalRequirements: optionalRequirements, into: folder, report: &report)
        try ImportedSources.writeBundleAccessor(into: folder, appModule: app.moduleName)
        report.testTargets.append(tests.moduleName)
        let libraries = Self.builtLibraries(usedBy: tests, catalog: catalog, knownModules: knownModules).filter { $0 != app.moduleName }
        return .init(name: tests.moduleName, kind: .tests(bundle: bundleName), dependencies: [app.moduleName] + libraries, languageMode: tests.packageLanguageMode)
    }

    /// The frameworks and packages `target` links that neither the lab nor the catalog provides.
    private func noteWhatIsMissing(_ target: XcodeTarget, catalog: LibraryCatalog, report: inout ImportReport) {
        for framework in target.linkedFrameworks {
            let module = (framework as NSString).deletingPathExtension
            guard !SourcePorter.providedModules.contains(module), catalog.byModule[module] == nil else { continue }
            // CocoaPods' umbrella framework: its pods are named by the Podfile note.
            if module.hasPrefix("Pods_"), catalog.podfile != nil { continue }
            report.notes.append("\(target.name) links \(framework), which the lab does not have")
        }
        for product in target.packageProducts {
            report.notes.append("\(target.name) uses the Swift package product \(product); add it to the generated Package.swift if it builds on Linux")
        }
    }

    /// The import owns the folders it writes: a second import replaces them.
    private func recreate(_ folder: URL) throws {
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
}
