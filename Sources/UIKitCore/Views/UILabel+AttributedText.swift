import Foundation

// How a label lays out its styled text (`attributedText`, declared with the class so subclasses
// can override it): runs without a font or colour take the label's; setting `font`, `textColor` or
// `textAlignment` afterwards applies to the whole of it, as Apple documents.
extension UILabel {
    /// The label's layout of its text for a width: the attributed text's runs, or plain text in `font`.
    func textLayout(font: UIFont, maxWidth: CGFloat, truncates: Bool) -> (layout: TextLayout, runs: AttributedTextRuns?) {
        guard let storedAttributedText else {
            return (TextLayout(text: text ?? "", font: font, maxWidth: maxWidth, maxLines: numberOfLines, truncates: truncates,
                               lineBreakMode: lineBreakMode), nil)
        }
        let runs = runs(of: storedAttributedText, font: font, color: textColor ?? .label)
        let layout = TextLayout(text: runs.string, lineHeight: runs.lineHeight, lineSpacing: runs.lineSpacing, maxWidth: maxWidth,
                                maxLines: numberOfLines, truncates: truncates, lineBreakMode: lineBreakMode) { line, start in
            runs.width(of: line, from: start)
        }
        return (layout, runs)
    }

    /// The runs for this text, font and colour: those made last when all three are the same objects
    /// (each is replaced, never changed in place, when the label's text, font or colour is set).
    private func runs(of text: NSAttributedString, font: UIFont, color: UIColor) -> AttributedTextRuns {
        if let cachedRuns, cachedRuns.text === text, cachedRuns.font === font, cachedRuns.color === color { return cachedRuns.runs }
        let runs = AttributedTextRuns(text, font: font, color: color)
        cachedRuns = (text, font, color, runs)
        return runs
    }

    /// A new font or colour for the label is the whole attributed text's.
    func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any?) {
        guard let storedAttributedText, let value else { return }
        self.storedAttributedText = storedAttributedText.settingAttribute(key, to: value)
    }

    /// A new alignment for the label is the whole attributed text's paragraph alignment.
    func applyAlignmentToAttributedText() {
        guard let storedAttributedText, storedAttributedText.length > 0 else { return }
        let existing = storedAttributedText.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        let paragraph = NSMutableParagraphStyle()
        if let existing { paragraph.setParagraphStyle(existing) }
        paragraph.alignment = textAlignment
        applyToAttributedText(.paragraphStyle, paragraph)
    }
}
