import Foundation
import Testing
@testable import UIKitTesting
import UIKit
import LabTestSupport

/// The clear button, as UIKit documents `clearButtonMode`: it shows as the mode says while the
/// field has text, narrows the text's rectangle, and a tap asks `textFieldShouldClear(_:)` before
/// emptying the field, which then sends its editing-changed actions. Sources: docs/PORTING.md.
@MainActor @Suite struct TextFieldClearButtonTests {
    final class Clearing: NSObject, UITextFieldDelegate {
        var asked = 0
        var allows = true
        func textFieldShouldClear(_ textField: UITextField) -> Bool {
            asked += 1
            return allows
        }
    }

    private func field(in screen: PlainScreen, mode: UITextField.ViewMode, text: String) -> UITextField {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 34))
        field.borderStyle = .roundedRect
        field.clearButtonMode = mode
        field.text = text
        screen.controller.view.addSubview(field)
        screen.host.settle()
        return field
    }

    private func clearButton(of field: UITextField) -> UIView? {
        field.subviews.first { $0.accessibilityLabel == "Clear text" }
    }

    @Test func whileEditingTheButtonShowsOnlyWhileThereIsTextBeingEdited() throws {
        // Tall enough that the keyboard, once up, leaves the field uncovered.
        let screen = PlainScreen(size: CGSize(width: 390, height: 700))
        let field = field(in: screen, mode: .whileEditing, text: "Milk")
        #expect(clearButton(of: field) == nil, "not editing")
        let wide = field.textRect(forBounds: field.bounds)
        field.becomeFirstResponder()
        screen.host.settle()
        let button = try #require(clearButton(of: field))
        #expect(button.frame == field.clearButtonRect(forBounds: field.bounds))
        #expect(button.frame.maxX == field.bounds.maxX, "at the trailing end")
        #expect(field.textRect(forBounds: field.bounds).maxX <= button.frame.minX && field.textRect(forBounds: field.bounds).width < wide.width)
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        let delegate = Clearing()
        field.delegate = delegate
        screen.host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        screen.host.settle()
        #expect(delegate.asked == 1 && field.text == "" && changes == 1)
        #expect(clearButton(of: field) == nil, "nothing left to clear")
        #expect(field.isFirstResponder, "the field keeps editing")
    }

    @Test func theDelegateCanKeepTheText() throws {
        let screen = PlainScreen()
        let field = field(in: screen, mode: .always, text: "Eggs")
        let delegate = Clearing()
        delegate.allows = false
        field.delegate = delegate
        let button = try #require(clearButton(of: field), "always: shown without editing")
        screen.host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        screen.host.settle()
        #expect(delegate.asked == 1 && field.text == "Eggs")
    }

    @Test func unlessEditingHidesItWhileEditingAndBeforeARightView() throws {
        let screen = PlainScreen()
        let field = field(in: screen, mode: .unlessEditing, text: "Bread")
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.rightView = marker
        field.rightViewMode = .always
        screen.host.settle()
        let button = try #require(clearButton(of: field))
        #expect(button.frame.maxX == marker.frame.minX, "the clear button comes before the right view")
        field.becomeFirstResponder()
        screen.host.settle()
        #expect(clearButton(of: field) == nil)
    }

    @Test func theButtonInLightAndDark() {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let screen = PlainScreen(size: CGSize(width: 200, height: 54))
            screen.host.appearance = style
            screen.controller.view.backgroundColor = .systemBackground
            _ = field(in: screen, mode: .always, text: "Groceries")
            expectGolden(screen.host.snapshot(), style == .dark ? "text-field-clear-button-dark" : "text-field-clear-button")
        }
    }
}
