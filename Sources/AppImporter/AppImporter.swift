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

    package init(projectPath: String, destination: String, labFolder: URL) throws {
        project = try XcodeProject(path: projectPath)
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
            throw XcodeProjectError("\(project.url.path): has no iOS app target (targets: \(project.targets.map(\.name).joined(separator: ", "))).")
        }
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        let knownModules = Set(project.targets.map(\.moduleName))
        var targets: [PackageManifestWriter.Target] = []
        for app in apps {
            targets.append(try writeApp(app, knownModules: knownModules, report: &report))
        }
        for tests in project.targets where tests.kind == .unitTests {
            guard let tested = apps.first(where: { $0.name == tests.testedTargetName }) else { continue }
            // A test target that needs a module the lab lacks would stop `swift test` for every target.
            let missing = ImportedSources.missingModules(of: tests, knownModules: knownModules)
            guard missing.isEmpty else {
                report.notes.append("test target \(tests.name) is not imported: it imports \(missing.joined(separator: ", ")), which the lab does not have")
                continue
            }
            targets.append(try writeTests(tests, of: tested, knownModules: knownModules, report: &report))
        }
        for target in project.targets where target.kind == .uiTests || target.kind == .framework || target.kind == .other {
            report.notes.append("target \(target.name) (\(target.kind.rawValue)) is not imported: the lab imports app and unit-test targets")
        }
        report.notes += project.skipped
        let manifest = PackageManifestWriter(packageName: Self.packageName(project.name), labFolder: labFolder, targets: targets).text
        try manifest.write(to: destination.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return report
    }

    static func packageName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }

    private func writeApp(_ app: XcodeTarget, knownModules: Set<String>, report: inout ImportReport) throws -> PackageManifestWriter.Target {
        let folder = destination.appendingPathComponent("Sources/\(app.moduleName)")
        try recreate(folder)
        let bundleName = "\(app.productName).app"
        try AppBundleWriter(target: app, project: project).write(to: folder.appendingPathComponent(bundleName), report: &report)
        try ImportedSources.write(app, module: app.moduleName, writesTable: true, knownModules: knownModules, into: folder, report: &report)
        try ImportedSources.writeBundleAccessor(into: folder, module: app.moduleName, bundleName: bundleName)
        report.apps.append((app.productName, app.moduleName))
        for framework in app.linkedFrameworks where !SourcePorter.providedModules.contains((framework as NSString).deletingPathExtension) {
            report.notes.append("\(app.name) links \(framework), which the lab does not have")
        }
        for product in app.packageProducts {
            report.notes.append("\(app.name) uses the Swift package product \(product); add it to the generated Package.swift if it builds on Linux")
        }
        return .init(name: app.moduleName, kind: .app(product: app.productName, bundle: bundleName), dependencies: [])
    }

    private func writeTests(_ tests: XcodeTarget, of app: XcodeTarget, knownModules: Set<String>, report: inout ImportReport) throws -> PackageManifestWriter.Target {
        let folder = destination.appendingPathComponent("Tests/\(tests.moduleName)")
        try recreate(folder)
        try ImportedSources.write(tests, module: tests.moduleName, writesTable: false, knownModules: knownModules, into: folder, report: &report)
        try ImportedSources.writeBundleAccessor(into: folder, module: app.moduleName, bundleName: "\(app.productName).app")
        report.testTargets.append(tests.moduleName)
        return .init(name: tests.moduleName, kind: .tests, dependencies: [app.moduleName])
    }

    /// The import owns the folders it writes: a second import replaces them.
    private func recreate(_ folder: URL) throws {
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
}
