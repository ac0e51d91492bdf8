import Foundation

/// An attributed string as a label lays it out and draws it: the style of each character's run
/// (font, colour, background, underline, strikethrough, baseline offset), with the label's font
/// and colour where the string sets none. Lines share one pitch, the tallest run's, and one
/// baseline within a line.
@preconcurrency @MainActor
package struct AttributedTextRuns {
    struct Style {
        let font: UIFont
        let color: UIColor
        let background: UIColor?
        /// The line's colour when the run is underlined or struck through.
        let underline: UIColor?
        let strikethrough: UIColor?
        let baselineOffset: CGFloat
    }

    /// The text, as Swift's characters count it (the offsets below are character offsets).
    package let string: String
    private let styles: [Style]
    private let styleOfCharacter: [Int]
    /// The first paragraph style's alignment, which wins over the label's.
    package let alignment: NSTextAlignment?
    package let lineSpacing: CGFloat
    /// The tallest run's line height and ascender: the pitch of every line and its baseline.
    package let lineHeight: CGFloat
    let ascender: CGFloat

    /// The attributes the renderer draws; any other is named once. (A link is drawn in the attributes
    /// its text view gives links.)
    private static let drawnKeys: Set<NSAttributedString.Key> = [
        .font, .foregroundColor, .backgroundColor, .underlineStyle, .underlineColor, .strikethroughStyle,
        .strikethroughColor, .baselineOffset, .paragraphStyle, .link,
    ]

    package init(_ attributed: NSAttributedString, font: UIFont, color: UIColor) {
        string = attributed.string
        var styles: [Style] = []
        // Where each character starts in UTF-16, the unit of the string's attribute ranges.
        var utf16Starts: [Int] = []
        var offset = 0
        for character in string {
            utf16Starts.append(offset)
            offset += character.utf16.count
        }
        var styleOfCharacter = [Int](repeating: 0, count: utf16Starts.count)
        var alignment: NSTextAlignment?
        var lineSpacing: CGFloat = 0
        var character = 0
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
            let runFont = attributes[.font] as? UIFont ?? font
            let runColor = attributes[.foregroundColor] as? UIColor ?? color
            let underline = Self.lineStyle(attributes[.underlineStyle]).isEmpty ? nil : (attributes[.underlineColor] as? UIColor ?? runColor)
            let strike = Self.lineStyle(attributes[.strikethroughStyle]).isEmpty ? nil : (attributes[.strikethroughColor] as? UIColor ?? runColor)
            styles.append(Style(font: runFont, color: runColor, background: attributes[.backgroundColor] as? UIColor,
                                underline: underline, strikethrough: strike,
                                baselineOffset: CGFloat(anyNumber: attributes[.baselineOffset]) ?? 0))
            if alignment == nil, let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle {
                alignment = paragraph.alignment
                lineSpacing = paragraph.lineSpacing
                TextDrawing.Style.warnAboutUndrawnParagraphProperties(paragraph.values)
            }
            for key in attributes.keys where !Self.drawnKeys.contains(key) {
                Diagnostics.warnOnce("text.attribute.\(key.rawValue)", "the text attribute \(key.rawValue) is not drawn in labels yet; the text is drawn without it.")
            }
            let end = range.location + range.length
            while character < utf16Starts.count, utf16Starts[character] < end {
                styleOfCharacter[character] = styles.count - 1
                character += 1
            }
        }
        if styles.isEmpty {
            styles.append(Style(font: font, color: color, background: nil, underline: nil, strikethrough: nil, baselineOffset: 0))
        }
        self.styles = styles
        self.styleOfCharacter = styleOfCharacter
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        lineHeight = styles.map(\.font.lineHeight).max() ?? font.lineHeight
        ascender = styles.map(\.font.ascender).max() ?? font.ascender
    }

    /// `NSUnderlineStyle` as apps pass it: the option set, or its raw value as a number.
    private static func lineStyle(_ value: Any?) -> NSUnderlineStyle {
        if let style = value as? NSUnderlineStyle { return style }
        return NSUnderlineStyle(rawValue: Int(CGFloat(anyNumber: value) ?? 0))
    }

    /// The style of the character at `offset`; past the end (a truncation's ellipsis), the last one's.
    func style(at offset: Int) -> Style {
        guard !styleOfCharacter.isEmpty else { return styles[0] }
        return styles[styleOfCharacter[Swift.min(Swift.max(0, offset), styleOfCharacter.count - 1)]]
    }

    /// `line`, which starts at character `start` of the text, cut where its style changes.
    func segments(of line: String, from start: Int) -> [(text: String, style: Style)] {
        var segments: [(text: String, style: Style)] = []
        var current = "", currentIndex = -1
        for (index, character) in line.enumerated() {
            let offset = Swift.min(start + index, Swift.max(0, styleOfCharacter.count - 1))
            let styleIndex = styleOfCharacter.isEmpty ? 0 : styleOfCharacter[offset]
            if styleIndex != currentIndex, !current.isEmpty {
                segments.append((current, styles[currentIndex]))
                current = ""
            }
            currentIndex = styleIndex
            current.append(character)
        }
        if !current.isEmpty { segments.append((current, styles[currentIndex])) }
        return segments
    }

    /// The width of `line`, which starts at character `start`: each segment in its own font.
    package func width(of line: String, from start: Int) -> CGFloat {
        segments(of: line, from: start).reduce(0) { $0 + TextEngine.shared.width(of: $1.text, font: $1.style.font) }
    }
}
