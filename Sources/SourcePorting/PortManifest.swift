import Foundation

/// What the importer tells the build plugin about one target (`LabImport.json` in its folder):
/// its module, the project's Swift files it compiles, and whether to write the module's
/// `InterfaceBuilderClasses` table. The plugin reads the same fields.
package struct PortManifest: Codable, Equatable, Sendable {
    package var module: String
    package var sources: [String]
    package var knownModules: [String]
    package var writesTable: Bool
    /// The `@objc optional` requirements of the package's protocols (any of its targets'), which
    /// this module's types may adopt and its code call.
    package var optionalRequirements: [OptionalRequirement]

    package init(module: String, sources: [String], knownModules: [String], writesTable: Bool, optionalRequirements: [OptionalRequirement] = []) {
        self.module = module
        self.sources = sources
        self.knownModules = knownModules
        self.writesTable = writesTable
        self.optionalRequirements = optionalRequirements
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        module = try container.decode(String.self, forKey: .module)
        sources = try container.decode([String].self, forKey: .sources)
        knownModules = try container.decode([String].self, forKey: .knownModules)
        writesTable = try container.decode(Bool.self, forKey: .writesTable)
        // Imports written before optional requirements were ported have none listed.
        optionalRequirements = try container.decodeIfPresent([OptionalRequirement].self, forKey: .optionalRequirements) ?? []
    }

    /// The name the ported copy of source `index` gets: its own, numbered so two files of one name
    /// in different folders stay apart; `main.swift` keeps its name, as only that file may hold
    /// top-level code (`UIApplicationMain(…)`). (The plugin names its outputs by the same rule.)
    package static func portedName(index: Int, source: String) -> String {
        let name = (source as NSString).lastPathComponent
        return name == "main.swift" ? name : "\(index)_" + name
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
        // Extension methods that subclasses override are a question of the whole module, and the
        // types adopting a protocol with optional requirements too.
        let overridable = ExtensionMethodOverrides.plan(texts)
        let requirements = Array(Set(optionalRequirements + OptionalRequirements.find(in: texts))).sorted { ($0.protocolName, $0.name) < ($1.protocolName, $1.name) }
        let conformers = OptionalRequirements.conformingTypes(in: texts, protocols: Set(requirements.map(\.protocolName)))
        for (index, source) in sources.enumerated() {
            let made = ExtensionMethodOverrides.apply(overridable, to: texts[index])
            let answered = OptionalRequirements.apply(requirements, conformers: conformers, to: made.text)
            var ported = SourcePorter.port(answered.text, knownModules: Set(knownModules))
            ported.edits = (ported.edits + made.lines.map { PortingEdit(kind: .overridableExtensionMethod, line: $0) }
                            + answered.lines.map { PortingEdit(kind: .answeredOptionalRequirement, line: $0) }).sorted { $0.line < $1.line }
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
