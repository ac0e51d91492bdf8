import Foundation

// Text in drawings, as UIKit's NSString and NSAttributedString drawing: `draw(at:)` one line per
// paragraph from a point, `draw(in:)` wrapped at words to the rect's width and cut at its edges.
// Attributes read are `.font` and `.foregroundColor`; without them, the 12-point system font in black.
// Callable from any thread, as in the SDK: the context is the calling thread's current one, and the
// text is measured and laid out by the main actor's text engine while the caller waits.
extension NSString {
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }

    /// The size the text takes drawn with `draw(at:withAttributes:)`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }
}

extension String {
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.Style(attrs).draw(self, at: point)
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.Style(attrs).draw(self, in: rect)
    }

    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextDrawing.Style(attrs).size(of: self)
    }
}

extension NSAttributedString {
    /// Drawn with the attributes of its first character throughout.
    public func draw(at point: CGPoint) { TextDrawing.Style(self).draw(string, at: point) }
    public func draw(in rect: CGRect) { TextDrawing.Style(self).draw(string, in: rect) }
    public func size() -> CGSize { TextDrawing.Style(self).size(of: string) }
}

/// A string with the font and colour it is drawn in.
@MainActor
struct TextDrawing {
    let text: String
    let font: UIFont
    let color: RGBA

    /// The attributes drawing reads, taken on the calling thread.
    struct Style: Sendable {
        let font: UIFont
        let color: RGBA

        init(_ attributes: [NSAttributedString.Key: Any]?) {
            font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
            color = (attributes?[.foregroundColor] as? UIColor)?.rgba ?? UIColor.black.rgba
        }

        init(_ attributed: NSAttributedString) {
            self.init(attributed.length > 0 ? attributed.attributes(at: 0, effectiveRange: nil) : [:])
        }

        func draw(_ text: String, at point: CGPoint) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            nonisolated(unsafe) let target = context
            MainActorBridge.sync { TextDrawing(text: text, font: font, color: color).draw(at: point, in: target) }
        }

        func draw(_ text: String, in rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            nonisolated(unsafe) let target = context
            MainActorBridge.sync { TextDrawing(text: text, font: font, color: color).draw(in: rect, in: target) }
        }

        func size(of text: String) -> CGSize {
            MainActorBridge.sync { TextDrawing(text: text, font: font, color: color).size }
        }
    }

    private var paragraphs: [String] { text.components(separatedBy: "\n") }

    var size: CGSize {
        let widths = paragraphs.map { TextEngine.shared.width(of: $0, font: font) }
        return CGSize(width: widths.max() ?? 0, height: font.lineHeight * CGFloat(paragraphs.count))
    }

    func draw(at point: CGPoint, in context: CGContext) {
        for (index, line) in paragraphs.enumerated() {
            context.appendText(line, font: font, at: CGPoint(x: point.x, y: point.y + font.lineHeight * CGFloat(index)), color: color)
        }
    }

    func draw(in rect: CGRect, in context: CGContext) {
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
