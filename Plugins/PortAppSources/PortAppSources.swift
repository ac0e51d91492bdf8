import Foundation
import PackagePlugin

/// Ports an imported app's Swift files as they build: `LabImport.json` in the target's folder
/// (written by `presentation-lab import`) names the project's files; the tool writes their ported
/// copies, and the module's Interface Builder table, where the build compiles them. Each build
/// re-runs it when a file changed, so the project stays where the user edits.
@main
struct PortAppSources: BuildToolPlugin {
    /// The fields of the importer's `PortManifest` the plugin needs (plugins cannot import the
    /// lab's modules); output names follow `PortManifest.portedName`.
    private struct Manifest: Decodable {
        var module: String
        var sources: [String]
        var writesTable: Bool
    }

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // The manifest sits beside the one file the importer writes into each target (named
        // `ImportedAppBundle.swift` by imports before libraries were); `directoryURL` would say
        // where, but needs tools 6.1, and the lab's manifest is 6.0.
        guard let accessor = target.sourceFiles.first(where: { ["ImportedBundles.swift", "ImportedAppBundle.swift"].contains($0.url.lastPathComponent) }) else { return [] }
        let manifestURL = accessor.url.deletingLastPathComponent().appending(path: "LabImport.json")
        guard let data = FileManager.default.contents(atPath: manifestURL.path) else {
            throw PluginError("\(manifestURL.path) is missing: import the project again (presentation-lab import PROJECT --into DIR).")
        }
        let manifest = try JSONDecoder().decode(Manifest.self, from: data)
        let output = context.pluginWorkDirectoryURL.appending(path: "Ported")
        var outputs = manifest.sources.enumerated().map { index, source in
            // A module's `main.swift` keeps its name: only that file may hold top-level code.
            let name = URL(fileURLWithPath: source).lastPathComponent
            return output.appending(path: name == "main.swift" ? name : "\(index)_" + name)
        }
        if manifest.writesTable { outputs.append(output.appending(path: "InterfaceBuilderClasses.swift")) }
        return [.buildCommand(displayName: "Porting \(manifest.sources.count) Swift files of \(manifest.module) to the lab",
                              executable: try context.tool(named: "presentation-lab-port").url,
                              arguments: [manifestURL.path, output.path],
                              inputFiles: [manifestURL] + manifest.sources.map { URL(fileURLWithPath: $0) },
                              outputFiles: outputs)]
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
