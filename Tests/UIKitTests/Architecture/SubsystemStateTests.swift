import Foundation
import Testing

/// State by subsystem: the fields `UIView` and `UIViewController` keep for the lab (not their public
/// API) are the object's own (its model values, its place in the tree, its world) or one value per
/// subsystem, declared in that subsystem's folder. A new field fails here until it joins the value
/// of the subsystem that reads it, or is listed as the object's own.
@Suite struct SubsystemStateTests {
    /// Each class's internal stored fields: a subsystem's value names its type's folder; nil is the object's own.
    static let expected: [String: [String: String?]] = [
        "Views/UIView.swift": [
            // Model values UIKit's API sets and animates.
            "storedCenter": nil, "storedBounds": nil, "storedTransform": nil, "storedAlpha": nil,
            "storedBackgroundColor": nil, "storedCornerRadius": nil, "drawingOpacityFactor": nil,
            // The tree.
            "superviewReference": nil, "subviewStorage": nil, "owningViewController": nil, "handleStorage": nil,
            // Subsystems.
            "animationState": "Animation", "layoutState": "Layout", "observationState": "Observation",
            "traitState": "Views", "layerLinks": "QuartzCore", "layerGeometry": "QuartzCore",
            "eventState": "Events", "accessibilityAttributes": "Accessibility",
            "paintVersions": "Rendering", "drawing": "Drawing",
        ],
        "Controllers/UIViewController.swift": [
            // The controller's own: its view, its world, its containment and editing.
            "loadedView": nil, "boundEnvironment": nil, "activeChildTransition": nil, "editingStorage": nil,
            "layoutSupportGuides": nil,
            // Subsystems.
            "presentationState": "Presentation", "storyboardState": "Storyboards", "barState": "Bars",
            "appearanceState": "Controllers", "traitState": "Views", "contentUnavailableState": "Controllers",
        ],
    ]

    private static let core = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/UIKitCore")

    /// The stored properties a class body declares with internal, package or private access (a
    /// stored property has no `{` after its type, or only an observer).
    static func internalStoredFields(in text: String) -> [(name: String, type: String?)] {
        let declaration = #/^    (?:@\w+(?:\([^)]*\))?\s+)*(?:(?:package|final|private|fileprivate|internal|nonisolated(?:\(unsafe\))?|weak|unowned(?:\(unsafe\))?|lazy)\s+)*var\s+(\w+)\s*(?::\s*([^={]+?))?\s*(?:=\s*([A-Z]\w*)\(\)|=[^{]*)?\s*(\{\s*(?:didSet|willSet)[^}]*\}?)?$/#
        var depth = 0
        var fields: [(String, String?)] = []
        for line in LayerTests.code(of: text).split(separator: "\n", omittingEmptySubsequences: false) {
            if depth == 1, let match = try? declaration.wholeMatch(in: line) {
                fields.append((String(match.1), match.3.map(String.init)))
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        }
        return fields
    }

    @Test("UIView and UIViewController keep their own fields and one value per subsystem",
          arguments: ["Views/UIView.swift", "Controllers/UIViewController.swift"])
    func fieldsAreGroupedBySubsystem(file: String) throws {
        let text = try String(contentsOf: Self.core.appendingPathComponent(file), encoding: .utf8)
        let fields = Self.internalStoredFields(in: text)
        let expected = try #require(Self.expected[file])
        let unlisted = fields.map(\.name).filter { expected[$0] == nil }
        #expect(unlisted.isEmpty, "\(file) keeps fields no subsystem owns: \(unlisted). Put each in the value of the subsystem that reads it (Layout/ViewLayoutState.swift and its kin), or list it here as the object's own.")
        let missing = Set(expected.keys).subtracting(fields.map(\.name))
        #expect(missing.isEmpty, "\(file) no longer declares \(missing.sorted()); update this table")
        for field in fields {
            guard let folder = expected[field.name] ?? nil, let type = field.type else { continue }
            let path = Self.core.appendingPathComponent("\(folder)/\(type).swift").path
            #expect(FileManager.default.fileExists(atPath: path), "\(field.name)'s type \(type) belongs in \(folder)/\(type).swift")
        }
    }
}
