import Foundation
import Testing

/// The layers of UIKit, read from the sources. Each SwiftPM module (`UIKitCore` … `UIKitHosting`)
/// holds a run of layers, and the compiler refuses a reference from one module to a module above
/// it (PackageGraphTests checks the dependencies); inside a module, this test keeps the order: a
/// folder may name the types of its own layer and of the layers below, never those above
/// (docs/ARCHITECTURE.md draws the same table). Folders in one layer are tied by UIKit's own API
/// (a view's `window`, a window's `rootViewController`, a controller's `presentationController`).
@Suite struct LayerTests {
    /// Bottom first, with the module each layer is built in.
    static let layers: [(name: String, module: String, folders: [String])] = [
        ("geometry", "UIKitCore", ["Geometry"]),
        ("platform", "UIKitCore", ["Platform"]),
        ("core", "UIKitCore", ["World", "Views", "Fonts", "Animation", "QuartzCore", "Layout", "Rendering", "Rasterizing", "ImageRendering", "Events",
                               "Observation", "Device", "Scenes", "Controllers", "Presentation", "Scrolling", "Bars", "Storyboards",
                               "InterfaceBuilder", "Feedback", "Accessibility", "Drawing", "Pasteboard", "AppBundle", "Keyboard", "Menus"]),
        ("controls and text", "UIKitControls", ["Controls", "Text"]),
        ("navigation, search and alerts", "UIKitScreens", ["Navigation", "Search", "Alerts", "Paging"]),
        ("lists", "UIKitScreens", ["Lists"]),
        ("collections", "UIKitScreens", ["Collections"]),
        ("diffable data sources", "UIKitScreens", ["Diffable"]),
        ("system controllers", "UIKitScreens", ["MediaPicker", "Sharing", "Documents"]),
        ("tabs", "UIKitScreens", ["Tabs", "SplitViews"]),
        ("application", "UIKitHosting", ["Application"]),
        ("hosts", "UIKitHosting", ["Backend", "Hosting", "Recording"]),
        ("exports", "UIKit", [""]),
    ]

    /// The modules, bottom first.
    static var modules: [String] { layers.map(\.module).reduce(into: []) { if $0.last != $1 { $0.append($1) } } }

    /// Members of other modules' types that share a name with a UIKit member (no extension here
    /// declares them, so the sources cannot tell): `ProcessInfo.environment`.
    static let otherModulesMembers: Set<String> = ["environment"]

    struct Source {
        /// The folder inside its module ("" for a file at the module's root).
        let folder: String
        let name: String
        let text: String
        var module = ""
    }

    private static let sourcesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    static func sources() throws -> [Source] {
        try modules.flatMap { module in
            let root = sourcesFolder.appendingPathComponent(module)
            let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            return try enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map { url in
                let relative = url.path.dropFirst(root.path.count + 1)
                let parts = relative.split(separator: "/")
                return Source(folder: parts.count > 1 ? String(parts[0]) : "", name: String(relative),
                              text: try String(contentsOf: url, encoding: .utf8), module: module)
            }
        }
    }

    /// The types a file declares at its top level (nested ones share names too often to count).
    static func declaredTypes(in text: String) -> [String] {
        let pattern = #/^(?:@[\w]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|open|final|indirect|nonisolated)\s+)*(?:class|struct|enum|protocol|actor|typealias)\s+([A-Z]\w*)/#
        return text.split(separator: "\n").compactMap { line in (try? pattern.prefixMatch(in: line)).map { String($0.1) } }
    }

    /// A file's code without its comments and string literals.
    static func code(of text: String) -> String {
        text.replacing(#/"""[\s\S]*?"""/#, with: "\"\"").replacing(#/\/\/.*/#, with: "").replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"")
    }

    /// The capitalised words of a file's code. Word boundaries are ASCII ones: under Unicode's, a
    /// dot between letters joins them into one word, and `Type.member(` would hide `Type`.
    static func namesUsed(in text: String) -> Set<String> {
        Set(code(of: text).matches(of: #/\b[A-Z]\w*\b/#.wordBoundaryKind(.simple)).map { String($0.output) })
    }

    /// The members a file declares: in its types' bodies (with enum cases), in extensions of UIKit's
    /// types (`uikitTypes`: the members a layer adds to a lower layer's type, as `navigationController`
    /// to `UIViewController`), and in extensions of other modules' types (`CGFloat`), whose names
    /// those modules' API shares.
    static func memberDeclarations(in text: String, uikitTypes: Set<String>) -> (inBodies: [String], addedToUIKitTypes: [String], addedToOtherModules: [String]) {
        var inBodies: [String] = [], addedToUIKitTypes: [String] = [], addedToOtherModules: [String] = []
        var extended: String?
        var depth = 0
        let member = #/^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|package|internal|private|fileprivate|final|override|nonisolated|static|class|mutating|dynamic|lazy|weak|unowned|indirect)(?:\(set\))?\s+)*(?:var|let|func|case)\s+([a-z]\w*)/#
        let extensionLine = #/^(?:@\w+\s+)*(?:(?:public|internal|package|private|fileprivate)\s+)?extension\s+([A-Z]\w*)/#
        for line in code(of: text).split(separator: "\n", omittingEmptySubsequences: false) {
            if depth == 0 { extended = (try? extensionLine.prefixMatch(in: line)).map { String($0.1) } }
            if depth >= 1, let match = try? member.prefixMatch(in: line) {
                let name = String(match.1)
                switch extended {
                case nil: inBodies.append(name)
                case let type? where depth == 1 && uikitTypes.contains(type): addedToUIKitTypes.append(name)
                case let type? where !uikitTypes.contains(type): addedToOtherModules.append(name)
                default: inBodies.append(name)
                }
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        }
        return (inBodies, addedToUIKitTypes, addedToOtherModules)
    }

    /// The lower-case words of a file's code that follow a dot or start a call on `self` (`x.name`,
    /// `name?.`, `name(`), the ways a member is reached.
    static func membersUsed(in text: String) -> Set<String> {
        Set(code(of: text).matches(of: #/(?:\.|\bself\.|^|[^\w.])([a-z]\w*)\b/#.wordBoundaryKind(.simple)).map { String($0.output.1) })
    }

    /// Every reference that runs upward, as "file names Type (folder, layer above)".
    static func upwardReferences(in sources: [Source]) -> [String] {
        var rank: [String: Int] = [:]
        for (index, layer) in layers.enumerated() { for folder in layer.folders { rank[folder] = index } }
        var home: [String: String] = [:]
        for source in sources { for type in declaredTypes(in: source.text) where home[type] == nil { home[type] = source.folder } }
        // A member a layer adds to a lower layer's type belongs to that layer, when its name is
        // distinctive: no lower or equal layer declares the name, and no other module's API has it.
        let uikitTypes = Set(home.keys)
        var lowestDeclaration: [String: Int] = [:]
        var memberHome: [String: String] = [:]
        var sharedWithOtherModules: Set<String> = []
        for source in sources {
            guard let own = rank[source.folder] else { continue }
            let declared = memberDeclarations(in: source.text, uikitTypes: uikitTypes)
            sharedWithOtherModules.formUnion(declared.addedToOtherModules)
            for name in declared.inBodies + declared.addedToUIKitTypes { lowestDeclaration[name] = min(lowestDeclaration[name] ?? own, own) }
            for name in declared.addedToUIKitTypes where name.count >= 10 {
                if let known = memberHome[name], let knownRank = rank[known], knownRank <= own { continue }
                memberHome[name] = source.folder
            }
        }
        for name in sharedWithOtherModules.union(otherModulesMembers) { memberHome[name] = nil }
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
            let ownDeclarations = Set(localDeclarations(in: source.text))
            for member in membersUsed(in: source.text).sorted() where !ownDeclarations.contains(member) {
                guard let folder = memberHome[member], let theirs = rank[folder], theirs > own,
                      (lowestDeclaration[member] ?? theirs) > own else { continue }
                problems.append("\(source.name) calls \(member) (declared in \(folder), in the \(layers[theirs].name) layer, above \(layers[own].name))")
            }
        }
        return problems
    }

    /// Every name a file declares itself (locals, parameters, members), which shadows a member of
    /// the same name declared elsewhere.
    static func localDeclarations(in text: String) -> [String] {
        let declarations = code(of: text).matches(of: #/\b(?:var|let|func|case)\s+([a-z]\w*)|[(,]\s*(?:_\s+)?([a-z]\w*)\s*:/#.wordBoundaryKind(.simple))
        return declarations.compactMap { match in (match.output.1 ?? match.output.2).map(String.init) }
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
            // A type followed by a member, and a member a layer above adds to a lower type.
            Source(folder: "Views", name: "Views/PlantedDot.swift", text: "let plantedHeight = UITableView.automaticDimension"),
            Source(folder: "Lists", name: "Lists/PlantedMember.swift", text: "extension UIView {\n    var plantedListRow: Int { 0 }\n}"),
            Source(folder: "Views", name: "Views/PlantedCall.swift", text: "func plantedRow(of view: UIView) -> Int { view.plantedListRow }"),
        ]
        let problems = Self.upwardReferences(in: try Self.sources() + planted).filter { $0.hasPrefix("Geometry/Planted") || $0.hasPrefix("Views/Planted") }
        #expect(problems.count == 4, "\(problems)")
        #expect(problems.contains { $0.hasPrefix("Views/PlantedDot.swift names UITableView (Lists") })
        #expect(problems.contains { $0.hasPrefix("Views/PlantedCall.swift calls plantedListRow (declared in Lists") })
        #expect(problems.contains { $0.hasPrefix("Geometry/Planted.swift names UIViewController (Controllers, in the core layer") })
        #expect(problems.contains { $0.hasPrefix("Views/Planted+Lists.swift names UITableView (Lists") })
        #expect(!problems.contains { $0.contains("UITabBar") }, "comments are not code")
    }

    /// Folders are the modules: each folder sits in the module its layer is built in.
    @Test func everyFolderIsInItsLayersModule() throws {
        var module: [String: String] = [:]
        for layer in Self.layers { for folder in layer.folders where !folder.isEmpty { module[folder] = layer.module } }
        let misplaced = try Self.sources().filter { !$0.folder.isEmpty && module[$0.folder] != $0.module }
            .map { "\($0.module)/\($0.name) belongs in \(module[$0.folder] ?? "no module: list its folder in LayerTests.layers")" }
        #expect(misplaced.isEmpty, "\(misplaced.joined(separator: "\n"))")
    }

    @Test func aFolderNoLayerListsIsReported() throws {
        let stray = Source(folder: "Gadgets", name: "Gadgets/Gadget.swift", text: "struct Gadget {}")
        #expect(Self.upwardReferences(in: try Self.sources() + [stray]).contains { $0.hasPrefix("Gadgets/Gadget.swift is in the folder 'Gadgets', which no layer lists") })
    }
}
