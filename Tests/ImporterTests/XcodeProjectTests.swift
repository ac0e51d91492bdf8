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
        let framework = XcodeTarget(name: "Card-Kit", kind: .framework, sources: [], resources: [],
                                    buildSettings: ["PRODUCT_NAME": "$(TARGET_NAME:c99extidentifier)", "PRODUCT_BUNDLE_IDENTIFIER": "org.x.$(PRODUCT_NAME:rfc1034identifier)"],
                                    linkedFrameworks: [], packageProducts: [], testedTargetName: nil)
        #expect(framework.productName == "Card_Kit", "Xcode's :c99extidentifier modifier")
        #expect(framework.setting("PRODUCT_BUNDLE_IDENTIFIER") == "org.x.Card-Kit")
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

    static let carousel = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Carousel")

    /// A workspace lists projects by `group:` paths inside its `<Group>`s, `container:` paths
    /// from its folder, and `self:` for the project it sits in.
    @Test func aWorkspaceListsItsProjectsAsXcodeFindsThem() throws {
        let workspace = try #require(XcodeWorkspace(url: Self.carousel.appendingPathComponent("Carousel.xcodeproj/project.xcworkspace")))
        #expect(workspace.folder.path == Self.carousel.standardizedFileURL.path, "a project's own workspace starts from the project's folder")
        #expect(workspace.projects.map(\.path) == [Self.carousel.appendingPathComponent("Carousel.xcodeproj").standardizedFileURL.path,
                                                  Self.carousel.appendingPathComponent("Example/Example.xcodeproj").standardizedFileURL.path])
        let folder = try scratch()
        let other = folder.appendingPathComponent("All.xcworkspace")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try #"<Workspace version = "1.0"><FileRef location = "container:Apps/One.xcodeproj"></FileRef><FileRef location = "absolute:/opt/Two.xcodeproj"></FileRef><FileRef location = "group:notes.txt"></FileRef></Workspace>"#
            .write(to: other.appendingPathComponent("contents.xcworkspacedata"), atomically: true, encoding: .utf8)
        #expect(XcodeWorkspace(url: other)?.projects.map(\.path) == [folder.appendingPathComponent("Apps/One.xcodeproj").standardizedFileURL.path, "/opt/Two.xcodeproj"],
                "files that are not projects are not listed")
        #expect(XcodeWorkspace(url: folder.appendingPathComponent("Missing.xcworkspace")) == nil)
    }

    /// A Podfile's pods by target block, a development pod with its folder; a podspec's files by
    /// its patterns, less its exclusions.
    @Test func aPodfileAndAPodspecGiveTheDevelopmentPodsFiles() throws {
        let podfile = try #require(Podfile(folder: Self.carousel.appendingPathComponent("PodExample")))
        #expect(podfile.pods.map(\.name) == ["Carousel", "Alamofire"])
        #expect(podfile.pods[0].folder?.path == Self.carousel.standardizedFileURL.path && podfile.pods[1].folder == nil)
        #expect(podfile.pods.allSatisfy { $0.targets == ["PodExample"] }, "the post_install block's end does not close the target early")
        let folder = try scratch()
        for file in ["Sources/A.swift", "Sources/Sub/B.swift", "Sources/Drafts/C.swift", "Sources/D.m", "Assets/Icons.xcassets/Contents.json", "Assets/x.png"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(file).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: folder.appendingPathComponent(file))
        }
        try """
            Pod::Spec.new do |spec|
              spec.name = 'My-Kit'
              spec.source_files  = 'Sources/**/*.{swift,m}'
              spec.exclude_files = ["Sources/Drafts"]
              spec.resource_bundles = { 'MyKitAssets' => ['Assets/*.xcassets', 'Assets/*.png'] }
              spec.dependency 'SnapKit', '~> 5'
            end
            """.write(to: folder.appendingPathComponent("My-Kit.podspec"), atomically: true, encoding: .utf8)
        let spec = try #require(Podspec(name: "My-Kit", folder: folder))
        #expect(spec.moduleName == "My_Kit")
        #expect(spec.sources.map(\.lastPathComponent) == ["A.swift", "D.m", "B.swift"], "Drafts excluded as a folder")
        #expect(spec.resourceBundles["MyKitAssets"]?.map(\.lastPathComponent) == ["Icons.xcassets", "x.png"], "a catalog is one resource")
        #expect(spec.dependencies == ["SnapKit"])
        let target = XcodeTarget(pod: spec)
        #expect(target.kind == .framework && target.moduleName == "My_Kit" && target.sources.count == 2, "its Swift files")
        #expect(target.resources.first?.folder(in: URL(fileURLWithPath: "/f")).path == "/f/MyKitAssets.bundle")
    }

    @Test func globsMatchAsRubysDirGlob() {
        #expect(FileGlob.expandBraces("a/{b,c}/*.{h,m}") == ["a/b/*.h", "a/b/*.m", "a/c/*.h", "a/c/*.m"])
        let regex = { (pattern: String, path: String) -> Bool in
            (try? NSRegularExpression(pattern: "^" + FileGlob.regex(pattern) + "$"))?.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
        }
        #expect(regex("Sources/**/*.swift", "Sources/A.swift") && regex("Sources/**/*.swift", "Sources/x/y/A.swift"))
        #expect(!regex("Sources/*.swift", "Sources/x/A.swift"), "one star stays in its folder")
    }
}
