import Foundation
import Testing
import UIKit
@testable import UIKitTesting
@testable import UIKitCore
@testable import UIKitHosting

/// Launching from the app's Info.plist, as UIKit documents it: `UIMainStoryboardFile` ("the main
/// storyboard is loaded" before `application(_:willFinishLaunchingWithOptions:)`; the window is the
/// delegate's `window`, made key after `didFinishLaunching`), the scene manifest
/// (`UISceneConfiguration(name:sessionRole:)` takes the named entry, its storyboard's window is the
/// scene delegate's before `scene(_:willConnectTo:options:)`), `UIUserInterfaceStyle`. Sources:
/// docs/PORTING.md, "Info.plist".
@MainActor
@Suite final class InfoPlistLaunchTests {
    /// App bundles this test wrote, removed when it ends.
    private var scratchFolders: [URL] = []
    deinit { for folder in scratchFolders { try? FileManager.default.removeItem(at: folder) } }

    /// A bundle folder holding `info` as its Info.plist and the fixture Main.storyboard, as
    /// `presentation-lab import` lays an app bundle out.
    private func appBundle(_ info: [String: Any], files: [String] = ["Main.storyboard"]) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("InfoPlistLaunch-\(UUID().uuidString).app")
        scratchFolders.append(folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let plist = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
        try plist.write(to: folder.appendingPathComponent("Info.plist"))
        for file in files {
            let name = (file as NSString).deletingPathExtension, ext = (file as NSString).pathExtension
            let source = try #require(Bundle.module.url(forResource: name, withExtension: ext))
            try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent(file))
        }
        return try #require(Bundle(url: folder))
    }

    private func host(for bundle: Bundle) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 393, height: 852))
        host.core.environment.application.appBundle = bundle
        return host
    }

    @Test func aProgramFindsItsOwnAppBundleInABuildFolderSeveralPackagesShare() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SharedBuild-\(UUID().uuidString)")
        scratchFolders.append(folder)
        for (resources, app) in [("Abacus_Abacus.resources", "Abacus.app"), ("Tipsy_Tipsy.resources", "Tipsy.app"),
                                 ("Quiz-App_Quiz_App.resources", "Quiz App.app")] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(resources).appendingPathComponent(app),
                                                    withIntermediateDirectories: true)
        }
        func found(_ executable: String) -> String? {
            AppBundle.locate(in: folder, executable: executable)?.deletingPathExtension().lastPathComponent
        }
        #expect(found("Tipsy") == "Tipsy", "an app finds the bundle of its name")
        #expect(found("TipsyPackageTests.xctest") == "Tipsy", "a package's tests find their package's app")
        #expect(found("Quiz-AppPackageTests.xctest") == "Quiz App", "by the package's resource bundles, whatever the app's name")
        #expect(found("Other") == "Abacus", "else the first")
    }

    @Test func theMainStoryboardIsTheDelegatesWindowBeforeWillFinishLaunchingAndKeyAfterDidFinish() throws {
        let host = host(for: try appBundle(["UIMainStoryboardFile": "Main", "CFBundleDisplayName": "Fruit"]))
        let delegate = StoryboardAppDelegate()
        host.launch(delegate)
        #expect(delegate.events == ["willFinish root UINavigationController key false", "didFinish key false"])
        let window = try #require(delegate.window)
        #expect(window.isKeyWindow, "UIKit calls makeKeyAndVisible() after didFinishLaunching")
        #expect(host.window === window, "the host draws the storyboard's window")
        let navigation = try #require(window.rootViewController as? UINavigationController)
        #expect(navigation.viewControllers.first is ListViewController, "the document's custom class, from the app's module")
        #expect(host.run { UIApplication.shared.appInfo.displayName } == "Fruit")
    }

    @Test func aDelegateWithoutAWindowPropertyIsToldAndTheStoryboardStillOpens() throws {
        let host = host(for: try appBundle(["UIMainStoryboardFile": "Main"]))
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        host.launch(WindowlessAppDelegate())
        #expect(warnings.contains("The app delegate must implement the window property if it wants to use a main storyboard file."))
        #expect(host.window.rootViewController is UINavigationController)
    }

    @Test func theSceneManifestNamesTheSceneDelegateAndItsStoryboard() throws {
        let manifest: [String: Any] = ["UIApplicationSupportsMultipleScenes": false, "UISceneConfigurations": [
            "UIWindowSceneSessionRoleApplication": [[
                "UISceneConfigurationName": "Default Configuration",
                "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).StoryboardSceneDelegate",
                "UISceneStoryboardFile": "Main",
            ]],
        ]]
        // Xcode's template keeps UIMainStoryboardFile beside the manifest; scenes take over from it.
        let host = host(for: try appBundle(["UIMainStoryboardFile": "Main", "UIApplicationSceneManifest": manifest]))
        let delegate = ManifestAppDelegate()
        host.launch(delegate)
        let scene = try #require(host.application.connectedScenes.first as? UIWindowScene)
        let sceneDelegate = try #require(scene.delegate as? StoryboardSceneDelegate)
        #expect(sceneDelegate.events == ["willConnect root UINavigationController key false", "active key true"])
        #expect(delegate.configurationStoryboard != nil, "the named configuration comes with the entry's storyboard")
        #expect(host.window === sceneDelegate.window && host.window.windowScene === scene)
        #expect(delegate.window == nil, "the app delegate gets no window: the scene has it")
    }

    @Test func anAppDelegateThatDoesNotChooseGetsTheManifestsFirstConfiguration() throws {
        let manifest: [String: Any] = ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
            "UISceneDelegateClassName": "UIKitTests.StoryboardSceneDelegate", "UISceneStoryboardFile": "Main"]]]]
        let host = host(for: try appBundle(["UIApplicationSceneManifest": manifest]))
        host.launch(WindowlessAppDelegate())
        #expect(host.window.rootViewController is UINavigationController)
        #expect(host.application.connectedScenes.first?.delegate is StoryboardSceneDelegate)
    }

    @Test func anUnknownSceneDelegateClassIsNamedWithTheFix() throws {
        let manifest: [String: Any] = ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
            "UISceneDelegateClassName": "NoSuchSceneDelegate"]]]]
        let host = host(for: try appBundle(["UIApplicationSceneManifest": manifest]))
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        host.launch(WindowlessAppDelegate())
        #expect(warnings.contains { $0.hasPrefix("Info.plist: UISceneDelegateClassName 'NoSuchSceneDelegate' names no class") })
        #expect(host.application.connectedScenes.allSatisfy { $0.delegate == nil },
                "no scene delegate: the app runs in the scene UIKit gives apps without scenes")
    }

    @Test func userInterfaceStyleDarkKeepsTheAppDarkWhateverTheSystemSays() throws {
        let host = host(for: try appBundle(["UIMainStoryboardFile": "Main", "UIUserInterfaceStyle": "Dark"]))
        host.launch(StoryboardAppDelegate())
        let root = try #require(host.window.rootViewController)
        #expect(host.appearance == .light)
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        #expect(root.view.traitCollection.userInterfaceStyle == .dark)
        host.appearance = .dark
        host.appearance = .light
        #expect(root.view.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func theLaunchScreenIsTheNamedStoryboardsInitialController() throws {
        let host = host(for: try appBundle(["UILaunchStoryboardName": "Main"]))
        let window = host.run { host.application.makeLaunchScreenWindow() }
        #expect(window?.rootViewController is UINavigationController)
        let missing = self.host(for: try appBundle(["UILaunchStoryboardName": "LaunchScreen"]))
        var warnings: [String] = []
        missing.core.environment.warningHandler = { warnings.append($0) }
        #expect(missing.run { missing.application.makeLaunchScreenWindow() } == nil)
        #expect(warnings == ["Info.plist: UILaunchStoryboardName 'LaunchScreen' names no storyboard in the app's bundle; the app opens without a launch screen."])
    }

    @Test func anImageFileOfTheBundleIsFoundByNameAtTheScreensScale() throws {
        let bundle = try appBundle([:], files: [])
        let host = host(for: bundle)
        let png = host.run { UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        } }
        try png.write(to: bundle.bundleURL.appendingPathComponent("badge.png"))
        try png.write(to: bundle.bundleURL.appendingPathComponent("badge@2x.png"))
        let atTwo = host.run { UIImage(named: "badge", in: nil, compatibleWith: UITraitCollection(displayScale: 2)) }
        #expect(atTwo?.scale == 2 && atTwo?.size == CGSize(width: 1, height: 1), "the @2x file, two pixels a point")
        let atOne = host.run { UIImage(named: "badge.png", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)) }
        #expect(atOne?.scale == 1 && atOne?.size == CGSize(width: 2, height: 2))
        #expect(host.run { UIImage(named: "nothing", in: bundle, compatibleWith: nil) } == nil)
    }

    @Test func theAccentColourTheInfoPlistNamesIsTheWindowsTint() throws {
        let bundle = try appBundle(["UIMainStoryboardFile": "Main", "NSAccentColorName": "Brand"])
        let set = bundle.bundleURL.appendingPathComponent("Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.500","blue":"0.000","alpha":"1.000"}}}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        let host = host(for: bundle)
        host.launch(StoryboardAppDelegate())
        let tint = host.run { host.window.rootViewController?.view.tintColor.resolvedColor(with: host.window.traitCollection) }
        #expect(tint == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        let plain = self.host(for: try appBundle([:]))
        #expect(plain.run { plain.window.tintColor } == .systemBlue, "without an accent colour the tint is system blue")
    }

    @Test func theAppIconIsTheLargestImageOfTheSetTheInfoPlistNames() throws {
        let bundle = try appBundle(["CFBundleIcons": ["CFBundlePrimaryIcon": ["CFBundleIconName": "AppIcon"]]])
        let set = bundle.bundleURL.appendingPathComponent("Assets.xcassets/AppIcon.appiconset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"images":[{"filename":"a.png","idiom":"iphone","scale":"3x","size":"60x60"},{"filename":"b.png","idiom":"ios-marketing","scale":"1x","size":"1024x1024"},{"idiom":"iphone","scale":"2x","size":"40x40"}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        let host = host(for: bundle)
        #expect(host.run { host.application.appIconFile?.lastPathComponent } == "b.png")
        let none = self.host(for: try appBundle([:]))
        #expect(none.run { none.application.appIconFile } == nil)
    }

    @Test func aBaseStoryboardTakesItsTextsFromTheLanguagesStringsTable() throws {
        let bundle = try appBundle([:], files: [])
        let base = bundle.bundleURL.appendingPathComponent("Base.lproj"), french = bundle.bundleURL.appendingPathComponent("fr.lproj")
        for folder in [base, french] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try FileManager.default.copyItem(at: try #require(Bundle.module.url(forResource: "Main", withExtension: "storyboard")),
                                         to: base.appendingPathComponent("Main.storyboard"))
        try Data("/* Class = \"UINavigationItem\"; title = \"Fruit\"; */\n\"nvi-00-001.title\" = \"Fruits\";\n".utf8)
            .write(to: french.appendingPathComponent("Main.strings"))
        let reading = { (languages: [String]) throws -> String? in
            let host = self.host(for: bundle)
            host.application.preferredLanguages = languages
            let navigation = try #require(host.run { UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() } as? UINavigationController)
            return navigation.viewControllers.first?.navigationItem.title
        }
        #expect(try reading(["fr"]) == "Fruits", "the French table, keyed by object ID and property")
        #expect(try reading(["de"]) == "Fruit", "a language without a table keeps the document's text")
    }

    @Test func aNilOrMainBundleMeansTheAppsBundle() throws {
        let host = host(for: try appBundle([:], files: ["Main.storyboard", "BadgeCell.xib"]))
        let storyboard = host.run { UIStoryboard(name: "Main", bundle: nil) }
        #expect(host.run { storyboard.instantiateInitialViewController() } is UINavigationController)
        let objects = host.run { Bundle.main.loadNibNamed("BadgeCell", owner: nil) }
        #expect(objects?.isEmpty == false)
    }
}

/// An app delegate with a window, as Xcode's templates before scenes: records what it sees.
final class StoryboardAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var events: [String] = []
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        events.append("willFinish root \(window?.rootViewController.map { "\(type(of: $0))" } ?? "none") key \(window?.isKeyWindow ?? false)")
        return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        events.append("didFinish key \(window?.isKeyWindow ?? false)")
        return true
    }
}

/// An app delegate with no window property (scene-based apps' delegates have none).
final class WindowlessAppDelegate: UIResponder, UIApplicationDelegate {}

/// Xcode's scene template app delegate: it asks for the configuration by the manifest's name.
final class ManifestAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var configurationStoryboard: UIStoryboard?
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configurationStoryboard = configuration.storyboard
        return configuration
    }
}

/// Xcode's scene template scene delegate: it only keeps the window.
final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var events: [String] = []
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        events.append("willConnect root \(window?.rootViewController.map { "\(type(of: $0))" } ?? "none") key \(window?.isKeyWindow ?? false)")
    }
    func sceneDidBecomeActive(_ scene: UIScene) {
        events.append("active key \(window?.isKeyWindow ?? false)")
    }
}
