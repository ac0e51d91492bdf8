import Foundation

// The caret and selection moved by the keyboard's arrow keys (Shift extends the selection), and
// the word a double tap selects, shared by text fields and text views.
extension EditActionTarget {
    /// Moves the caret: Left and Right by a character (onto a selection's start or end first),
    /// Up and Down by a line, Home and End to the line's ends; with `extending`, the selection's
    /// start moves left and up and its end right and down.
    func moveCaret(_ movement: CaretMovement, extending: Bool) {
        let text = wholeText
        let start = selection.location, end = NSMaxRange(selection)
        func step(_ offset: Int, forward: Bool) -> Int {
            let index = String.Index(utf16Offset: Swift.min(Swift.max(0, offset), text.utf16.count), in: text)
            if forward { return index < text.endIndex ? text.index(after: index).utf16Offset(in: text) : offset }
            return index > text.startIndex ? text.index(before: index).utf16Offset(in: text) : offset
        }
        switch movement {
        case .left:
            if extending { select(NSRange(location: step(start, forward: false), length: end - step(start, forward: false))) }
            else { select(NSRange(location: selection.length > 0 ? start : step(start, forward: false), length: 0)) }
        case .right:
            if extending { select(NSRange(location: start, length: step(end, forward: true) - start)) }
            else { select(NSRange(location: selection.length > 0 ? end : step(end, forward: true), length: 0)) }
        case .up, .lineStart:
            let target = movement == .up ? caretOffset(from: start, byLines: -1) : lineBoundary(of: start, atEnd: false)
            select(extending ? NSRange(location: target, length: end - target) : NSRange(location: target, length: 0))
        case .down, .lineEnd:
            let target = movement == .down ? caretOffset(from: end, byLines: 1) : lineBoundary(of: end, atEnd: true)
            select(extending ? NSRange(location: start, length: target - start) : NSRange(location: target, length: 0))
        }
    }

    /// Selects the word at `offset` (letters and digits around it), as a double tap does; between
    /// words, the caret stays.
    func selectWord(at offset: Int) {
        select(TextEditing.wordRange(around: offset, in: wholeText))
    }

    var wholeText: String { text(in: TextEditing.textRange(NSRange(location: 0, length: editedLength))) ?? "" }
}

extension TextEditing {
    /// The word touching `offset`: the run of letters, digits and apostrophes around it; empty at
    /// `offset` when none touches it.
    static func wordRange(around offset: Int, in text: String) -> NSRange {
        let characters = Array(text)
        var starts: [Int] = []
        var position = 0
        for character in characters {
            starts.append(position)
            position += String(character).utf16.count
        }
        starts.append(position)
        func isWordCharacter(_ index: Int) -> Bool {
            guard characters.indices.contains(index) else { return false }
            return characters[index].isLetter || characters[index].isNumber || characters[index] == "'" || characters[index] == "’"
        }
        guard var index = starts.firstIndex(where: { $0 >= offset }) else { return NSRange(location: offset, length: 0) }
        if !isWordCharacter(index) {
            guard isWordCharacter(index - 1) else { return NSRange(location: offset, length: 0) }
            index -= 1
        }
        var first = index, last = index
        while isWordCharacter(first - 1) { first -= 1 }
        while isWordCharacter(last + 1) { last += 1 }
        return NSRange(location: starts[first], length: starts[last + 1] - starts[first])
    }
}
