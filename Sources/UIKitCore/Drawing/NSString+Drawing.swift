import Foundation

// Text in drawings, as UIKit's NSString and NSAttributedString drawing: `draw(at:)` one line per
// paragraph from a point, `draw(in:)` wrapped at words to the rect's width and cut at its edges.
// Attributes read are `.font`, `.foregroundColor`, `.paragraphStyle` (alignment, line break mode, line
// spacing) and `.shadow`; without them, the 12-point system font in black, left-aligned, wrapped at words.
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

/// A string with the font, colour, paragraph style and shadow it is drawn in.
@MainActor
struct TextDrawing {
    let text: String
    let style: Style

    private var font: UIFont { style.font }
    private var paragraph: NSParagraphStyle.Values { style.paragraph }

    /// The attributes drawing reads, taken on the calling thread.
    struct Style: Sendable {
        let font: UIFont
        let color: RGBA
        let paragraph: NSParagraphStyle.Values
        /// The shadow's offset (base space, down and right) and colour, when the text has one.
        let shadow: (offset: CGSize, color: RGBA)?

        init(_ attributes: [NSAttributedString.Key: Any]?) {
            font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
            color = (attributes?[.foregroundColor] as? UIColor)?.rgba ?? UIColor.black.rgba
            paragraph = (attributes?[.paragraphStyle] as? NSParagraphStyle)?.values ?? NSParagraphStyle.Values()
            if let shadow = attributes?[.shadow] as? NSShadow {
                // UIKit's default shadow colour: black at a third of full opacity.
                let shade = (shadow.shadowColor as? UIColor)?.rgba ?? RGBA(red: 0, green: 0, blue: 0, alpha: 1.0 / 3)
                self.shadow = (shadow.shadowOffset, shade)
                if shadow.shadowBlurRadius > 0 {
                    Diagnostics.warnOnceFromAnyThread("drawing.textShadowBlur", "NSShadow.shadowBlurRadius is not drawn on text yet; its shadow is drawn sharp.")
                }
            } else {
                shadow = nil
            }
            Self.warnAboutUndrawnParagraphProperties(paragraph)
        }

        init(_ attributed: NSAttributedString) {
            self.init(attributed.length > 0 ? attributed.attributes(at: 0, effectiveRange: nil) : [:])
        }

        /// Says once for each paragraph property set away from its default that drawing leaves out.
        static func warnAboutUndrawnParagraphProperties(_ values: NSParagraphStyle.Values) {
            let plain = NSParagraphStyle.Values()
            let undrawn: [(String, Bool)] = [
                ("paragraphSpacing", values.paragraphSpacing != plain.paragraphSpacing),
                ("paragraphSpacingBefore", values.paragraphSpacingBefore != plain.paragraphSpacingBefore),
                ("headIndent", values.headIndent != plain.headIndent),
                ("tailIndent", values.tailIndent != plain.tailIndent),
                ("firstLineHeadIndent", values.firstLineHeadIndent != plain.firstLineHeadIndent),
                ("minimumLineHeight", values.minimumLineHeight != plain.minimumLineHeight),
                ("maximumLineHeight", values.maximumLineHeight != plain.maximumLineHeight),
                ("lineHeightMultiple", values.lineHeightMultiple != plain.lineHeightMultiple),
                ("hyphenationFactor", values.hyphenationFactor != plain.hyphenationFactor),
                ("defaultTabInterval", values.defaultTabInterval != plain.defaultTabInterval),
                ("alignment = .justified", values.alignment == .justified),
            ]
            for (name, isSet) in undrawn where isSet {
                Diagnostics.warnOnceFromAnyThread("drawing.paragraph.\(name)", "NSParagraphStyle.\(name) is not drawn yet; text is drawn as with the default.")
            }
        }

        func draw(_ text: String, at point: CGPoint) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            nonisolated(unsafe) let target = context
            MainActorBridge.sync { TextDrawing(text: text, style: self).draw(at: point, in: target) }
        }

        func draw(_ text: String, in rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            nonisolated(unsafe) let target = context
            MainActorBridge.sync { TextDrawing(text: text, style: self).draw(in: rect, in: target) }
        }

        func size(of text: String) -> CGSize {
            MainActorBridge.sync { TextDrawing(text: text, style: self).size }
        }

        func draw(_ text: String, with rect: CGRect, options: NSStringDrawingOptions) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            nonisolated(unsafe) let target = context
            MainActorBridge.sync { TextDrawing(text: text, style: self).draw(with: rect, options: options, in: target) }
        }

        func bounds(of text: String, fitting size: CGSize, options: NSStringDrawingOptions) -> CGRect {
            MainActorBridge.sync { TextDrawing(text: text, style: self).bounds(fitting: size, options: options) }
        }
    }

    private var paragraphs: [String] { text.components(separatedBy: "\n") }

    /// From the top of one line to the top of the next.
    private var linePitch: CGFloat { font.lineHeight + paragraph.lineSpacing }

    var size: CGSize {
        let widths = paragraphs.map { TextEngine.shared.width(of: $0, font: font) }
        let lines = CGFloat(paragraphs.count)
        return CGSize(width: widths.max() ?? 0, height: font.lineHeight * lines + paragraph.lineSpacing * (lines - 1))
    }

    func draw(at point: CGPoint, in context: CGContext) {
        for (index, line) in paragraphs.enumerated() {
            append(line, at: CGPoint(x: point.x, y: point.y + linePitch * CGFloat(index)), in: context)
        }
    }

    func draw(in rect: CGRect, in context: CGContext) {
        let mode = paragraph.lineBreakMode
        let truncates = [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle].contains(mode)
        // A truncating mode ends the last line the rect holds with an ellipsis; the others wrap and clip.
        let linesThatFit = linesHeld(byHeight: rect.height)
        let layout = TextLayout(text: text, font: font, maxWidth: Swift.max(1, rect.width), maxLines: truncates ? linesThatFit : 0,
                                truncates: truncates, lineBreakMode: mode)
        context.saveGState()
        context.clip(to: rect)
        for (index, line) in layout.lines.enumerated() {
            let y = rect.minY + linePitch * CGFloat(index)
            guard y < rect.maxY else { break }
            append(line, at: CGPoint(x: alignedX(of: line, in: rect), y: y), in: context)
        }
        context.restoreGState()
    }

    /// How many lines a height holds, at least one; a height too large to count (or not a number)
    /// holds as many as any text has.
    private func linesHeld(byHeight height: CGFloat) -> Int {
        let lines = ((height + paragraph.lineSpacing) / linePitch).rounded(.down)
        guard lines.isFinite, lines < CGFloat(Int32.max) else { return Int(Int32.max) }
        return Swift.max(1, Int(lines))
    }

    /// The text's lines wrapped to `size`'s width (none when it is zero or unbounded); with
    /// `.truncatesLastVisibleLine`, as many as `size`'s height holds, the last one ending in an ellipsis.
    private func lines(fitting size: CGSize, options: NSStringDrawingOptions) -> TextLayout {
        let wraps = size.width > 0 && size.width.isFinite
        let truncates = options.contains(.truncatesLastVisibleLine) && size.height > 0 && size.height.isFinite
        let linesThatFit = truncates ? linesHeld(byHeight: size.height) : 0
        return TextLayout(text: text, font: font, maxWidth: wraps ? size.width : .infinity, maxLines: linesThatFit,
                          truncates: truncates, lineBreakMode: paragraph.lineBreakMode)
    }

    /// Where the text goes: from the top left of its first line with `.usesLineFragmentOrigin`,
    /// else one line whose baseline starts at the origin (so the bounds start above it).
    func bounds(fitting size: CGSize, options: NSStringDrawingOptions) -> CGRect {
        guard options.contains(.usesLineFragmentOrigin) else {
            let line = TextEngine.shared.width(of: text, font: font)
            return CGRect(x: 0, y: -font.ascender, width: line, height: font.ascender - font.descender)
        }
        let layout = lines(fitting: size, options: options)
        let count = CGFloat(layout.lines.count)
        return CGRect(x: 0, y: 0, width: layout.lineWidths.max() ?? 0,
                      height: font.lineHeight * count + paragraph.lineSpacing * Swift.max(0, count - 1))
    }

    func draw(with rect: CGRect, options: NSStringDrawingOptions, in context: CGContext) {
        guard options.contains(.usesLineFragmentOrigin) else {
            append(text, at: CGPoint(x: rect.minX, y: rect.minY - font.ascender), in: context)
            return
        }
        let layout = lines(fitting: rect.size, options: options)
        for (index, line) in layout.lines.enumerated() {
            let y = rect.minY + linePitch * CGFloat(index)
            if rect.height > 0 && y >= rect.maxY { break }
            append(line, at: CGPoint(x: alignedX(of: line, in: rect), y: y), in: context)
        }
    }

    private func alignedX(of line: String, in rect: CGRect) -> CGFloat {
        switch paragraph.alignment {
        case .center: return rect.minX + (rect.width - TextEngine.shared.width(of: line, font: font)) / 2
        case .right: return rect.maxX - TextEngine.shared.width(of: line, font: font)
        case .left, .natural, .justified: return rect.minX
        }
    }

    /// One line, its shadow first. The shadow's offset is in the base space, whatever the CTM
    /// (as Core Graphics draws shadows), so it is carried back through the CTM's linear part.
    private func append(_ line: String, at origin: CGPoint, in context: CGContext) {
        if let shadow = style.shadow {
            let ctm = context.ctm
            let linear = CGAffineTransform(a: ctm.a, b: ctm.b, c: ctm.c, d: ctm.d, tx: 0, ty: 0).inverted()
            let offset = CGPoint(x: shadow.offset.width, y: shadow.offset.height).applying(linear)
            context.appendText(line, font: font, at: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), color: shadow.color)
        }
        context.appendText(line, font: font, at: origin, color: style.color)
    }
}
