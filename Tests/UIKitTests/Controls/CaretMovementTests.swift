import Foundation
import Testing
import UIKit
@testable import UIKitTesting
@testable import UIKitControls

/// The caret moved by a hardware keyboard as on an iPad (the lab's window sends its arrow, Home
/// and End keys): Left and Right by a character, onto a selection's start or end first; Up and
/// Down by a line (a field's one line: to its start or end); Home and End to the line's ends;
/// Shift extends the selection. A double tap in a text view selects the word under it.
/// Sources: docs/PORTING.md, "Text views".
@MainActor
@Suite struct CaretMovementTests {
    static func selection(_ input: UITextInput) -> (Int, Int) {
        let range = input.selectedTextRange!
        return (input.offset(from: input.beginningOfDocument, to: range.start), input.offset(from: range.start, to: range.end))
    }

    @Test func arrowsMoveTheCaretInAFieldAndShiftSelects() {
        let screen = PlainScreen(size: CGSize(width: 300, height: 300))
        let field = UITextField(frame: CGRect(x: 10, y: 40, width: 280, height: 34))
        screen.controller.view.addSubview(field)
        screen.host.settle()
        screen.host.run {
            let window = field.window!
            field.text = "Hello world"
            _ = field.becomeFirstResponder()
            field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
            window.sendCaretMovement(.left, extending: false)
            window.sendCaretMovement(.left, extending: false)
            #expect(Self.selection(field) == (9, 0))
            window.sendCaretMovement(.left, extending: true)
            #expect(Self.selection(field) == (8, 1), "Shift+Left selects the character before")
            window.sendCaretMovement(.right, extending: false)
            #expect(Self.selection(field) == (9, 0), "Right ends a selection at its end")
            window.sendCaretMovement(.lineStart, extending: false)
            #expect(Self.selection(field) == (0, 0))
            window.sendCaretMovement(.lineEnd, extending: true)
            #expect(Self.selection(field) == (0, 11), "Shift+End selects to the line's end")
            window.sendCaretMovement(.up, extending: false)
            #expect(Self.selection(field) == (0, 0), "one line: Up goes to its start")
            window.sendCaretMovement(.down, extending: false)
            #expect(Self.selection(field) == (11, 0), "and Down to its end")
            window.sendCaretMovement(.right, extending: false)
            #expect(Self.selection(field) == (11, 0), "nothing past the end")
            field.text = "a👍b"
            field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
            window.sendCaretMovement(.left, extending: false)
            window.sendCaretMovement(.left, extending: false)
            #expect(Self.selection(field) == (1, 0), "a character at a time, a two-unit emoji included")
        }
    }

    @Test func upAndDownMoveByLinesInATextView() {
        let screen = PlainScreen(size: CGSize(width: 300, height: 300))
        let view = UITextView(frame: CGRect(x: 10, y: 40, width: 280, height: 200))
        view.text = "one\ntwo\nthree"
        screen.controller.view.addSubview(view)
        screen.host.settle()
        screen.host.run {
            let window = view.window!
            _ = view.becomeFirstResponder()
            view.selectedRange = NSRange(location: 5, length: 0)
            window.sendCaretMovement(.up, extending: false)
            #expect(view.selectedRange == NSRange(location: 1, length: 0), "from t|wo up to o|ne")
            window.sendCaretMovement(.down, extending: false)
            window.sendCaretMovement(.down, extending: false)
            #expect(view.selectedRange == NSRange(location: 9, length: 0), "down twice to t|hree")
            window.sendCaretMovement(.lineEnd, extending: false)
            #expect(view.selectedRange == NSRange(location: 13, length: 0))
            window.sendCaretMovement(.up, extending: true)
            #expect(view.selectedRange == NSRange(location: 7, length: 6), "Shift+Up selects from the line above")
            window.sendCaretMovement(.down, extending: false)
            window.sendCaretMovement(.down, extending: false)
            #expect(view.selectedRange == NSRange(location: 13, length: 0), "past the last line: the end")
        }
    }

    @Test func aDoubleTapSelectsTheWordUnderIt() throws {
        let screen = PlainScreen(size: CGSize(width: 300, height: 300))
        let view = UITextView(frame: CGRect(x: 10, y: 40, width: 280, height: 200))
        view.text = "Pack the tent today"
        screen.controller.view.addSubview(view)
        screen.host.settle()
        let word = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: 10)!)
        let point = view.convert(CGPoint(x: word.minX, y: word.midY), to: nil)
        screen.host.tap(at: point)
        screen.host.tap(at: point)
        screen.host.settle()
        #expect(view.isFirstResponder && view.selectedRange == NSRange(location: 9, length: 4), "“tent”: \(view.selectedRange)")
        #expect(TextEditing.wordRange(around: 1, in: "it's here") == NSRange(location: 0, length: 4), "an apostrophe stays in its word")
        #expect(TextEditing.wordRange(around: 3, in: "a  b") == NSRange(location: 3, length: 1))
        #expect(TextEditing.wordRange(around: 2, in: "a  b") == NSRange(location: 2, length: 0), "between words, nothing")
    }
}
