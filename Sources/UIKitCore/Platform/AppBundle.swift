import Foundation

/// The app's bundle: what `Bundle.main` is to an iOS app, its Info.plist and resources. On Linux
/// `Bundle.main` is the executable's folder, which holds the app's Info.plist only when one was put
/// beside it; an app built by SwiftPM keeps its resources in a resource bundle beside the
/// executable (`Package_Target.resources`), and `presentation-lab import` puts the app's bundle in
/// it as `Name.app`. Found once: the files do not change while the app runs.
package enum AppBundle {
    package static let located: Bundle = locate(beside: Bundle.main)

    /// The running program's name, as the shell started it.
    package static var programName: String {
        (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }).flatMap { $0.isEmpty ? nil : $0 } ?? "app"
    }

    /// `Bundle.main` when it has an Info.plist; else `Name.app` in a resource bundle beside the
    /// executable (the executable's own name first); else `Bundle.main`.
    static func locate(beside main: Bundle) -> Bundle {
        let folder = main.bundleURL
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Info.plist").path) { return main }
        return locate(in: folder, executable: main.executableURL?.lastPathComponent ?? "").flatMap { Bundle(url: $0) } ?? main
    }

    /// The app bundle in `folder` for the program `executable`: the `.app` of its name; for a
    /// package's test runner (`TipsyPackageTests.xctest`), an `.app` in that package's resource
    /// bundles (`Tipsy_Tipsy.resources`), so a folder shared by several packages finds its own;
    /// else the first.
    static func locate(in folder: URL, executable: String) -> URL? {
        let testedPackage = executable.hasSuffix("PackageTests.xctest") ? String(executable.dropLast("PackageTests.xctest".count)) : nil
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        var candidates: [URL] = []
        var packageApps: [URL] = []
        for name in names where name.hasSuffix(".resources") || name == "\(executable).app" {
            let resources = folder.appendingPathComponent(name)
            if name.hasSuffix(".app") { candidates.append(resources); continue }
            let apps = ((try? FileManager.default.contentsOfDirectory(atPath: resources.path)) ?? []).filter { $0.hasSuffix(".app") }
            let found = apps.sorted().map { resources.appendingPathComponent($0) }
            candidates += found
            if let testedPackage, name.hasPrefix(testedPackage + "_") { packageApps += found }
        }
        return candidates.first { $0.deletingPathExtension().lastPathComponent == executable } ?? packageApps.first ?? candidates.first
    }
}
