import Foundation
import Testing

/// UIKit's layers are modules of the package, so the compiler refuses an upward reference only if
/// Package.swift lets no layer depend on one above it: this reads the targets' dependencies from
/// the manifest and checks the layers' order (LayerTests.modules) and that no cycle exists.
@Suite struct PackageGraphTests {
    private static let manifest = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Package.swift")

    /// Each target's dependencies by name, as the manifest lists them.
    static func dependencies(inManifest text: String) -> [String: [String]] {
        let target = #/\.(?:target|executableTarget|testTarget|systemLibrary|plugin)\(\s*name:\s*"(\w+)"(?:[^\[\n]*?dependencies:\s*\[([^\]]*)\])?/#
        var graph: [String: [String]] = [:]
        for match in text.matches(of: target) {
            let names = match.output.2.map { $0.matches(of: #/"(\w+)"/#).map { String($0.output.1) } } ?? []
            graph[String(match.output.1), default: []] += names
        }
        return graph
    }

    /// What is wrong with the graph: a layer depending on a layer above it or on a module that is
    /// no layer's, a layer missing one below it, and any cycle.
    static func problems(in graph: [String: [String]], layers: [String]) -> [String] {
        var problems: [String] = []
        for (index, layer) in layers.enumerated() {
            guard let dependencies = graph[layer] else { problems.append("\(layer) is no target of the package"); continue }
            for dependency in dependencies {
                if let theirs = layers.firstIndex(of: dependency), theirs >= index {
                    problems.append("\(layer) depends on \(dependency), a layer above it")
                }
            }
            for below in layers[..<index] where !dependencies.contains(below) {
                problems.append("\(layer) does not depend on \(below), a layer below it (its files re-export the layers below)")
            }
        }
        // A cycle anywhere, found by a depth-first walk.
        var state: [String: Bool] = [:]   // false: on the path; true: done
        func visit(_ node: String, path: [String]) {
            if state[node] == true { return }
            if state[node] == false { problems.append("cycle: " + (path.drop { $0 != node } + [node]).joined(separator: " → ")); return }
            state[node] = false
            for next in graph[node] ?? [] { visit(next, path: path + [node]) }
            state[node] = true
        }
        for node in graph.keys.sorted() { visit(node, path: []) }
        return problems
    }

    @Test func theLayersDependOnlyDownwardAndNothingCycles() throws {
        let graph = Self.dependencies(inManifest: try String(contentsOf: Self.manifest, encoding: .utf8))
        #expect(graph.count > 20)
        #expect(graph["UIKitScreens"] == ["UIKitCore", "UIKitControls", "UniformTypeIdentifiers"])
        let problems = Self.problems(in: graph, layers: LayerTests.modules)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The check itself: an upward edge and the cycle it closes are both reported.
    @Test func aPlantedUpwardDependencyIsReported() throws {
        let planted = try String(contentsOf: Self.manifest, encoding: .utf8)
            .replacingOccurrences(of: #".target(name: "UIKitControls", dependencies: ["UIKitCore"])"#,
                                  with: #".target(name: "UIKitControls", dependencies: ["UIKitCore", "UIKitScreens"])"#)
        let problems = Self.problems(in: Self.dependencies(inManifest: planted), layers: LayerTests.modules)
        #expect(problems.contains("UIKitControls depends on UIKitScreens, a layer above it"), "\(problems)")
        #expect(problems.contains { $0.hasPrefix("cycle: ") && $0.contains("UIKitControls → UIKitScreens") }, "\(problems)")
    }
}
