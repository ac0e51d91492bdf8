import Foundation

/// The app's bundle and what its Info.plist says.
extension UIApplication {
    /// What `Bundle.main` is to this app's UIKit calls (storyboards, nibs, images and colours named
    /// with a nil or main bundle): the app's bundle, found beside the executable. A test host may
    /// set another before it launches an app.
    package var appBundle: Bundle {
        get { environment.appBundle }
        set { environment.appBundle = newValue }
    }

    /// The languages the app's texts come from (HostEnvironment+AppBundle.swift).
    package var preferredLanguages: [String] {
        get { environment.preferredLanguages }
        set { environment.preferredLanguages = newValue }
    }

    /// The app bundle's Info.plist, read at the first use.
    var appInfo: AppInfo { environment.appInfo }
}

extension UIApplication {
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
