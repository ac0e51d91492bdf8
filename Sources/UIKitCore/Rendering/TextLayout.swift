/// Breaks text into lines for labels: at newlines, then at word boundaries to fit a width, with
/// the last allowed line truncated with an ellipsis, as UILabel does by default. Plain text is
/// measured in one font; attributed text measures each line by the runs it starts at.
@preconcurrency @MainActor
package struct TextLayout {
    package let lines: [String]
    /// Where each line starts in the text, in characters (a truncated line's ellipsis is not in it).
    package let lineStarts: [Int]
    /// Each line's width, as measured when it was laid out.
    package let lineWidths: [CGFloat]
    package let lineHeight: CGFloat
    /// Added between lines (a paragraph style's `lineSpacing`).
    package let lineSpacing: CGFloat

    /// The width of a line of the text that starts at a character offset.
    package typealias Measure = (_ line: String, _ start: Int) -> CGFloat

    /// - Parameters:
    ///   - maxWidth: the width to wrap to; infinite for one line per paragraph.
    ///   - maxLines: 0 for no limit.
    init(text: String, font: UIFont, maxWidth: CGFloat, maxLines: Int, truncates: Bool = true,
         lineBreakMode: NSLineBreakMode = .byTruncatingTail) {
        let engine = TextEngine.shared
        self.init(text: text, lineHeight: font.lineHeight, maxWidth: maxWidth, maxLines: maxLines, truncates: truncates,
                  lineBreakMode: lineBreakMode) { line, _ in engine.width(of: line, font: font) }
    }

    ///   - breaksLongWords: whether a word wider than a line breaks between characters (a text
    ///     view's does; labels keep such a word whole for now).
    package init(text: String, lineHeight: CGFloat, lineSpacing: CGFloat = 0, maxWidth: CGFloat, maxLines: Int, truncates: Bool = true,
         lineBreakMode: NSLineBreakMode = .byTruncatingTail, breaksLongWords: Bool = false, measure: Measure) {
        self.lineHeight = lineHeight
        self.lineSpacing = lineSpacing
        var result: [String] = []
        var starts: [Int] = []
        let paragraphs = text.components(separatedBy: "\n")
        var paragraphStart = 0
        outer: for paragraph in paragraphs {
            if maxLines == 1 { result.append(paragraph); starts.append(paragraphStart); break }
            var current = "", currentStart = paragraphStart, wordStart = paragraphStart
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                let candidate = current.isEmpty ? word : current + " " + word
                if current.isEmpty || measure(candidate, currentStart) <= maxWidth {
                    if current.isEmpty { currentStart = wordStart }
                    current = candidate
                } else {
                    result.append(current)
                    starts.append(currentStart)
                    if maxLines > 0 && result.count >= maxLines { current = ""; break outer }
                    current = word
                    currentStart = wordStart
                }
                // A word wider than a whole line (a long web address) breaks between characters, as
                // TextKit's word wrapping does, its last piece starting the line that goes on.
                if breaksLongWords, currentStart == wordStart, maxWidth.isFinite, measure(current, currentStart) > maxWidth {
                    var piece = ""
                    for character in current {
                        if !piece.isEmpty, measure(piece + String(character), currentStart) > maxWidth {
                            result.append(piece)
                            starts.append(currentStart)
                            if maxLines > 0 && result.count >= maxLines { current = ""; break outer }
                            currentStart += piece.count
                            piece = ""
                        }
                        piece.append(character)
                    }
                    current = piece
                }
                wordStart += word.count + 1
            }
            result.append(current)
            starts.append(currentStart)
            if maxLines > 0 && result.count >= maxLines { break }
            paragraphStart += paragraph.count + 1
        }
        let truncatedByCount = maxLines > 0 && (result.count > maxLines || Self.droppedText(text, result))
        if maxLines > 0 && result.count > maxLines {
            result = Array(result.prefix(maxLines))
            starts = Array(starts.prefix(maxLines))
        }
        let ellipsises = [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle].contains(lineBreakMode)
        if truncates, ellipsises, let last = result.last, let lastStart = starts.last {
            let needsEllipsis = truncatedByCount || measure(last, lastStart) > maxWidth
            if needsEllipsis && maxWidth.isFinite {
                result[result.count - 1] = Self.truncate(last, toFit: maxWidth, force: truncatedByCount, mode: lineBreakMode) {
                    measure($0, lastStart)
                }
            }
        }
        lines = result
        lineStarts = starts
        lineWidths = zip(result, starts).map { measure($0, $1) }
    }

    private static func droppedText(_ text: String, _ lines: [String]) -> Bool {
        let kept = lines.joined(separator: " ").filter { !$0.isWhitespace }.count
        return kept < text.filter { !$0.isWhitespace }.count
    }

    /// Shortens `line` with an ellipsis at its end, start or middle until it fits `width`.
    private static func truncate(_ line: String, toFit width: CGFloat, force: Bool, mode: NSLineBreakMode,
                                 measure: (String) -> CGFloat) -> String {
        if !force && measure(line) <= width { return line }
        var head = Array(line), tail: [Character] = []
        if mode == .byTruncatingHead { (head, tail) = ([], Array(line)) }
        if mode == .byTruncatingMiddle {
            head = Array(line.prefix(line.count / 2))
            tail = Array(line.suffix(line.count - line.count / 2))
        }
        func joined() -> String {
            String(head).trimmingCharacters(in: .whitespaces) + "…" + String(tail).trimmingCharacters(in: .whitespaces)
        }
        while !(head.isEmpty && tail.isEmpty) && measure(joined()) > width {
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
        let width = lineWidths.max() ?? 0
        let count = CGFloat(Swift.max(1, lines.count))
        let height = lineHeight * count + lineSpacing * (count - 1)
        return CGSize(width: ceil(width * scale) / scale, height: ceil(height * scale) / scale)
    }
}
