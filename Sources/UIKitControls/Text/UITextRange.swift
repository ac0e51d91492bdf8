import Foundation

/// A range of a text input's document between two positions, as UIKit's `UITextRange`.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    private let storedStart: UITextPosition
    private let storedEnd: UITextPosition

    open var start: UITextPosition { storedStart }
    open var end: UITextPosition { storedEnd }
    /// True when the range is a caret: its start and end are the same place.
    open var isEmpty: Bool { storedStart.utf16Offset == storedEnd.utf16Offset }

    public override init() {
        storedStart = UITextPosition()
        storedEnd = UITextPosition()
    }

    init(start: UITextPosition, end: UITextPosition) {
        storedStart = start
        storedEnd = end
    }

    /// The UTF-16 range, for the lab's own text inputs.
    var utf16Range: NSRange { NSRange(location: storedStart.utf16Offset, length: storedEnd.utf16Offset - storedStart.utf16Offset) }
}
