import Foundation

/// The rules every editable text shares (fields and text views), on UTF-16 ranges as UIKit's.
enum TextEditing {
    /// `range` held inside a text of `length` UTF-16 units.
    static func clamped(_ range: NSRange, toLength length: Int) -> NSRange {
        let start = Swift.min(Swift.max(0, range.location), length)
        return NSRange(location: start, length: Swift.min(Swift.max(0, range.length), length - start))
    }

    /// What Backspace deletes: the selection, or the whole character before the caret; nil at the start.
    static func rangeDeletedBackward(from selection: NSRange, in text: String) -> NSRange? {
        if selection.length > 0 { return selection }
        guard selection.location > 0 else { return nil }
        let caret = String.Index(utf16Offset: selection.location, in: text)
        guard let last = text[..<caret].last else { return nil }
        let length = String(last).utf16.count
        return NSRange(location: selection.location - length, length: length)
    }

    /// The range as positions, as `UITextInput` hands them out.
    @MainActor
    static func textRange(_ range: NSRange) -> UITextRange {
        UITextRange(start: UITextPosition(utf16Offset: range.location), end: UITextPosition(utf16Offset: NSMaxRange(range)))
    }

    /// The range between two positions, in either order.
    @MainActor
    static func textRange(from start: UITextPosition, to end: UITextPosition) -> UITextRange {
        textRange(NSRange(location: Swift.min(start.utf16Offset, end.utf16Offset), length: abs(end.utf16Offset - start.utf16Offset)))
    }

    /// The position `offset` UTF-16 units on; nil outside a text of `length` units.
    @MainActor
    static func position(from position: UITextPosition, offset: Int, length: Int) -> UITextPosition? {
        let target = position.utf16Offset + offset
        return (0...length).contains(target) ? UITextPosition(utf16Offset: target) : nil
    }

    static func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.utf16Offset < other.utf16Offset ? .orderedAscending
            : position.utf16Offset > other.utf16Offset ? .orderedDescending : .orderedSame
    }
}

