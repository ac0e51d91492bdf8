import Foundation
import Testing
@testable import UIKitTesting
import UIKit

/// A text field edits at its selection (UITextInput), lays its overlay views and text out through
/// its open rectangle methods, and shows a custom keyboard (`inputView`) in the keyboard's place.
@MainActor @Suite struct TextFieldEditingTests {
    final class Recorder: NSObject, UITextFieldDelegate {
        var ranges: [NSRange] = []
        var selectionChanges = 0
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            ranges.append(range)
            return true
        }
        func textFieldDidChangeSelection(_ textField: UITextField) { selectionChanges += 1 }
    }

    private func editingField(_ text: String) -> (PlainScreen, UITextField) {
        let screen = PlainScreen()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 34))
        field.text = text
        screen.controller.view.addSubview(field)
        field.becomeFirstResponder()
        return (screen, field)
    }

    private func caret(_ field: UITextField) -> Int? {
        guard let range = field.selectedTextRange, range.isEmpty else { return nil }
        return field.offset(from: field.beginningOfDocument, to: range.start)
    }

    @Test func typingReplacesTheSelectionAndTheCaretFollows() {
        let (_, field) = editingField("12345")
        let recorder = Recorder()
        field.delegate = recorder
        #expect(caret(field) == 5, "editing begins with the caret at the end")
        let two = field.position(from: field.beginningOfDocument, offset: 2)!
        field.selectedTextRange = field.textRange(from: two, to: two)
        #expect(recorder.selectionChanges == 1)
        field.insertText("x")
        #expect(field.text == "12x345" && caret(field) == 3)
        #expect(recorder.ranges.last == NSRange(location: 2, length: 0))
        field.deleteBackward()
        #expect(field.text == "12345" && caret(field) == 2)
        #expect(recorder.ranges.last == NSRange(location: 2, length: 1))

        // A selection: Backspace deletes it, typing replaces it.
        let one = field.position(from: field.beginningOfDocument, offset: 1)!, three = field.position(from: one, offset: 2)!
        field.selectedTextRange = field.textRange(from: three, to: one)
        #expect(field.text(in: field.selectedTextRange!) == "23")
        field.insertText("ab")
        #expect(field.text == "1ab45" && caret(field) == 3)
        #expect(recorder.ranges.last == NSRange(location: 1, length: 2))
    }

    @Test func positionsStayInsideTheDocument() {
        let (_, field) = editingField("abc")
        #expect(field.position(from: field.beginningOfDocument, offset: -1) == nil)
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 3)
        #expect(field.compare(field.beginningOfDocument, to: field.endOfDocument) == .orderedAscending)
        #expect(field.compare(field.endOfDocument, to: field.endOfDocument) == .orderedSame)
        #expect(field.markedTextRange == nil)
        field.replace(field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 1)!)!,
                      withText: "X")
        #expect(field.text == "Xbc" && caret(field) == 1)
        field.text = "new"
        #expect(caret(field) == 3, "setting the text puts the caret at its end")
    }

    @Test func backspaceDeletesAWholeCharacter() {
        let (_, field) = editingField("a👍🏽")
        field.deleteBackward()
        #expect(field.text == "a")
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "")
    }

    @Test func overlayViewsShowAsTheirModesSayAndTheTextMakesRoomForThem() {
        let screen = PlainScreen()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        field.borderStyle = .roundedRect
        let icon = UIView(frame: CGRect(x: 20, y: 5, width: 30, height: 30))
        let clear = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        field.leftView = icon
        field.leftViewMode = .always
        field.rightView = clear
        field.rightViewMode = .whileEditing
        screen.controller.view.addSubview(field)
        screen.host.settle()
        #expect(icon.superview === field && icon.frame == CGRect(x: 0, y: 5, width: 30, height: 30))
        #expect(clear.superview == nil, "a while-editing view is out until editing begins")
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 30 + 7, y: 0, width: 180 - 30 - 14, height: 40))
        field.becomeFirstResponder()
        screen.host.settle()
        #expect(clear.superview === field && clear.frame == CGRect(x: 180 - 24, y: 8, width: 24, height: 24))
        #expect(field.editingRect(forBounds: field.bounds).width == CGFloat(180 - 30 - 24 - 14))
        field.resignFirstResponder()
        screen.host.settle()
        #expect(clear.superview == nil)
    }

    final class PaddedField: UITextField {
        override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 60, dy: 0) }
    }

    @Test func anOverriddenTextRectPlacesTheDrawnText() {
        let screen = PlainScreen()
        screen.controller.view.backgroundColor = .white
        let field = PaddedField(frame: CGRect(x: 0, y: 50, width: 200, height: 40))
        field.text = "WWWW"
        field.textColor = .black
        screen.controller.view.addSubview(field)
        screen.host.settle()
        let shot = screen.host.snapshot()
        let inkColumns = (0..<200).filter { x in (50..<90).contains { y in shot.pixel(x: x, y: y).r < 128 } }
        #expect(inkColumns.first.map { $0 >= 60 } == true, "the text starts inside the overridden rectangle, at \(inkColumns.first ?? -1)")
    }

    final class Received: @unchecked Sendable { var frames: [CGRect] = [] }

    @Test func anInputViewTakesTheKeyboardsPlaceAndItsControlsTakeTaps() throws {
        let host = HeadlessHost(device: .iPhone15)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        host.rootViewController = controller
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        let keypad = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 250))
        keypad.backgroundColor = .systemBlue
        let seven = UIButton(type: .system)
        seven.setTitle("7", for: .normal)
        seven.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        seven.addAction(UIAction { [weak field] _ in field?.insertText("7") }, for: .touchUpInside)
        keypad.addSubview(seven)
        field.inputView = keypad
        controller.view.addSubview(field)
        host.settle()
        let received = Received()
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            if let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue { received.frames.append(frame) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        field.becomeFirstResponder()
        host.settle()
        // 250 points of keypad, above the home indicator's 34.
        #expect(received.frames.last == CGRect(x: 0, y: 852 - 284, width: 393, height: 284))
        #expect(keypad.window != nil && keypad.frame == CGRect(x: 0, y: 0, width: 393, height: 250))
        host.tap(at: CGPoint(x: 50, y: 852 - 284 + 30))
        #expect(field.text == "7", "the keypad's button types")
        // A UI test finds the keypad's keys beside the app's elements, in screen coordinates, and the field by its text.
        let shown = AccessibilityTree.elements(shownBy: host.core.environment, keyWindow: host.window)
        #expect(shown.contains { $0.kind == "Button" && $0.label == "7" && $0.frame == CGRect(x: 0, y: 852 - 284, width: 100, height: 60) })
        #expect(shown.contains { $0.kind == "TextField" && $0.label == "7" })
        host.tap(at: try AccessibilityTree.tapPoint(for: "7", among: shown).get())
        #expect(field.text == "77")

        // Back to the system keyboard once the input view goes and the responder reloads.
        field.inputView = nil
        field.reloadInputViews()
        host.settle()
        #expect(received.frames.last == CGRect(x: 0, y: 852 - 336, width: 393, height: 336))
        #expect(keypad.window == nil)
    }
}
