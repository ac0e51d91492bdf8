import SourcePorting

/// What an import did and what it could not, printed as its summary.
package struct ImportReport {
    package var projectName: String
    package var apps: [(product: String, module: String)] = []
    package var testTargets: [String] = []
    /// Framework targets and development pods built as library targets, and where each was found.
    package var libraries: [(module: String, origin: String)] = []
    package var swiftFiles = 0
    package var editCounts: [PortingEdit.Kind: Int] = [:]
    package var outlets = 0
    package var actions = 0
    package var documents = 0
    package var scenes = 0
    package var segues = 0
    package var imageSets = 0
    package var colorSets = 0
    package var otherResources = 0
    /// Lines the lab cannot build or run as they are: `file:line: message`.
    package var problems: [String] = []
    /// What was left out, whole.
    package var notes: [String] = []

    /// `name` as a shell takes it: quoted when it holds a space or a quote (`"BMI Calculator"`).
    package static func shellWord(_ name: String) -> String {
        name.contains(where: { " '\"$`\\".contains($0) }) ? "'" + name.replacingOccurrences(of: "'", with: "'\\''") + "'" : name
    }

    package var summary: String {
        var lines = ["Imported \(projectName): \(apps.map { "\($0.product) (swift run \(Self.shellWord($0.product)))" }.joined(separator: ", "))"
                     + (testTargets.isEmpty ? "" : "; tests: \(testTargets.joined(separator: ", ")) (swift test)")]
        if !libraries.isEmpty {
            lines.append("  libraries: " + libraries.map { "\($0.module) (\($0.origin))" }.joined(separator: ", "))
        }
        lines.append("  \(swiftFiles) Swift files, \(editCounts.values.reduce(0, +)) porting edits"
                     + (editCounts.isEmpty ? "" : ": " + PortingEdit.Kind.allCases.compactMap { kind in editCounts[kind].map { "\($0) \(kind.rawValue)" } }.joined(separator: ", ")))
        lines.append("  \(outlets) outlets and \(actions) actions connected through InterfaceBuilderClasses")
        lines.append("  \(documents) Interface Builder documents: \(scenes) scenes, \(segues) segues")
        lines.append("  assets: \(imageSets) image sets, \(colorSets) colour sets; \(otherResources) other resources")
        if !problems.isEmpty {
            lines.append("Not ported (the build names these too):")
            lines += problems.map { "  " + $0 }
        }
        if !notes.isEmpty {
            lines.append("Left out:")
            lines += notes.map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
