import Foundation

/// The app's bundle and what its Info.plist says, as the host's world holds them.
extension HostEnvironment {
    private var appBundleState: AppBundleState { self[AppBundleState.self] }

    /// What `Bundle.main` is to this app's UIKit calls (storyboards, nibs, images and colours named
    /// with a nil or main bundle): the app's bundle, found beside the executable. A test host may
    /// set another before it launches an app.
    package var appBundle: Bundle {
        get { appBundleState.bundle }
        set {
            appBundleState.bundle = newValue
            appBundleState.info = nil
            appBundleState.accentColor = nil
        }
    }

    /// The app bundle's Info.plist, read at the first use, with the app delegate's module for
    /// `$(PRODUCT_MODULE_NAME)`. Keys the lab cannot use are said once.
    package var appInfo: AppInfo {
        let state = appBundleState
        if let info = state.info { return info }
        let module = state.delegateModule ?? AppBundle.programName.replacingOccurrences(of: "-", with: "_")
        let info = AppInfo(appBundle.infoDictionary ?? [:], moduleName: module)
        for problem in info.problems { Diagnostics.warn("Info.plist: \(problem); the key is ignored.") }
        state.info = info
        return info
    }

    /// The languages the app's texts come from, in order: the device's language (`--language`; the
    /// `AppleLanguages` default, as Xcode's scheme sets it), then the bundle's development region.
    package var preferredLanguages: [String] {
        get {
            let chosen = appBundleState.languages ?? UserDefaults.standard.stringArray(forKey: "AppleLanguages") ?? []
            let development = appInfo.developmentRegion
            return chosen.contains(development) ? chosen : chosen + [development]
        }
        set { appBundleState.languages = newValue }
    }

    /// The tint a window's views have when none is set: the asset catalog colour the Info.plist
    /// names as the accent colour (`NSAccentColorName`, which Xcode's "Global Accent Color Name"
    /// setting writes), else system blue. An accent colour the catalog lacks is said once.
    var accentColor: UIColor {
        let state = appBundleState
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

    /// The appearance the app's windows are in when nothing in them overrides it: the one its
    /// Info.plist forces (`UIUserInterfaceStyle`), else the system's.
    var appUserInterfaceStyle: UIUserInterfaceStyle {
        let forced = appBundleState.info?.userInterfaceStyle ?? .unspecified
        return forced != .unspecified ? forced : screen.userInterfaceStyle
    }

    /// The module of the app delegate's class, when the app has a delegate.
    var appDelegateModule: String? { appBundleState.delegateModule }
}

extension Bundle {
    /// The bundle a UIKit call looks in: the running app's bundle for nil or `Bundle.main`, as on
    /// iOS where the two are one (off the main thread, the one beside the executable); any other
    /// bundle as given.
    static func resolvingMain(_ bundle: Bundle?) -> Bundle {
        guard let bundle, bundle != Bundle.main else {
            guard Diagnostics.isOnMainQueue else { return AppBundle.located }
            return MainActor.assumeIsolated { HostEnvironment.current.appBundle }
        }
        return bundle
    }
}
