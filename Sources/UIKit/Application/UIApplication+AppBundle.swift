import Foundation

/// The app's bundle and what its Info.plist says.
extension UIApplication {
    /// What `Bundle.main` is to this app's UIKit calls (storyboards, nibs, images and colours named
    /// with a nil or main bundle): the app's bundle, found beside the executable. A test host may
    /// set another before it launches an app.
    package var appBundle: Bundle {
        get { environment[ApplicationState.self].appBundle }
        set {
            environment[ApplicationState.self].appBundle = newValue
            environment[ApplicationState.self].info = nil
            environment[ApplicationState.self].accentColor = nil
        }
    }

    /// The languages the app's texts come from, in order: the device's language (`--language`; the
    /// `AppleLanguages` default, as Xcode's scheme sets it), then the bundle's development region.
    package var preferredLanguages: [String] {
        get {
            let state = environment[ApplicationState.self]
            let chosen = state.languages ?? UserDefaults.standard.stringArray(forKey: "AppleLanguages") ?? []
            let development = appInfo.developmentRegion
            return chosen.contains(development) ? chosen : chosen + [development]
        }
        set { environment[ApplicationState.self].languages = newValue }
    }

    /// The app bundle's Info.plist, read at the first use, with the app delegate's module for
    /// `$(PRODUCT_MODULE_NAME)`. Keys the lab cannot use are said once.
    var appInfo: AppInfo {
        let state = environment[ApplicationState.self]
        if let info = state.info { return info }
        let module = delegate.map { InterfaceBuilderClassTables.module(of: type(of: $0)) }
            ?? SimulatorLauncher.programName.replacingOccurrences(of: "-", with: "_")
        let info = AppInfo(appBundle.infoDictionary ?? [:], moduleName: module)
        for problem in info.problems { Diagnostics.warn("Info.plist: \(problem); the key is ignored.") }
        state.info = info
        return info
    }
}

extension UIApplication {
    /// The tint a window's views have when none is set: the asset catalog colour the Info.plist
    /// names as the accent colour (`NSAccentColorName`, which Xcode's "Global Accent Color Name"
    /// setting writes), else system blue. An accent colour the catalog lacks is said once.
    var accentColor: UIColor {
        let state = environment[ApplicationState.self]
        if let known = state.accentColor { return known }
        var color = UIColor.systemBlue
        if let name = appInfo.accentColorName {
            if let named = UIColor(named: name, in: appBundle, compatibleWith: nil) {
                color = named
            } else {
                Diagnostics.warn("Info.plist: NSAccentColorName '\(name)' names no colour set in the app's asset catalogs; the tint is system blue.")
            }
        }
        state.accentColor = color
        return color
    }

    /// The largest image of the app icon's set in the app's asset catalogs (the 1024-point App
    /// Store icon where there is one); nil when the Info.plist names no icon or no catalog has it.
    package var appIconFile: URL? {
        guard let name = appInfo.iconName else { return nil }
        for catalog in AssetCatalogs.catalogs(in: appBundle) {
            let set = catalog.url.appendingPathComponent("\(name).appiconset")
            guard let data = FileManager.default.contents(atPath: set.appendingPathComponent("Contents.json").path),
                  let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let images = json["images"] as? [[String: Any]] else { continue }
            func pixels(_ image: [String: Any]) -> Double {
                let side = Double((image["size"] as? String)?.split(separator: "x").first ?? "") ?? 0
                let scale = Double((image["scale"] as? String)?.dropLast() ?? "") ?? 1
                return side * scale
            }
            let largest = images.filter { $0["filename"] is String }.max { pixels($0) < pixels($1) }
            if let file = largest?["filename"] as? String { return set.appendingPathComponent(file) }
        }
        return nil
    }

    /// The launch screen the Info.plist names (`UILaunchStoryboardName`): its initial controller in
    /// a window, drawn until the app's first screen is; nil when there is none.
    package func makeLaunchScreenWindow() -> UIWindow? {
        guard let name = appInfo.launchStoryboardName else { return nil }
        guard InterfaceBuilderDocuments.current.source(named: name, extension: "storyboard", bundle: appBundle) != nil else {
            Diagnostics.warn("Info.plist: UILaunchStoryboardName '\(name)' names no storyboard in the app's bundle; the app opens without a launch screen.")
            return nil
        }
        let window = UIWindow(frame: environment.screen.bounds)
        window.rootViewController = UIStoryboard(name: name, bundle: appBundle).instantiateInitialViewController()
        return window.rootViewController == nil ? nil : window
    }
}

extension HostEnvironment {
    /// The appearance the app's windows are in when nothing in them overrides it: the one its
    /// Info.plist forces (`UIUserInterfaceStyle`), else the system's.
    var appUserInterfaceStyle: UIUserInterfaceStyle {
        let forced = self[ApplicationState.self].info?.userInterfaceStyle ?? .unspecified
        return forced != .unspecified ? forced : screen.userInterfaceStyle
    }
}
