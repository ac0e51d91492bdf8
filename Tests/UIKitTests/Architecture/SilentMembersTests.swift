import Foundation
import Testing

/// No silent members: every public stored property of UIKit is read somewhere in the lab (to do
/// what UIKit does, or to say once that it is not honoured), unless it is listed here with the
/// reason UIKit itself does nothing with it on an iPhone. A new property nothing reads fails.
@Suite struct SilentMembersTests {
    /// Properties nothing reads, each with why that is UIKit's behaviour on a touch iPhone.
    static let silentByDesign: [String: String] = [
        // The focus engine serves keyboards, remotes and game controllers; a touch screen never moves focus.
        "UITableViewCell.focusStyle": "focus: no focus engine on a touch screen",
        "UITableView.selectionFollowsFocus": "focus: no focus engine on a touch screen",
        "UITableView.remembersLastFocusedIndexPath": "focus: no focus engine on a touch screen",
        "UICollectionView.selectionFollowsFocus": "focus: no focus engine on a touch screen",
        "UICollectionView.remembersLastFocusedIndexPath": "focus: no focus engine on a touch screen",
        "UICellConfigurationState.isFocused": "focus: never set on a touch screen; the app reads the value it gets",
        "UITabBarItemAppearance.focused": "focus: the focused state's look, never shown on a touch screen",
        // Values handed to the app's code, which reads them back.
        "UICellConfigurationState.isDisabled": "a value for the app's configuration code; UIKit's cells set it from their own disabled state, which the lab's cells do not have",
        "UICellConfigurationState.isExpanded": "a value for the app's configuration code; outline sections are not built",
        "UISearchToken.representedObject": "the app's own value for the token, kept for its code to read back",
        "NSUserActivity.targetContentIdentifier": "routes an activity to one of several scenes; an iPhone has one scene, and the app's code reads it back from the activity",
        "UIWindowSceneDestructionRequestOptions.windowDismissalAnimation": "how a closing iPad window animates away; an iPhone closes no scene windows",
        "NSStringDrawingContext.actualScaleFactor": "an answer: drawing never shrinks text here, so it stays 1",
        // Caches and hints that change no pixel.
        "CALayer.shouldRasterize": "a cache of the layer's drawing: the pixels are the same without it",
        "CALayer.rasterizationScale": "the scale of that cache",
        "CATextLayer.allowsFontSubpixelQuantization": "glyph placement below a pixel: the lab places text on whole pixels either way",
        "UIPickerView.showsSelectionIndicator": "deprecated; no effect since iOS 7",
        "PHPickerConfiguration.preferredAssetRepresentationMode": "the lab's library photos are JPEG already: the current and the compatible representation are the same data",
        "UICollectionViewLayoutInvalidationContext.contentSizeAdjustment": "a hint: the lab's layouts recompute their whole content size",
        "UICollectionViewFlowLayoutInvalidationContext.invalidateFlowLayoutDelegateMetrics": "a hint: the flow layout asks its delegate again on every invalidation",
        "UICollectionViewFlowLayoutInvalidationContext.invalidateFlowLayoutAttributes": "a hint: the flow layout recomputes its attributes on every invalidation",
    ]

    /// A public or open stored property (a lazy one is made by its initializer, which does its work).
    struct StoredProperty: Hashable {
        let type: String
        let name: String
        var key: String { "\(type).\(name)" }
    }

    static func storedProperties(in sources: [LayerTests.Source]) -> [StoredProperty] {
        let declaration = #/^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:open|public)(?:\s+(?:internal|private|fileprivate)\(set\))?\s+(?:(?:weak|unowned|final|override|nonisolated)\s+)*var\s+([a-z]\w*)\s*(?::\s*[^={]+)?(?:=\s*[^{]*)?(\{.*)?$/#
        let typeLine = #/^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|package|internal|final|nonisolated)\s+)*(?:class|struct|enum|extension)\s+([A-Z]\w*)/#
        var found: [StoredProperty] = []
        for source in sources {
            var type = ""
            var depth = 0
            let lines = LayerTests.code(of: source.text).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                if depth == 0, let match = try? typeLine.prefixMatch(in: line) { type = String(match.1) }
                if depth == 1, let match = try? declaration.wholeMatch(in: line) {
                    let accessors = match.2.map(String.init) ?? ""
                    // An observer that says once the value is not honoured answers for it.
                    if accessors.isEmpty || (accessors.contains(/^\{\s*(didSet|willSet)/) && !observerWarns(lines, from: index)) {
                        found.append(StoredProperty(type: type, name: String(match.1)))
                    }
                }
                depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            }
        }
        return found
    }

    /// True when the observer that starts at `lines[start]` calls `Diagnostics.warn…`.
    static func observerWarns(_ lines: [Substring], from start: Int) -> Bool {
        var depth = 0
        for line in lines[start...] {
            if line.contains("Diagnostics.warn") { return true }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if depth <= 0 { return false }
        }
        return false
    }

    /// The stored properties whose name nothing in the sources uses besides their declarations.
    static func unread(in sources: [LayerTests.Source]) -> Set<String> {
        let properties = storedProperties(in: sources)
        var uses: [String: Int] = [:]
        for source in sources {
            for match in LayerTests.code(of: source.text).matches(of: #/\b[a-z]\w*\b/#.wordBoundaryKind(.simple)) {
                uses[String(match.output), default: 0] += 1
            }
        }
        var declarations: [String: Int] = [:]
        for property in properties { declarations[property.name, default: 0] += 1 }
        return Set(properties.filter { uses[$0.name, default: 0] <= declarations[$0.name, default: 0] }.map(\.key))
    }

    @Test func everyPublicStoredPropertyIsReadOrSilentByDesign() throws {
        let sources = try LayerTests.sources()
        #expect(Self.storedProperties(in: sources).count > 400)
        let unread = Self.unread(in: sources)
        let unexplained = unread.subtracting(Self.silentByDesign.keys).sorted()
        #expect(unexplained.isEmpty, """
            Public stored properties nothing reads: honour each as UIKit does, or say once that it is not \
            (Diagnostics.warnNotBuilt), or list it in silentByDesign with UIKit's reason: \(unexplained)
            """)
        let nowRead = Set(Self.silentByDesign.keys).subtracting(unread).sorted()
        #expect(nowRead.isEmpty, "read now, so remove from silentByDesign: \(nowRead)")
    }

    /// The check itself: a planted property nothing reads is found, and one a method reads is not.
    @Test func aPlantedUnreadPropertyIsFound() throws {
        let planted = LayerTests.Source(folder: "Views", name: "Views/Planted.swift", text: """
            open class PlantedView {
                open var plantedSilentFlag = false
                public var plantedReadFlag = false { didSet { if plantedReadFlag { print(1) } } }
            }
            """)
        let unread = Self.unread(in: try LayerTests.sources() + [planted])
        #expect(unread.contains("PlantedView.plantedSilentFlag"))
        #expect(!unread.contains("PlantedView.plantedReadFlag"))
    }
}
