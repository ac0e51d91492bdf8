/// Breaks text into lines for labels: at newlines, then at word boundaries to fit a width, with
/// the last allowed line truncated with an ellipsis, as UILabel does by default.
@preconcurrency @MainActor
struct TextLayout {
    let lines: [String]
    let lineHeight: CGFloat
    let font: UIFont

    /// - Parameters:
    ///   - maxWidth: the width to wrap to; infinite for one line per paragraph.
    ///   - maxLines: 0 for no limit.
    init(text: String, font: UIFont, maxWidth: CGFloat, maxLines: Int, truncates: Bool = true,
         lineBreakMode: NSLineBreakMode = .byTruncatingTail) {
        self.font = font
        lineHeight = font.lineHeight
        let engine = TextEngine.shared
        var result: [String] = []
        let paragraphs = text.components(separatedBy: "\n")
        outer: for paragraph in paragraphs {
            if maxLines == 1 { result.append(paragraph); break }
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                let candidate = current.isEmpty ? word : current + " " + word
                if current.isEmpty || engine.width(of: candidate, font: font) <= maxWidth {
                    current = candidate
                } else {
                    result.append(current)
                    if maxLines > 0 && result.count >= maxLines { current = ""; break outer }
                    current = word
                }
            }
            result.append(current)
            if maxLines > 0 && result.count >= maxLines { break }
        }
        let truncatedByCount = maxLines > 0 && (result.count > maxLines || Self.droppedText(text, result))
        if maxLines > 0 && result.count > maxLines { result = Array(result.prefix(maxLines)) }
        let ellipsises = [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle].contains(lineBreakMode)
        if truncates, ellipsises, let last = result.last {
            let needsEllipsis = truncatedByCount || engine.width(of: last, font: font) > maxWidth
            if needsEllipsis && maxWidth.isFinite {
                result[result.count - 1] = Self.truncate(last, toFit: maxWidth, font: font, force: truncatedByCount,
                                                         mode: lineBreakMode)
            }
        }
        lines = result
    }

    private static func droppedText(_ text: String, _ lines: [String]) -> Bool {
        let kept = lines.joined(separator: " ").filter { !$0.isWhitespace }.count
        return kept < text.filter { !$0.isWhitespace }.count
    }

    /// Shortens `line` with an ellipsis at its end, start or middle until it fits `width`.
    private static func truncate(_ line: String, toFit width: CGFloat, font: UIFont, force: Bool,
                                 mode: NSLineBreakMode) -> String {
        let engine = TextEngine.shared
        if !force && engine.width(of: line, font: font) <= width { return line }
        var head = Array(line), tail: [Character] = []
        if mode == .byTruncatingHead { (head, tail) = ([], Array(line)) }
        if mode == .byTruncatingMiddle {
            head = Array(line.prefix(line.count / 2))
            tail = Array(line.suffix(line.count - line.count / 2))
        }
        func joined() -> String {
            String(head).trimmingCharacters(in: .whitespaces) + "…" + String(tail).trimmingCharacters(in: .whitespaces)
        }
        while !(head.isEmpty && tail.isEmpty) && engine.width(of: joined(), font: font) > width {
            // Take from the longer side (the only side, for head and tail truncation).
            if mode == .byTruncatingHead || (mode == .byTruncatingMiddle && tail.count > head.count) {
                tail.removeFirst()
            } else {
                head.removeLast()
            }
        }
        return joined()
    }

    var size: CGSize { size(roundedUpToPixelsAt: 1) }

    /// The size the lines take, each side rounded up to whole pixels of a screen of `scale` (UIKit
    /// reports a one-line 17-point label 20.33 points tall at 3×: 61 pixels).
    func size(roundedUpToPixelsAt scale: CGFloat) -> CGSize {
        let width = lines.map { TextEngine.shared.width(of: $0, font: font) }.max() ?? 0
        let height = lineHeight * CGFloat(Swift.max(1, lines.count))
        return CGSize(width: ceil(width * scale) / scale, height: ceil(height * scale) / scale)
    }
}
