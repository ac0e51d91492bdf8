import Foundation

/// What the importer tells the build plugin about one target (`LabImport.json` in its folder):
/// its module, the project's Swift files it compiles, and whether to write the module's
/// `InterfaceBuilderClasses` table. The plugin reads the same fields.
package struct PortManifest: Codable, Equatable, Sendable {
    package var module: String
    package var sources: [String]
    package var knownModules: [String]
    package var writesTable: Bool

    package init(module: String, sources: [String], knownModules: [String], writesTable: Bool) {
        self.module = module
        self.sources = sources
        self.knownModules = knownModules
        self.writesTable = writesTable
    }

    /// The name the ported copy of source `index` gets: its own, numbered so two files of one name
    /// in different folders stay apart. (The plugin names its outputs by the same rule.)
    package static func portedName(index: Int, source: String) -> String {
        "\(index)_" + (source as NSString).lastPathComponent
    }

    /// The key a file's Interface Builder entries are named by.
    package static func fileKey(index: Int, source: String) -> String {
        "\(index)_" + ((source as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// Ports every source into `folder`, with the module table when asked; returns each file's
    /// result, by source, for the importer's summary.
    package func port(into folder: URL) throws -> [(source: String, file: PortedFile)] {
        var results: [(String, PortedFile)] = []
        var entries: [(className: String, fileKey: String)] = []
        let texts = try sources.map { try String(contentsOfFile: $0, encoding: .utf8) }
        // Extension methods that subclasses override are a question of the whole module.
        let overridable = ExtensionMethodOverrides.plan(texts)
        for (index, source) in sources.enumerated() {
            let made = ExtensionMethodOverrides.apply(overridable, to: texts[index])
            var ported = SourcePorter.port(made.text, knownModules: Set(knownModules))
            ported.edits = (ported.edits + made.lines.map { PortingEdit(kind: .overridableExtensionMethod, line: $0) }).sorted { $0.line < $1.line }
            let key = Self.fileKey(index: index, source: source)
            let connectable = writesTable ? ported.connectableClasses : []
            let output = ported.text + InterfaceBuilderTableWriter.extensions(for: connectable, fileKey: key)
            try output.write(to: folder.appendingPathComponent(Self.portedName(index: index, source: source)), atomically: true, encoding: .utf8)
            entries += connectable.map { ($0.name, key) }
            results.append((source, ported))
        }
        if writesTable {
            try InterfaceBuilderTableWriter.moduleTable(entries: entries)
                .write(to: folder.appendingPathComponent("InterfaceBuilderClasses.swift"), atomically: true, encoding: .utf8)
        }
        return results
    }
}
