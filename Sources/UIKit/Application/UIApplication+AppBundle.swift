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
        }
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
