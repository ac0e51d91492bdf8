import Foundation
import Testing
import UIKit
@testable import UIKitTesting

/// The standard edit actions of text (UIResponderStandardEditActions; UITextField, UITextView):
/// copy puts the selection on the general pasteboard, cut also deletes it, paste replaces the
/// selection with the pasteboard's text through the delegate, select all selects the text; a
/// secure field never gives its text away. The window's Ctrl+C, X, V and A send them.
/// Sources: docs/PORTING.md, "Pasteboards".
@MainActor
@Suite struct TextEditActionTests {
    private final class Gate: NSObject, UITextFieldDelegate {
        var refuses = false
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { !refuses }
    }

    @Test func copyCutAndPasteMoveTextThroughThePasteboard() {
        let screen = PlainScreen(size: CGSize(width: 300, height: 700))
        let field = UITextField(frame: CGRect(x: 10, y: 40, width: 280, height: 34))
        let gate = Gate()
        field.delegate = gate
        screen.controller.view.addSubview(field)
        screen.host.settle()
        screen.host.run {
            field.text = "Hello world"
            _ = field.becomeFirstResponder()
            field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 6)!, to: field.endOfDocument)
            field.copy(nil)
            #expect(UIPasteboard.general.string == "world" && field.text == "Hello world")
            field.cut(nil)
            #expect(field.text == "Hello " && UIPasteboard.general.string == "world")
            field.paste(nil)
            field.paste(nil)
            #expect(field.text == "Hello worldworld", "each paste lands at the caret")
            gate.refuses = true
            field.paste(nil)
            #expect(field.text == "Hello worldworld", "the delegate may refuse a paste")
            gate.refuses = false
            field.selectAll(nil)
            #expect(field.text(in: field.selectedTextRange!) == "Hello worldworld")
            field.isSecureTextEntry = true
            UIPasteboard.general.string = "kept"
            field.copy(nil)
            field.cut(nil)
            #expect(UIPasteboard.general.string == "kept" && field.text == "Hello worldworld", "a secure field's text is not copied or cut")
        }
    }

    @Test func theWindowsShortcutsEditTheFirstRespondersText() throws {
        let screen = PlainScreen(size: CGSize(width: 300, height: 700))
        let notes = UITextView(frame: CGRect(x: 10, y: 40, width: 280, height: 120))
        screen.controller.view.addSubview(notes)
        screen.host.settle()
        let window = try #require(notes.window)
        screen.host.run {
            #expect(!window.sendEditAction(.paste), "no first responder: nothing takes the shortcut")
            notes.text = "Milk"
            _ = notes.becomeFirstResponder()
            window.sendEditAction(.selectAll)
            window.sendEditAction(.copy)
            notes.selectedTextRange = notes.textRange(from: notes.endOfDocument, to: notes.endOfDocument)
            window.sendEditAction(.paste)
            #expect(notes.text == "MilkMilk")
            notes.isEditable = false
            window.sendEditAction(.paste)
            #expect(notes.text == "MilkMilk", "a read-only text view is not pasted into")
        }
    }
}
