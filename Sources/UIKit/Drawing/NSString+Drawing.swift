import Foundation

// Text in drawings, as UIKit's NSString and NSAttributedString drawing: `draw(at:)` one line per
// paragraph from a point, `draw(in:)` wrapped at words to the rect's width and cut at its edges.
// Attributes read are `.font` and `.foregroundColor`; without them, the 12-point system font in black.
extension NSString {
    @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }

    /// The size the text takes drawn with `draw(at:withAttributes:)`.
    @MainActor public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }
}

extension String {
    @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing(self, attrs).draw(at: point)
    }

    @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing(self, attrs).draw(in: rect)
    }

    @MainActor public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextDrawing(self, attrs).size
    }
}

extension NSAttributedString {
    /// Drawn with the attributes of its first character throughout.
    @MainActor public func draw(at point: CGPoint) { TextDrawing(self).draw(at: point) }
    @MainActor public func draw(in rect: CGRect) { TextDrawing(self).draw(in: rect) }
    @MainActor public func size() -> CGSize { TextDrawing(self).size }
}

/// A string with the font and colour it is drawn in.
@MainActor
struct TextDrawing {
    let text: String
    let font: UIFont
    let color: RGBA

    init(_ text: String, _ attributes: [NSAttributedString.Key: Any]?) {
        self.text = text
        font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        color = (attributes?[.foregroundColor] as? UIColor)?.rgba ?? UIColor.black.rgba
    }

    init(_ attributed: NSAttributedString) {
        let attributes = attributed.length > 0 ? attributed.attributes(at: 0, effectiveRange: nil) : [:]
        self.init(attributed.string, attributes)
    }

    private var paragraphs: [String] { text.components(separatedBy: "\n") }

    var size: CGSize {
        let widths = paragraphs.map { TextEngine.shared.width(of: $0, font: font) }
        return CGSize(width: widths.max() ?? 0, height: font.lineHeight * CGFloat(paragraphs.count))
    }

    func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        for (index, line) in paragraphs.enumerated() {
            context.appendText(line, font: font, at: CGPoint(x: point.x, y: point.y + font.lineHeight * CGFloat(index)), color: color)
        }
    }

    func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = TextLayout(text: text, font: font, maxWidth: Swift.max(1, rect.width), maxLines: 0, truncates: false)
        context.saveGState()
        context.clip(to: rect)
        for (index, line) in layout.lines.enumerated() {
            let y = rect.minY + layout.lineHeight * CGFloat(index)
            guard y < rect.maxY else { break }
            context.appendText(line, font: font, at: CGPoint(x: rect.minX, y: y), color: color)
        }
        context.restoreGState()
    }
}
