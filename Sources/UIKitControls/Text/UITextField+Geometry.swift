import Foundation

// Where a text field's line of text lies: the text (or placeholder) shown, its font and origin,
// which way it has scrolled to keep the caret in view, and the caret's place at each offset.
extension UITextField {
    /// The line as drawn now.
    struct ShownLine {
        let string: String
        let isPlaceholder: Bool
        let font: UIFont
        /// The text's rectangle (editing, placeholder or plain, as the field's state picks).
        let rect: CGRect
        /// Where the text starts along the line, scrolled while editing to keep the caret inside.
        let originX: CGFloat
        let y: CGFloat
        let lineHeight: CGFloat

        /// Where the boundary before UTF-16 `offset` is along the line.
        @MainActor
        func x(atOffset offset: Int, in field: UITextField) -> CGFloat {
            originX + (isPlaceholder ? 0 : field.shownWidth(upTo: offset, font: font))
        }
    }

    func shownLine(in bounds: CGRect) -> ShownLine {
        let shown = isSecureTextEntry ? String(repeating: "•", count: storedText.count) : storedText
        let isPlaceholder = shown.isEmpty
        let string = isPlaceholder ? (placeholder ?? "") : shown
        let rect = isPlaceholder ? placeholderRect(forBounds: bounds) : isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let font = isEditing || isPlaceholder ? self.font ?? .systemFont(ofSize: 17) : fittedFont(for: string, width: rect.width)
        let width = string.isEmpty ? 0 : TextEngine.shared.width(of: string, font: font)
        let lineHeight = font.lineHeight
        var x = rect.minX
        if textAlignment == .center { x = rect.minX + (rect.width - width) / 2 }
        if textAlignment == .right { x = rect.maxX - width }
        // While editing, the line scrolls so the caret stays inside the rectangle, as UIKit's does.
        let caretEnd = isPlaceholder ? 0 : shownWidth(upTo: NSMaxRange(selection), font: font)
        if isEditing, x + caretEnd > rect.maxX - 2 { x = rect.maxX - 2 - caretEnd }
        return ShownLine(string: string, isPlaceholder: isPlaceholder, font: font, rect: rect, originX: x,
                         y: rect.minY + (rect.height - lineHeight) / 2, lineHeight: lineHeight)
    }

    /// The caret's rectangle before UTF-16 `offset`, in the field's coordinates (1 point past a
    /// character's edge, as drawn).
    func caretRect(atOffset offset: Int) -> CGRect {
        let line = shownLine(in: presentationBounds)
        let x = line.x(atOffset: offset, in: self)
        return CGRect(x: x + (x > line.originX ? 1 : 0), y: line.y, width: 2, height: line.lineHeight)
    }

    /// The character boundary nearest `point` (the field's coordinates), as a UTF-16 offset.
    func offset(nearest point: CGPoint) -> Int {
        let line = shownLine(in: presentationBounds)
        guard !line.isPlaceholder else { return 0 }
        var best = 0, bestDistance = CGFloat.infinity
        var offset = 0
        for character in storedText {
            let distance = abs(line.x(atOffset: offset, in: self) - point.x)
            if distance < bestDistance { (best, bestDistance) = (offset, distance) }
            offset += String(character).utf16.count
        }
        if abs(line.x(atOffset: offset, in: self) - point.x) < bestDistance { best = offset }
        return best
    }
}
