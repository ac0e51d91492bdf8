import Foundation
import SourcePorting
import XcodeProject

/// A target's Swift side in the generated package: the plugin's manifest naming the project's
/// files, and the file that makes `Bundle.main` the app's bundle.
enum ImportedSources {
    static func write(_ target: XcodeTarget, module: String, writesTable: Bool, knownModules: Set<String>,
                      into folder: URL, report: inout ImportReport) throws {
        // A file the project lists but the folder lacks stops Xcode's build ("Build input file
        // cannot be found"); the import leaves it out, says so, and ports the rest.
        let present = target.sources.filter { FileManager.default.fileExists(atPath: $0.path) }
        for missing in target.sources where !present.contains(missing) {
            report.notes.append("\(missing.path): listed in target \(target.name) but not on disk; left out of the build (Xcode stops on it: Build input file cannot be found)")
        }
        let manifest = PortManifest(module: module, sources: present.map(\.path), knownModules: knownModules.sorted(), writesTable: writesTable)
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

    /// `Bundle.main` as on iOS, for the module's own code: a declaration in the module shadows
    /// Foundation's, whose main bundle on Linux is the executable's folder. The app's bundle is the
    /// `Name.app` folder in the app target's resource bundle beside the executable (the test
    /// runner's too). `NSLocalizedString` reads it by default, as on iOS.
    static func writeBundleAccessor(into folder: URL, module: String, bundleName: String) throws {
        let text = """
            // Written by `presentation-lab import`: Bundle.main is the app's bundle, as on iOS.
            import Foundation

            extension Bundle {
                /// The app's bundle: its Info.plist, storyboards, asset catalogs and files.
                static var main: Bundle { ImportedAppBundle.bundle }
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

            private enum ImportedAppBundle {
                static let bundle: Bundle = {
                    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
                    let resources = (try? FileManager.default.contentsOfDirectory(atPath: executable.path)) ?? []
                    for name in resources.sorted() where name.hasSuffix("_\(module).resources") {
                        if let bundle = Bundle(url: executable.appendingPathComponent(name).appendingPathComponent("\(bundleName)")) { return bundle }
                    }
                    return Bundle(url: executable)!
                }()
            }

            """
        try text.write(to: folder.appendingPathComponent("ImportedAppBundle.swift"), atomically: true, encoding: .utf8)
    }
}
