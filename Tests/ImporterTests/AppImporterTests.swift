import Foundation
import Testing
@testable import AppImporter
@testable import XcodeProject
import SourcePorting

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
        #expect(info["UIDeviceFamily"] as? [Int] == [1, 2], "from TARGETED_DEVICE_FAMILY, as Xcode writes it")
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

    /// A target Xcode builds in Swift 4 or 4.2 (`SWIFT_VERSION`) is compiled in that language mode,
    /// which today's compiler still has (`string.characters` compiles there); Swift 5 is the package's.
    @Test func aTargetKeepsTheSwiftLanguageModeItsProjectBuildsIn() {
        func target(_ version: String?) -> XcodeTarget {
            XcodeTarget(name: "App", kind: .application, sources: [], resources: [], buildSettings: version.map { ["SWIFT_VERSION": $0] } ?? [:],
                        linkedFrameworks: [], packageProducts: [], testedTargetName: nil)
        }
        #expect(target("4.0").packageLanguageMode == ".v4" && target("4.2").packageLanguageMode == ".v4_2")
        #expect(target("5.0").packageLanguageMode == nil && target(nil).packageLanguageMode == nil)
        let manifest = PackageManifestWriter(packageName: "App", labFolder: URL(fileURLWithPath: "/lab"), targets: [
            .init(name: "App", kind: .app(product: "App", bundle: "App.app"), dependencies: [], languageMode: ".v4_2"),
            .init(name: "AppTests", kind: .tests(bundle: nil), dependencies: ["App"]),
        ]).text
        #expect(manifest.components(separatedBy: "swiftSettings: [.swiftLanguageMode(.v4_2)],").count == 2, "the app's target only")
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

    static let carousel = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Carousel")

    /// A library's repository: its framework project, whose workspace lists the Example app
    /// project that links the framework. Xcode builds the framework from its sources for the
    /// app; the package has it as a library target the app depends on.
    @Test func anExampleAppGetsTheFrameworkItLinksFromTheProjectBesideIt() throws {
        let into = destination()
        let report = try AppImporter(projectPath: Self.carousel.appendingPathComponent("Example").path, destination: into.path, labFolder: Self.lab).run()
        #expect(report.libraries.map(\.module) == ["Carousel"])
        #expect(report.libraries.first?.origin == "framework target Carousel of ../Carousel.xcodeproj")
        #expect(!report.notes.contains { $0.contains("Carousel.framework") }, "the framework it links is built, not missing")
        let manifest = try String(contentsOf: into.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".target(\n            name: \"Carousel\""))
        #expect(manifest.contains(#"dependencies: ["Carousel", .product(name: "UIKit""#), "the app depends on it")
        #expect(manifest.contains(#"resources: [.copy("Carousel.framework")]"#))
        let framework = into.appendingPathComponent("Sources/Carousel/Carousel.framework")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: framework.appendingPathComponent("CarouselCell.xib").path)
                == Self.carousel.appendingPathComponent("Sources/CarouselCell.xib").path, "its resources are in its own bundle")
        let info = NSDictionary(contentsOf: framework.appendingPathComponent("Info.plist"))
        #expect(info?["CFBundlePackageType"] as? String == "FMWK")
        let list = try JSONDecoder().decode(PortManifest.self, from: Data(contentsOf: into.appendingPathComponent("Sources/Carousel/LabImport.json")))
        #expect(list.sources == [Self.carousel.appendingPathComponent("Sources/CarouselView.swift").path])
        #expect(list.optionalRequirements.map(\.name) == ["carouselShouldWrap", "carouselDidScroll"],
                "the app's manifest lists them too, so its delegate answers the one it implements")
        let umbrella = try String(contentsOf: into.appendingPathComponent("Sources/Carousel/UmbrellaImports.swift"), encoding: .utf8)
        #expect(umbrella.contains("@_exported import UIKit"), "a framework's files see what its umbrella header imports")
        let bundles = try String(contentsOf: into.appendingPathComponent("Sources/Example/ImportedBundles.swift"), encoding: .utf8)
        #expect(bundles.contains("convenience init(for aClass: AnyClass)"), "Bundle(for:) is the bundle of the class's module")
    }

    /// A library the lab cannot build (here it imports a module no one has, as RNCryptor's pod
    /// imports its Objective-C core) is named as left out, and nothing depends on it: SwiftPM would
    /// otherwise stop on "product 'Carousel' required by package … not found" before building anything.
    @Test func aLibraryLeftOutIsNotADependency() throws {
        let copy = destination()
        try FileManager.default.copyItem(at: Self.carousel, to: copy)
        let source = copy.appendingPathComponent("Sources/CarouselView.swift")
        try ("import Cryptor\n" + String(contentsOf: source, encoding: .utf8)).write(to: source, atomically: true, encoding: .utf8)
        let into = destination()
        let report = try AppImporter(projectPath: copy.appendingPathComponent("Example").path, destination: into.path, labFolder: Self.lab).run()
        #expect(report.libraries.isEmpty)
        #expect(report.notes.contains { $0.hasPrefix("library Carousel (framework target Carousel of ../Carousel.xcodeproj) is not imported: it imports Cryptor, which the lab does not have") })
        let manifest = try String(contentsOf: into.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(!manifest.contains(#""Carousel""#), "no target and no dependency named Carousel:\n\(manifest)")
    }

    /// Importing the library's own project, which has no app, imports the app its workspace lists.
    @Test func aLibraryProjectWithoutAnAppImportsTheExampleItsWorkspaceLists() throws {
        let report = try AppImporter(projectPath: Self.carousel.path, destination: destination().path, labFolder: Self.lab).run()
        #expect(report.apps.map(\.product) == ["Example"])
        #expect(report.notes.first == "Carousel.xcodeproj has no app target; imported Example/Example.xcodeproj, the app project beside it, with its libraries")
    }

    /// A folder holding a library's project and its demo's imports the one that builds an app.
    @Test func ofAFolderWithSeveralProjectsTheOneWithAnAppIsImported() throws {
        let folder = destination()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.carousel.appendingPathComponent("Carousel.xcodeproj"), to: folder.appendingPathComponent("Carousel.xcodeproj"))
        try FileManager.default.copyItem(at: Self.carousel.appendingPathComponent("Example/Example.xcodeproj"), to: folder.appendingPathComponent("Demo.xcodeproj"))
        let report = try AppImporter(projectPath: folder.path, destination: destination().path, labFolder: Self.lab).run()
        #expect(report.projectName == "Demo" && report.apps.map(\.product) == ["Example"])
        try FileManager.default.copyItem(at: Self.carousel.appendingPathComponent("Example/Example.xcodeproj"), to: folder.appendingPathComponent("Other.xcodeproj"))
        #expect(throws: XcodeProjectError.self, "two apps: which one is the user's to say") {
            try AppImporter(projectPath: folder.path, destination: self.destination().path, labFolder: Self.lab)
        }
    }

    /// CocoaPods: the Podfile's development pod (`:path =>`) is built from its podspec's files;
    /// a pod from a spec repo is named as one the lab cannot fetch.
    @Test func aDevelopmentPodIsALibraryAndARemotePodIsNamed() throws {
        let report = try AppImporter(projectPath: Self.carousel.appendingPathComponent("PodExample").path, destination: destination().path, labFolder: Self.lab).run()
        #expect(report.libraries.map(\.origin) == ["development pod Carousel (../Carousel.podspec)"])
        #expect(report.notes.contains("the Podfile's pod Alamofire comes from a spec repo or git, which the lab cannot fetch; code that imports it does not build"))
        #expect(!report.notes.contains { $0.contains("Pods_PodExample") }, "CocoaPods' umbrella framework is not a missing one")
    }
}

/// The fields of the plugin's manifest a test reads back.
private struct SourcePortingManifest: Decodable {
    var module: String
    var sources: [String]
}
