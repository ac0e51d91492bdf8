import Foundation
import SourcePorting
import XcodeProject

/// A target's Swift side in the generated package: the plugin's manifest naming the project's
/// files, and the file that makes `Bundle.main` the app's bundle.
enum ImportedSources {
    static func write(_ target: XcodeTarget, module: String, writesTable: Bool, knownModules: Set<String>,
                      optionalRequirements: [OptionalRequirement], into folder: URL, report: inout ImportReport) throws {
        // A file the project lists but the folder lacks stops Xcode's build ("Build input file
        // cannot be found"); the import leaves it out, says so, and ports the rest.
        let present = target.sources.filter { FileManager.default.fileExists(atPath: $0.path) }
        for missing in target.sources where !present.contains(missing) {
            report.notes.append("\(missing.path): listed in target \(target.name) but not on disk; left out of the build (Xcode stops on it: Build input file cannot be found)")
        }
        let manifest = PortManifest(module: module, sources: present.map(\.path), knownModules: knownModules.sorted(), writesTable: writesTable,
                                    optionalRequirements: optionalRequirements)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(manifest).write(to: folder.appendingPathComponent("LabImport.json"))
        // Port once now, into a scratch folder, for the summary; the build ports again from the project.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lab-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for (source, file) in try manifest.port(into: scratch) {
            report.swiftFiles += 1
            for edit in file.edits { report.editCounts[edit.kind, default: 0] += 1 }
            report.problems += file.problems.map { "\(source):\($0.line): \($0.message)" }
            if writesTable {
                report.outlets += file.connectableClasses.reduce(0) { $0 + $1.outlets.count }
                report.actions += file.connectableClasses.reduce(0) { $0 + $1.actions.count }
            }
        }
    }

    /// The modules `target`'s files import that neither the lab nor the project provides.
    static func missingModules(of target: XcodeTarget, knownModules: Set<String>) -> [String] {
        var missing: Set<String> = []
        for source in target.sources {
            guard let text = try? String(contentsOf: source, encoding: .utf8) else { continue }
            missing.formUnion(SourcePorter.unavailableImports(in: text, knownModules: knownModules))
        }
        return missing.sorted()
    }

    /// A framework's Swift files see what its umbrella header imports (Xcode's framework template
    /// and CocoaPods' umbrella both import UIKit), and so do its clients; a file may use UIKit
    /// without importing it. One re-exported import gives the module the same.
    static func writeUmbrellaImports(into folder: URL) throws {
        let text = """
            // Written by `presentation-lab import`: what the framework's umbrella header imports, as in Xcode.
            @_exported import UIKit

            """
        try text.write(to: folder.appendingPathComponent("UmbrellaImports.swift"), atomically: true, encoding: .utf8)
    }

    /// `Bundle.main` and `Bundle(for:)` as on iOS, for the module's own code: declarations in the
    /// module shadow Foundation's, whose bundles on Linux are the executable's folder. A module's
    /// bundle (the app's `Name.app`, a library's `Name.framework`, a test target's `Name.xctest`)
    /// is in that target's resource bundle beside the executable. The main bundle is `appModule`'s
    /// (the app, or the app a test target tests), or for a library the running app's.
    /// `NSLocalizedString` reads the main bundle by default, as on iOS.
    static func writeBundleAccessor(into folder: URL, appModule: String?) throws {
        let main = appModule.map { "bundle(ofModule: \"\($0)\")" } ?? "runningApp()"
        let text = """
            // Written by `presentation-lab import`: Bundle.main and Bundle(for:) as on iOS.
            import Foundation

            extension Bundle {
                /// The app's bundle: its Info.plist, storyboards, asset catalogs and files.
                static var main: Bundle { ImportedBundles.main }

                /// The bundle of the app, framework or test target that declares `aClass`.
                convenience init(for aClass: AnyClass) {
                    self.init(url: ImportedBundles.bundle(ofModule: ImportedBundles.module(of: aClass))?.bundleURL ?? ImportedBundles.main.bundleURL)!
                }
            }

            /// Foundation's function, reading the app's bundle by default as on iOS, in the device's
            /// language (the `AppleLanguages` default, which `--language` sets), else the development
            /// region's. (Foundation on Linux reads the development region's whatever the language.)
            func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "", comment: String) -> String {
                let table = tableName.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
                let region = bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String ?? "en"
                for language in (UserDefaults.standard.stringArray(forKey: "AppleLanguages") ?? []) + [region] {
                    guard let path = bundle.path(forResource: table, ofType: "strings", inDirectory: nil, forLocalization: language),
                          let data = FileManager.default.contents(atPath: path),
                          let strings = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String],
                          let text = strings[key] else { continue }
                    return text
                }
                return bundle.localizedString(forKey: key, value: value, table: tableName)
            }

            private enum ImportedBundles {
                static let executableFolder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
                static let main: Bundle = \(main) ?? Bundle(url: executableFolder)!

                /// The module a class is declared in: the first part of its full name.
                static func module(of aClass: AnyClass) -> String {
                    String(String(reflecting: aClass).prefix { $0 != "." })
                }

                /// The `.app`, `.framework` or `.xctest` bundle in `module`'s resources.
                static func bundle(ofModule module: String) -> Bundle? {
                    bundles().first { $0.folder.hasSuffix("_\\(module).resources") }?.bundle
                }

                /// For a library: the app whose executable is running, else the package's one app.
                static func runningApp() -> Bundle? {
                    let apps = bundles().filter { $0.bundle.bundleURL.pathExtension == "app" }.map(\\.bundle)
                    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().lastPathComponent
                    return apps.first { $0.infoDictionary?["CFBundleExecutable"] as? String == executable } ?? apps.first
                }

                /// SwiftPM puts each target's resources in `Package_Target.resources` beside the executable.
                static func bundles() -> [(folder: String, bundle: Bundle)] {
                    let files = FileManager.default
                    var found: [(String, Bundle)] = []
                    for name in ((try? files.contentsOfDirectory(atPath: executableFolder.path)) ?? []).sorted() where name.hasSuffix(".resources") {
                        let folder = executableFolder.appendingPathComponent(name)
                        for inner in ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
                        where ["app", "framework", "xctest"].contains((inner as NSString).pathExtension) {
                            if let bundle = Bundle(url: folder.appendingPathComponent(inner)) { found.append((name, bundle)) }
                        }
                    }
                    return found
                }
            }

            """
        try text.write(to: folder.appendingPathComponent("ImportedBundles.swift"), atomically: true, encoding: .utf8)
    }
}
