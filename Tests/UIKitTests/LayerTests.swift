import Foundation
import Testing

/// The layers of the UIKit module, read from the sources: a folder may name the types of its own
/// layer and of the layers below, never those above (docs/ARCHITECTURE.md draws the same table).
/// Folders in one layer are tied by UIKit's own API (a view's `window`, a window's
/// `rootViewController`, a controller's `presentationController` and `navigationItem`).
@Suite struct LayerTests {
    /// Bottom first.
    static let layers: [(name: String, folders: [String])] = [
        ("geometry", ["Geometry"]),
        ("platform", ["Platform"]),
        ("core", ["World", "Views", "Animation", "QuartzCore", "Layout", "Rendering", "Events", "Observation", "Device",
                  "Scenes", "Controllers", "Presentation", "Scrolling", "Bars", "Storyboards", "InterfaceBuilder", "Feedback",
                  "Accessibility", "Drawing", "Pasteboard"]),
        ("controls and text", ["Controls", "Text"]),
        ("navigation, search and alerts", ["Navigation", "Search", "Alerts", "Paging"]),
        ("lists", ["Lists"]),
        ("collections", ["Collections"]),
        ("diffable data sources", ["Diffable"]),
        ("system controllers", ["MediaPicker", "Sharing"]),
        ("tabs", ["Tabs", "SplitViews"]),
        ("application", ["Application"]),
        ("hosts", ["Backend", "Hosting", "ImageRendering", "Recording"]),
        ("exports", [""]),
    ]

    struct Source {
        let folder: String
        let name: String
        let text: String
    }

    private static let uikit = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/UIKit")

    static func sources() throws -> [Source] {
        let enumerator = try #require(FileManager.default.enumerator(at: uikit, includingPropertiesForKeys: nil))
        return try enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map { url in
            let relative = url.path.dropFirst(uikit.path.count + 1)
            let parts = relative.split(separator: "/")
            return Source(folder: parts.count > 1 ? String(parts[0]) : "", name: String(relative),
                          text: try String(contentsOf: url, encoding: .utf8))
        }
    }

    /// The types a file declares at its top level (nested ones share names too often to count).
    static func declaredTypes(in text: String) -> [String] {
        let pattern = #/^(?:@[\w]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|open|final|indirect|nonisolated)\s+)*(?:class|struct|enum|protocol|actor|typealias)\s+([A-Z]\w*)/#
        return text.split(separator: "\n").compactMap { line in (try? pattern.prefixMatch(in: line)).map { String($0.1) } }
    }

    /// The capitalised words of a file's code, without its comments and string literals.
    static func namesUsed(in text: String) -> Set<String> {
        let code = text.replacing(#/\/\/.*/#, with: "").replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"")
        return Set(code.matches(of: #/\b[A-Z]\w*\b/#).map { String($0.output) })
    }

    /// Every reference that runs upward, as "file names Type (folder, layer above)".
    static func upwardReferences(in sources: [Source]) -> [String] {
        var rank: [String: Int] = [:]
        for (index, layer) in layers.enumerated() { for folder in layer.folders { rank[folder] = index } }
        var home: [String: String] = [:]
        for source in sources { for type in declaredTypes(in: source.text) where home[type] == nil { home[type] = source.folder } }
        var problems: [String] = []
        for source in sources {
            guard let own = rank[source.folder] else {
                problems.append("\(source.name) is in the folder '\(source.folder)', which no layer lists: place it in LayerTests.layers and docs/ARCHITECTURE.md")
                continue
            }
            for name in namesUsed(in: source.text).sorted() {
                guard let folder = home[name], let theirs = rank[folder], theirs > own else { continue }
                problems.append("\(source.name) names \(name) (\(folder), in the \(layers[theirs].name) layer, above \(layers[own].name))")
            }
        }
        return problems
    }

    @Test func noFolderNamesATypeOfALayerAboveIt() throws {
        let sources = try Self.sources()
        #expect(sources.count > 300)
        let problems = Self.upwardReferences(in: sources)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The check itself: a geometry file that names a view controller, and a core file that names a
    /// table view, are each reported; a table view naming a view is not.
    @Test func aPlantedUpwardReferenceIsReported() throws {
        let planted = [
            Source(folder: "Geometry", name: "Geometry/Planted.swift", text: "struct Planted { weak var owner: UIViewController? }"),
            Source(folder: "Views", name: "Views/Planted+Lists.swift", text: "extension UIView { var list: UITableView? { nil } } // UITabBar"),
            Source(folder: "Lists", name: "Lists/Fine.swift", text: "extension UITableView { var host: UIView? { superview } }"),
        ]
        let problems = Self.upwardReferences(in: try Self.sources() + planted)
        #expect(problems.count == 2, "\(problems)")
        #expect(problems.contains { $0.hasPrefix("Geometry/Planted.swift names UIViewController (Controllers, in the core layer") })
        #expect(problems.contains { $0.hasPrefix("Views/Planted+Lists.swift names UITableView (Lists") })
        #expect(!problems.contains { $0.contains("UITabBar") }, "comments are not code")
    }

    @Test func aFolderNoLayerListsIsReported() throws {
        let stray = Source(folder: "Gadgets", name: "Gadgets/Gadget.swift", text: "struct Gadget {}")
        #expect(Self.upwardReferences(in: try Self.sources() + [stray]).first?.contains("which no layer lists") == true)
    }
}
