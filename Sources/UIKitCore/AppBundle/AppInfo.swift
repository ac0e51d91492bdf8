import Foundation

/// What an app's Info.plist tells UIKit at launch: the storyboard to open (`UIMainStoryboardFile`,
/// or the scene manifest's), the scene delegate's class, the launch screen, the name under the icon
/// and a forced appearance. Xcode expands build settings in it when it builds; the lab expands
/// `$(PRODUCT_MODULE_NAME)` and `$(PRODUCT_NAME)` itself, for a plist copied as it is in the project.
package struct AppInfo {
    /// One `UISceneConfigurations` entry of the scene manifest.
    package struct SceneConfiguration {
        var name: String?
        var role: String
        var delegateClassName: String?
        var sceneClassName: String?
        var storyboardName: String?
    }

    package var mainStoryboardName: String?
    package var launchStoryboardName: String?
    package var displayName: String?
    /// The asset catalog colour Xcode's "Global Accent Color Name" setting names: the app's tint.
    var accentColorName: String?
    /// The language of the app's own texts (`CFBundleDevelopmentRegion`), English when unsaid.
    var developmentRegion = "en"
    /// The app icon's set in the asset catalog (`CFBundleIconName`, under `CFBundleIcons` too).
    package var iconName: String?
    var sceneConfigurations: [SceneConfiguration] = []
    /// `UIApplicationSupportsMultipleScenes` in the scene manifest: whether the app opens more than one scene.
    package var supportsMultipleScenes = false
    /// Light or Dark from `UIUserInterfaceStyle`: the app keeps it whatever the system's setting.
    var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// `UISupportedInterfaceOrientations`, and its `~iphone` and `~ipad` variants, by suffix, in
    /// the order listed (the first is the one an app launches in when the device is held otherwise).
    var supportedOrientationsBySuffix: [String: [UIInterfaceOrientation]] = [:]
    /// `UIDeviceFamily`: 1 for iPhone, 2 for iPad (Xcode writes it from `TARGETED_DEVICE_FAMILY`);
    /// empty when unsaid.
    var deviceFamilies: [Int] = []
    /// Keys whose value the lab could not use, with why: said once, at launch.
    var problems: [String] = []

    package init(_ dictionary: [String: Any], moduleName: String) {
        func text(_ key: String, in values: [String: Any] = dictionary) -> String? {
            guard let value = values[key] else { return nil }
            guard let string = value as? String else {
                problems.append("\(key) is not a string")
                return nil
            }
            let expanded = Self.expand(string, moduleName: moduleName)
            return expanded.isEmpty ? nil : expanded
        }
        mainStoryboardName = text("UIMainStoryboardFile")
        launchStoryboardName = text("UILaunchStoryboardName")
        displayName = text("CFBundleDisplayName") ?? text("CFBundleName")
        accentColorName = text("NSAccentColorName")
        developmentRegion = text("CFBundleDevelopmentRegion") ?? "en"
        let primaryIcon = ((dictionary["CFBundleIcons"] as? [String: Any])?["CFBundlePrimaryIcon"] as? [String: Any]) ?? [:]
        iconName = text("CFBundleIconName", in: primaryIcon) ?? text("CFBundleIconName")
        switch text("UIUserInterfaceStyle") {
        case "Light"?: userInterfaceStyle = .light
        case "Dark"?: userInterfaceStyle = .dark
        case "Automatic"?, nil: break
        case let other?: problems.append("UIUserInterfaceStyle '\(other)' is not Light, Dark or Automatic")
        }
        for suffix in ["", "~iphone", "~ipad"] {
            let key = "UISupportedInterfaceOrientations" + suffix
            guard let value = dictionary[key] else { continue }
            guard let names = value as? [String] else { problems.append("\(key) is not an array of strings"); continue }
            let (orientations, unknown) = Self.interfaceOrientations(named: names)
            if !unknown.isEmpty { problems.append("\(key) names \(unknown.joined(separator: ", ")), which are not interface orientations") }
            if !orientations.isEmpty { supportedOrientationsBySuffix[suffix] = orientations }
        }
        switch dictionary["UIDeviceFamily"] {
        case let numbers as [Int]: deviceFamilies = numbers
        case let number as Int: deviceFamilies = [number]
        case nil: break
        default: problems.append("UIDeviceFamily is not an array of numbers")
        }
        if let manifest = dictionary["UIApplicationSceneManifest"] as? [String: Any] {
            supportsMultipleScenes = manifest["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
        }
        if let manifest = dictionary["UIApplicationSceneManifest"] as? [String: Any],
           let roles = manifest["UISceneConfigurations"] as? [String: Any] {
            for (role, entries) in roles.sorted(by: { $0.key < $1.key }) {
                for entry in entries as? [[String: Any]] ?? [] {
                    sceneConfigurations.append(SceneConfiguration(
                        name: text("UISceneConfigurationName", in: entry), role: role,
                        delegateClassName: text("UISceneDelegateClassName", in: entry),
                        sceneClassName: text("UISceneClassName", in: entry),
                        storyboardName: text("UISceneStoryboardFile", in: entry)))
                }
            }
        }
    }

    /// The manifest's configuration named `name` for `role`; for no name, the role's first one
    /// (what UIKit uses when the app delegate does not choose).
    package func sceneConfiguration(named name: String?, role: UISceneSession.Role) -> SceneConfiguration? {
        let forRole = sceneConfigurations.filter { $0.role == role.rawValue }
        guard let name else { return forRole.first }
        return forRole.first { $0.name == name }
    }

    /// `$(PRODUCT_MODULE_NAME)`, `${PRODUCT_MODULE_NAME}`, `$(PRODUCT_NAME)` and `$(TARGET_NAME)`
    /// as Xcode expands them for this module.
    static func expand(_ value: String, moduleName: String) -> String {
        guard value.contains("$") else { return value }
        var result = value
        for setting in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME", "TARGET_NAME", "EXECUTABLE_NAME"] {
            result = result.replacingOccurrences(of: "$(\(setting))", with: moduleName)
                .replacingOccurrences(of: "${\(setting)}", with: moduleName)
        }
        return result
    }
}

extension AppInfo {
    /// Whether the app runs only on iPad: Xcode offers no iPhone to run it on.
    package var isIPadOnly: Bool { deviceFamilies.contains(2) && !deviceFamilies.contains(1) }

    /// The orientations the Info.plist gives for a device of `idiom`: its own key's, else the
    /// plain key's; nil when it names none (then every orientation is the app's).
    package func supportedOrientations(for idiom: UIUserInterfaceIdiom) -> [UIInterfaceOrientation]? {
        let own = idiom == .pad ? "~ipad" : idiom == .phone ? "~iphone" : nil
        return own.flatMap { supportedOrientationsBySuffix[$0] } ?? supportedOrientationsBySuffix[""]
    }

    /// The orientations an Info.plist array of `UIInterfaceOrientation…` names gives, in its
    /// order, and the names it does not know.
    private static func interfaceOrientations(named names: [String]) -> (orientations: [UIInterfaceOrientation], unknown: [String]) {
        let known: [String: UIInterfaceOrientation] = [
            "UIInterfaceOrientationPortrait": .portrait, "UIInterfaceOrientationPortraitUpsideDown": .portraitUpsideDown,
            "UIInterfaceOrientationLandscapeLeft": .landscapeLeft, "UIInterfaceOrientationLandscapeRight": .landscapeRight,
        ]
        return (names.compactMap { known[$0] }, names.filter { known[$0] == nil })
    }
}
