import Foundation
import InterfaceBuilder

// An `<attributedString key=…>`: its `<fragment>`s, each with its content (an attribute, or a
// `<string key="content">` for text with line breaks) and its `<attributes>`: `<font key="NSFont">`,
// colours, `<paragraphStyle key="NSParagraphStyle">` and numbers such as `NSUnderline`, keyed by
// their attributed-string names.
@MainActor
extension InterfaceBuilderCoder {
    package func attributedString(_ key: String) -> NSAttributedString? {
        guard let archived = element.child(key: key), archived.name == "attributedString" else { return nil }
        let result = NSMutableAttributedString(string: "")
        for fragment in archived.children where fragment.name == "fragment" {
            let content = fragment["content"] ?? fragment.child(key: "content")?.text ?? ""
            var attributes: [NSAttributedString.Key: Any] = [:]
            for value in fragment.child(named: "attributes")?.children ?? [] {
                guard let name = value.key else { continue }
                if let decoded = attributeValue(value) {
                    attributes[NSAttributedString.Key(name)] = decoded
                } else {
                    unarchiver.warnOnce("attributedString.\(value.name)", "a text attribute written as <\(value.name)> (line \(value.line)) is not read; the text is drawn without it")
                }
            }
            result.append(NSAttributedString(string: content, attributes: attributes))
        }
        return result
    }

    private func attributeValue(_ value: InterfaceBuilderElement) -> Any? {
        switch value.name {
        case "color": return unarchiver.color(from: value)
        case "font": return attributeFont(value)
        case "paragraphStyle":
            let paragraph = NSMutableParagraphStyle()
            if let alignment = Self.alignments[value["alignment"] ?? ""] { paragraph.alignment = alignment }
            if let spacing = value.double("lineSpacing") { paragraph.lineSpacing = CGFloat(spacing) }
            if let mode = NSLineBreakMode(archived: value["lineBreakMode"]) { paragraph.lineBreakMode = mode }
            return paragraph
        case "integer": return value.int("value")
        case "real": return value.double("value")
        case "string": return value["value"] ?? value.text
        default: return nil
        }
    }

    /// `<font key="NSFont" size="17" metaFont="system"/>`, or a named face (found as
    /// `<fontDescription>` names are).
    private func attributeFont(_ value: InterfaceBuilderElement) -> UIFont {
        let size = CGFloat(value.double("size") ?? UIFont.labelFontSize)
        switch (value["metaFont"], value["name"]) {
        case ("systemBold"?, _): return .boldSystemFont(ofSize: size)
        case ("system"?, _), (nil, nil): return .systemFont(ofSize: size)
        default:
            let name = value["name"] ?? value["metaFont"] ?? "?"
            if let named = UIFont(name: name, size: size) { return named }
            if name.lowercased().contains("bold") { return .boldSystemFont(ofSize: size) }
            unarchiver.warnOnce("font.\(name)", "the font '\(name)' (line \(value.line)) is drawn in the system face at its size")
            return .systemFont(ofSize: size)
        }
    }

    private static let alignments: [String: NSTextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]
}
