import Foundation

/// Text a responder lets the system read and edit by position, as UIKit's `UITextInput`: the
/// selection, positions counted from the start of the document, and ranges between them. The lab
/// has no input method, so nothing is ever marked text.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The caret's rectangle at a position, in the responder's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The position nearest a point in the responder's coordinates.
    func closestPosition(to point: CGPoint) -> UITextPosition?
}
