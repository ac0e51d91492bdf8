import Foundation
import Testing
@testable import XcodeProject

/// Reading `project.pbxproj` as Xcode does: targets by product type, files through the group tree
/// (variant groups as localizations), build settings of the Debug configuration over the
/// project's, and a clear line for what is not a project. The example project is
/// Examples/Shelf, written here.
@Suite final class XcodeProjectTests {
    /// Folders this test wrote, removed when it ends.
    private var scratchFolders: [URL] = []
    deinit { for folder in scratchFolders { try? FileManager.default.removeItem(at: folder) } }

    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("XcodeProjectTests-\(UUID().uuidString)")
        scratchFolders.append(folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theExampleProjectHasItsAppAndTestTargetsWithTheirFiles() throws {
        let project = try XcodeProject(path: Self.examples.appendingPathComponent("Shelf").path)
        #expect(project.name == "Shelf")
        #expect(project.targets.map(\.name) == ["Shelf", "ShelfTests"])
        let app = project.targets[0], tests = project.targets[1]
        #expect(app.kind == .application && tests.kind == .unitTests)
        #expect(app.sources.map(\.lastPathComponent) == ["AppDelegate.swift", "SceneDelegate.swift", "Book.swift",
                                                         "BooksViewController.swift", "BookViewController.swift", "SummaryCell.swift"])
        #expect(app.sources.allSatisfy { FileManager.default.fileExists(atPath: $0.path) }, "paths resolve through the Shelf group")
        #expect(app.resources.map(\.bundleName) == ["SummaryCell.xib", "Main.storyboard", "Main.strings", "LaunchScreen.storyboard",
                                                     "Assets.xcassets", "Localizable.strings", "Localizable.strings"])
        #expect(app.resources.map(\.localization) == [nil, "Base", "fr", "Base", nil, "en", "fr"], "a variant group's members go in their .lproj")
        #expect(app.resources[0].localization == nil)
        #expect(app.productName == "Shelf" && app.moduleName == "Shelf", "PRODUCT_NAME = $(TARGET_NAME)")
        #expect(app.setting("IPHONEOS_DEPLOYMENT_TARGET") == "16.0", "inherited from the project's settings")
        #expect(app.setting("INFOPLIST_FILE") == "Shelf/Info.plist")
        #expect(tests.testedTargetName == "Shelf", "TEST_HOST names the app")
        #expect(tests.sources.map(\.lastPathComponent) == ["ShelfTests.swift"])
    }

    @Test func aModuleNameIsTheProductNameMadeAnIdentifier() {
        let target = XcodeTarget(name: "Flash Chat", kind: .application, sources: [], resources: [], buildSettings: ["PRODUCT_NAME": "$(TARGET_NAME)"],
                                 linkedFrameworks: [], packageProducts: [], testedTargetName: nil)
        #expect(target.productName == "Flash Chat")
        #expect(target.moduleName == "Flash_Chat")
    }

    /// Xcode resolves a path setting against the project's folder, which `$(SRCROOT)` and
    /// `$(PROJECT_DIR)` name too.
    @Test func aFileSettingIsAPathFromTheProjectFolder() {
        let folder = URL(fileURLWithPath: "/projects/Game")
        func target(_ infoPlist: String) -> XcodeTarget {
            XcodeTarget(name: "TicTacToe", kind: .application, sources: [], resources: [], buildSettings: ["INFOPLIST_FILE": infoPlist],
                        linkedFrameworks: [], packageProducts: [], testedTargetName: nil)
        }
        #expect(target("$(SRCROOT)/TicTacToe/Info.plist").fileSetting("INFOPLIST_FILE", projectFolder: folder)?.path == "/projects/Game/TicTacToe/Info.plist")
        #expect(target("${PROJECT_DIR}/$(TARGET_NAME)/Info.plist").fileSetting("INFOPLIST_FILE", projectFolder: folder)?.path == "/projects/Game/TicTacToe/Info.plist")
        #expect(target("App/../App/Info.plist").fileSetting("INFOPLIST_FILE", projectFolder: folder)?.path == "/projects/Game/App/Info.plist")
        #expect(target("/elsewhere/Info.plist").fileSetting("INFOPLIST_FILE", projectFolder: folder)?.path == "/elsewhere/Info.plist")
    }

    @Test func badInputIsOneLineNamingThePathAndTheFix() throws {
        let folder = try scratch()
        #expect(throws: XcodeProjectError("\(folder.path)/missing: no such folder; give an .xcodeproj or the folder that holds one.")) {
            try XcodeProject(path: folder.appendingPathComponent("missing").path)
        }
        #expect(throws: XcodeProjectError("\(folder.path): no .xcodeproj in this folder; give the project (Name.xcodeproj) or the folder that holds it.")) {
            try XcodeProject(path: folder.path)
        }
        let broken = folder.appendingPathComponent("Broken.xcodeproj")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data("// !$*UTF8*$!\n{ objects = { A = { isa = PBXProject; ".utf8).write(to: broken.appendingPathComponent("project.pbxproj"))
        let error = #expect(throws: XcodeProjectError.self) { try XcodeProject(path: folder.path) }
        #expect(error?.description.hasPrefix("\(broken.path)/project.pbxproj: does not parse as a project file") == true)
    }

    @Test func aSynchronizedFolderGivesEveryFileItHoldsButTheExceptions() throws {
        let folder = try scratch()
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Assets.xcassets"), withIntermediateDirectories: true)
        for file in ["AppDelegate.swift", "Draft.swift", "Info.plist", "Base.lproj/Main.storyboard", "notes.txt"] {
            try Data().write(to: app.appendingPathComponent(file))
        }
        let found = SynchronizedFolder.files(in: app, excluding: ["Draft.swift"])
        #expect(found.sources.map(\.lastPathComponent) == ["AppDelegate.swift"])
        #expect(found.resources.map(\.bundleName) == ["Assets.xcassets", "Main.storyboard", "notes.txt"])
        #expect(found.resources[1].localization == "Base")
    }
}
