// Size-class variations, as a device of given size classes loads a document: a `<variation
// key="default">` masks out the subviews and constraints installed only for some size classes;
// each `<variation>` whose key the size classes match (`widthClass=compact`,
// `heightClass=compact-widthClass=regular`) installs its own (`<mask><include reference=…>`) and
// overrides its object's properties (a `<fontDescription>`, a `<color>` …). More specific keys
// win over less specific ones.
extension InterfaceBuilderDocument {
    /// Whether any element of the document varies by size class.
    package var hasVariations: Bool { root.descendants.contains { $0.name == "variation" } }

    /// The document resolved for a width and a height class, each `"compact"` or `"regular"`.
    package func resolvingVariations(widthClass: String, heightClass: String) -> InterfaceBuilderDocument {
        var excluded = Set<String>()
        var matching: [(specificity: Int, owner: InterfaceBuilderElement, variation: InterfaceBuilderElement)] = []
        for variation in root.descendants where variation.name == "variation" {
            guard let key = variation.key, let owner = variation.parent else { continue }
            if key == "default" {
                for mask in variation.children where mask.name == "mask" {
                    for entry in mask.children where entry.name == "exclude" { if let id = entry["reference"] { excluded.insert(id) } }
                }
            } else if let specificity = Self.specificity(of: key, widthClass: widthClass, heightClass: heightClass) {
                matching.append((specificity, owner, variation))
            }
        }
        // Ties keep document order (the sort is stable).
        matching = matching.enumerated().sorted { ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset) }.map(\.element)
        var overrides: [ObjectIdentifier: [InterfaceBuilderElement]] = [:]
        for (_, owner, variation) in matching {
            for child in variation.children {
                if child.name == "mask" {
                    for entry in child.children {
                        guard let id = entry["reference"] else { continue }
                        if entry.name == "include" { excluded.remove(id) } else if entry.name == "exclude" { excluded.insert(id) }
                    }
                } else {
                    overrides[ObjectIdentifier(owner), default: []].append(child)
                }
            }
        }
        let resolved = Self.copy(root, excluding: excluded, overrides: overrides)
        return InterfaceBuilderDocument(fileName: fileName, root: resolved, problem: problem)
    }

    /// How many size classes `key` names when all of them match, else nil.
    private static func specificity(of key: String, widthClass: String, heightClass: String) -> Int? {
        var count = 0
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return nil }
            switch pair[0] {
            case "widthClass": guard pair[1] == widthClass else { return nil }
            case "heightClass": guard pair[1] == heightClass else { return nil }
            default: return nil
            }
            count += 1
        }
        return count
    }

    /// `element` and what it holds, without variations and masked-out elements, with overriding
    /// values in place of the ones they replace.
    private static func copy(_ element: InterfaceBuilderElement, excluding excluded: Set<String>,
                             overrides: [ObjectIdentifier: [InterfaceBuilderElement]]) -> InterfaceBuilderElement {
        let copied = InterfaceBuilderElement(name: element.name, attributes: element.attributes, line: element.line)
        copied.text = element.text
        // Of several overrides of one property, the last (the most specific) is kept.
        var replacing: [InterfaceBuilderElement] = []
        for value in overrides[ObjectIdentifier(element)] ?? [] {
            replacing.removeAll { $0.key != nil && $0.key == value.key }
            replacing.append(value)
        }
        let replacedKeys = Set(replacing.compactMap(\.key))
        for child in element.children {
            if child.name == "variation" { continue }
            if let id = child.id, excluded.contains(id) { continue }
            if let key = child.key, replacedKeys.contains(key) { continue }
            copied.append(copy(child, excluding: excluded, overrides: overrides))
        }
        for value in replacing { copied.append(copy(value, excluding: excluded, overrides: overrides)) }
        return copied
    }
}
