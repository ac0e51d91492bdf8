import Foundation
import Testing
@testable import AppImporter
@testable import XcodeProject

/// `presentation-lab import` on the example project (Examples/Shelf): the package it writes, the
/// app bundle with the Info.plist Xcode would build, the summary, and bad input.
@Suite final class AppImporterTests {
    /// Packages this test wrote, removed when it ends.
    private var scratchFolders: [URL] = []
    deinit { for folder in scratchFolders { try? FileManager.default.removeItem(at: folder) } }

    static let lab = XcodeProjectTests.examples.deletingLastPathComponent()
    static let shelf = XcodeProjectTests.examples.appendingPathComponent("Shelf")

    private func destination() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AppImporterTests-\(UUID().uuidString)")
        scratchFolders.append(folder)
        return folder
    }

    @Test func thePackageHasTheAppAsAnExecutableAndItsTestsAsATestTarget() throws {
        let into = destination()
        let report = try AppImporter(projectPath: Self.shelf.path, destination: into.path, labFolder: Self.lab).run()
        let manifest = try String(contentsOf: into.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".executable(name: "Shelf", targets: ["Shelf"])"#))
        #expect(manifest.contains(#".package(path: "\#(Self.lab.path)")"#))
        #expect(manifest.contains(#"resources: [.copy("Shelf.app")]"#))
        #expect(manifest.contains(#".testTarget("#) && manifest.contains(#"dependencies: ["Shelf", "#))
        #expect(manifest.components(separatedBy: #".plugin(name: "PortAppSources""#).count == 3, "both targets are ported as they build")
        // The sources stay in the project: the manifest lists them for the plugin.
        let list = try JSONDecoder().decode(SourcePortingManifest.self, from: Data(contentsOf: into.appendingPathComponent("Sources/Shelf/LabImport.json")))
        #expect(list.sources.first == Self.shelf.appendingPathComponent("Shelf/AppDelegate.swift").path)
        #expect(report.apps.map(\.product) == ["Shelf"] && report.testTargets == ["ShelfTests"])
        #expect(report.swiftFiles == 7 && report.scenes == 4 && report.segues == 2 && report.colorSets == 2)
        #expect(report.outlets == 4, "titleLabel, authorLabel, readButton, countLabel")
        #expect(report.editCounts[.main] == 1 && report.editCounts[.selector] == 1 && report.editCounts[.finalDelegate] == 2)
        #expect(report.summary.hasPrefix("Imported Shelf: Shelf (swift run Shelf); tests: ShelfTests (swift test)"))
    }

    @Test func theAppBundleHoldsTheBuiltInfoPlistAndLinksToTheProjectsResources() throws {
        let into = destination()
        _ = try AppImporter(projectPath: Self.shelf.path, destination: into.path, labFolder: Self.lab).run()
        let bundle = into.appendingPathComponent("Sources/Shelf/Shelf.app")
        let info = try #require(NSDictionary(contentsOf: bundle.appendingPathComponent("Info.plist")) as? [String: Any])
        #expect(info["CFBundleIdentifier"] as? String == "org.presentationlab.Shelf", "$(PRODUCT_BUNDLE_IDENTIFIER) expanded")
        #expect(info["CFBundleExecutable"] as? String == "Shelf")
        #expect(info["UIUserInterfaceStyle"] as? String == "Automatic", "INFOPLIST_KEY_ build settings become keys")
        #expect(info["NSAccentColorName"] as? String == "AccentColor", "the Global Accent Color Name setting, whose set has a colour")
        #expect(info["CFBundleIconName"] as? String == "AppIcon", "the App Icon setting, whose set the catalog has")
        let manifest = info["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = (manifest?["UISceneConfigurations"] as? [String: Any])?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
        #expect(configurations?.first?["UISceneDelegateClassName"] as? String == "Shelf.SceneDelegate")
        let storyboard = bundle.appendingPathComponent("Base.lproj/Main.storyboard")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: storyboard.path) == Self.shelf.appendingPathComponent("Shelf/Base.lproj/Main.storyboard").path,
                "a link, so an edit in the project is what the app reads")
        #expect(FileManager.default.fileExists(atPath: bundle.appendingPathComponent("Assets.xcassets/Paper.colorset/Contents.json").path))
    }

    /// Xcode stops on a listed file that is gone; the import leaves it out, names it, and ports the rest.
    @Test func aSourceTheProjectListsButTheFolderLacksIsNamedAndLeftOut() throws {
        let copy = destination().appendingPathComponent("Shelf")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.shelf, to: copy)
        let gone = copy.appendingPathComponent("Shelf/SummaryCell.swift")
        try FileManager.default.removeItem(at: gone)
        let into = destination()
        let report = try AppImporter(projectPath: copy.path, destination: into.path, labFolder: Self.lab).run()
        #expect(report.swiftFiles == 6)
        #expect(report.notes.contains("\(gone.path): listed in target Shelf but not on disk; left out of the build (Xcode stops on it: Build input file cannot be found)"))
        let list = try JSONDecoder().decode(SourcePortingManifest.self, from: Data(contentsOf: into.appendingPathComponent("Sources/Shelf/LabImport.json")))
        #expect(!list.sources.contains(gone.path) && list.sources.count == 5)
    }

    @Test func badInputExitsWithTwoAndOneLine() throws {
        #expect(ImportCommand.run(arguments: [Self.shelf.path], executablePath: "/nowhere") == 2, "no --into")
        #expect(ImportCommand.run(arguments: ["/no/such/project", "--into", destination().path, "--lab", Self.lab.path], executablePath: "/nowhere") == 2)
        #expect(ImportCommand.run(arguments: [Self.shelf.path, "--into", Self.shelf.appendingPathComponent("Out").path, "--lab", Self.lab.path],
                                  executablePath: "/nowhere") == 2, "never into the project")
        #expect(!FileManager.default.fileExists(atPath: Self.shelf.appendingPathComponent("Out").path))
        #expect(ImportCommand.run(arguments: [Self.shelf.path, "--into", destination().path, "--bogus"], executablePath: "/nowhere") == 2)
    }

    @Test func aProductNameWithASpaceIsQuotedInTheCommandsTheSummaryGives() {
        #expect(ImportReport.shellWord("BMI Calculator") == "'BMI Calculator'")
        #expect(ImportReport.shellWord("Shelf") == "Shelf")
        #expect(ImportReport.shellWord("Bob's App") == #"'Bob'\''s App'"#)
    }

    @Test func theLabCheckoutIsFoundAboveTheBuildFolder() {
        let executable = Self.lab.appendingPathComponent(".build/release/presentation-lab").path
        #expect(ImportCommand.checkout(containing: executable)?.standardizedFileURL == Self.lab.standardizedFileURL)
    }
}

/// The fields of the plugin's manifest a test reads back.
private struct SourcePortingManifest: Decodable {
    var module: String
    var sources: [String]
}
