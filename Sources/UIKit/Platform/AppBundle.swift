import Foundation

/// The app's bundle: what `Bundle.main` is to an iOS app, its Info.plist and resources. On Linux
/// `Bundle.main` is the executable's folder, which holds the app's Info.plist only when one was put
/// beside it; an app built by SwiftPM keeps its resources in a resource bundle beside the
/// executable (`Package_Target.resources`), and `presentation-lab import` puts the app's bundle in
/// it as `Name.app`. Found once: the files do not change while the app runs.
enum AppBundle {
    static let located: Bundle = locate(beside: Bundle.main)

    /// `Bundle.main` when it has an Info.plist; else `Name.app` in a resource bundle beside the
    /// executable (the executable's own name first); else `Bundle.main`.
    static func locate(beside main: Bundle) -> Bundle {
        let folder = main.bundleURL
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Info.plist").path) { return main }
        let executable = main.executableURL?.lastPathComponent ?? ""
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        var candidates: [URL] = []
        for name in names where name.hasSuffix(".resources") || name == "\(executable).app" {
            let resources = folder.appendingPathComponent(name)
            if name.hasSuffix(".app") { candidates.append(resources); continue }
            let apps = ((try? FileManager.default.contentsOfDirectory(atPath: resources.path)) ?? []).filter { $0.hasSuffix(".app") }
            candidates += apps.sorted().map { resources.appendingPathComponent($0) }
        }
        let preferred = candidates.first { $0.deletingPathExtension().lastPathComponent == executable } ?? candidates.first
        return preferred.flatMap { Bundle(url: $0) } ?? main
    }
}

extension Bundle {
    /// The bundle a UIKit call looks in: the running app's bundle for nil or `Bundle.main`, as on
    /// iOS where the two are one (off the main thread, the one beside the executable); any other
    /// bundle as given.
    static func resolvingMain(_ bundle: Bundle?) -> Bundle {
        guard let bundle, bundle != Bundle.main else {
            guard Diagnostics.isOnMainQueue else { return AppBundle.located }
            return MainActor.assumeIsolated { UIApplication.shared.appBundle }
        }
        return bundle
    }
}
