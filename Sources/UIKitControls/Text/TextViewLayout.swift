import Foundation

/// A text view's text laid out for one width: its lines (wrapped at words, never truncated unless
/// the container limits the lines), where the text starts in the content, and the conversions
/// between UTF-16 offsets (UIKit's ranges), characters (the lines') and points.
@preconcurrency @MainActor
struct TextViewLayout {
    let runs: AttributedTextRuns
    let layout: TextLayout
    /// The top-left corner of the first line, in the text view's content coordinates.
    let origin: CGPoint
    /// The width lines wrap to: the container's less its padding on both sides.
    let lineWidth: CGFloat
    let alignment: NSTextAlignment
    /// Where each character starts in UTF-16, and the text's UTF-16 length last.
    private let utf16Starts: [Int]

    init(runs: AttributedTextRuns, origin: CGPoint, lineWidth: CGFloat, maxLines: Int, lineBreakMode: NSLineBreakMode,
         alignment: NSTextAlignment) {
        self.runs = runs
        self.origin = origin
        self.lineWidth = lineWidth
        self.alignment = runs.alignment ?? alignment
        layout = TextLayout(text: runs.string, lineHeight: runs.lineHeight, lineSpacing: runs.lineSpacing, maxWidth: lineWidth,
                            maxLines: maxLines, truncates: maxLines > 0, lineBreakMode: lineBreakMode, breaksLongWords: true) { line, start in
            runs.width(of: line, from: start)
        }
        var starts: [Int] = []
        var offset = 0
        for character in runs.string {
            starts.append(offset)
            offset += character.utf16.count
        }
        starts.append(offset)
        utf16Starts = starts
    }

    var pitch: CGFloat { layout.lineHeight + layout.lineSpacing }

    var lineCount: Int { layout.lines.count }
    /// The first character of `line`.
    func lineStart(_ line: Int) -> Int { layout.lineStarts[line] }
    var characterCount: Int { utf16Starts.count - 1 }

    /// The height of the lines, without the insets around them.
    var textHeight: CGFloat {
        let count = CGFloat(Swift.max(1, layout.lines.count))
        return layout.lineHeight * count + layout.lineSpacing * (count - 1)
    }

    /// The widest line's width.
    var widestLine: CGFloat { layout.lineWidths.max() ?? 0 }

    // MARK: Offsets

    func character(atUTF16 offset: Int) -> Int {
        var low = 0, high = utf16Starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if utf16Starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    func utf16Offset(ofCharacter character: Int) -> Int { utf16Starts[Swift.min(Swift.max(0, character), utf16Starts.count - 1)] }

    // MARK: Geometry

    /// The line a character is on: the last that starts at or before it (the space or newline that
    /// ends a line belongs to the end of that line).
    func line(ofCharacter character: Int) -> Int {
        var found = 0
        for (index, start) in layout.lineStarts.enumerated() where start <= character { found = index }
        return found
    }

    /// Where a line starts along the width, for the alignment.
    private func lineX(_ index: Int) -> CGFloat {
        let slack = lineWidth - layout.lineWidths[index]
        switch alignment {
        case .center: return origin.x + slack / 2
        case .right: return origin.x + slack
        default: return origin.x
        }
    }

    /// The caret's rectangle before a character, in content coordinates: two points wide, a line high.
    func caretRect(beforeCharacter character: Int) -> CGRect {
        let index = line(ofCharacter: character)
        let line = layout.lines[index], start = layout.lineStarts[index]
        let column = Swift.min(Swift.max(0, character - start), line.count)
        let x = lineX(index) + runs.width(of: String(line.prefix(column)), from: start)
        return CGRect(x: x, y: origin.y + CGFloat(index) * pitch, width: 2, height: layout.lineHeight)
    }

    /// The character boundary nearest a point in content coordinates.
    func character(nearest point: CGPoint) -> Int {
        let index = Swift.min(Swift.max(0, Int(((point.y - origin.y) / pitch).rounded(.down))), layout.lines.count - 1)
        let line = Array(layout.lines[index]), start = layout.lineStarts[index]
        var previous = lineX(index)
        for column in 0..<line.count {
            let next = lineX(index) + runs.width(of: String(line[...column]), from: start)
            if point.x < (previous + next) / 2 { return start + column }
            previous = next
        }
        return start + line.count
    }

    /// The rectangles a range of characters covers, one per line it touches.
    func selectionRects(from first: Int, to last: Int) -> [CGRect] {
        guard last > first else { return [] }
        let firstLine = line(ofCharacter: first), lastLine = line(ofCharacter: last)
        return (firstLine...lastLine).map { index in
            let start = index == firstLine ? caretRect(beforeCharacter: first).minX : lineX(index)
            let end = index == lastLine ? caretRect(beforeCharacter: last).minX : lineX(index) + layout.lineWidths[index]
            return CGRect(x: start, y: origin.y + CGFloat(index) * pitch, width: Swift.max(0, end - start), height: layout.lineHeight)
        }
    }

    /// Draws the lines that fall in `visible` (content coordinates), each in its runs' styles.
    func paint(in visible: CGRect, into commands: inout [DisplayCommand], transform: CGAffineTransform,
               drawn: (UIColor) -> DisplayCommand.Color) {
        let first = Swift.max(0, Int(((visible.minY - origin.y) / pitch).rounded(.down)))
        let last = Swift.min(layout.lines.count - 1, Int(((visible.maxY - origin.y) / pitch).rounded(.up)))
        guard first <= last else { return }
        for index in first...last where !layout.lines[index].isEmpty {
            runs.paint(layout.lines[index], from: layout.lineStarts[index], x: lineX(index), top: origin.y + CGFloat(index) * pitch,
                       lineHeight: layout.lineHeight, transform: transform, drawn: drawn, into: &commands)
        }
    }
}
