import Foundation
import Testing
import UIKit
import UIKitTesting
import LabTestSupport
@testable import UIKitCore
@testable import UIKitControls

/// Selecting text by touch and its edit menu, as iOS's text fields and text views do: a tap puts
/// the caret where it lands, a tap on the caret shows the edit menu (and hides it), a double tap
/// selects the word, the handles drag the selection's ends, a drag across a field selects, a long
/// press moves the caret or selects read-only text; the menu offers the standard actions the text
/// can perform now, or the delegate's menu. Sources: docs/PORTING.md, "Text selection and the edit menu".
@MainActor
@Suite struct TextSelectionTests {
    private final class MenuDelegate: NSObject, UITextFieldDelegate, UITextViewDelegate {
        var events: [String] = []
        var extra: UIAction?
        func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
            events.append("menu \(range.location),\(range.length)")
            guard let extra else { return nil }
            return UIMenu(children: suggestedActions + [extra])
        }
        func textField(_ textField: UITextField, willPresentEditMenuWith animator: UIEditMenuInteractionAnimating) { events.append("willPresent") }
        func textField(_ textField: UITextField, willDismissEditMenuWith animator: UIEditMenuInteractionAnimating) { events.append("willDismiss") }
        func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
            events.append("menu \(range.location),\(range.length)")
            return nil
        }
    }

    /// A field of "Hello brave world" at (20, 100), 300 × 34, in a 390 × 700 window.
    private func makeField(_ text: String = "Hello brave world") -> (PlainScreen, UITextField) {
        let screen = PlainScreen(size: CGSize(width: 390, height: 700))
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.borderStyle = .roundedRect
        field.text = text
        screen.controller.view.addSubview(field)
        screen.host.settle()
        return (screen, field)
    }

    /// The window point at the caret before `offset`, on the line's middle.
    private func point(at offset: Int, in field: UIView & UITextInput) -> CGPoint {
        let caret = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: offset)!)
        return field.convert(CGPoint(x: caret.minX, y: caret.midY), to: nil)
    }

    private func menuTitles(_ host: HeadlessHost) -> [String] {
        guard let menu = host.window.openEditMenu, !menu.isClosing else { return [] }
        return menu.shownTitles
    }

    @Test func aTapPutsTheCaretWhereItLandsAndATapOnTheCaretTogglesTheEditMenu() {
        let (screen, field) = makeField()
        let host = screen.host
        host.run { UIPasteboard.general.string = "pasted" }
        host.tap(at: point(at: 6, in: field))
        host.settle()
        #expect(field.isFirstResponder)
        #expect(field.selection == NSRange(location: 6, length: 0), "the caret goes where the finger lifted, not to the end")
        #expect(menuTitles(host).isEmpty, "the tap that begins editing shows no menu")
        host.advance(by: 1)
        host.tap(at: point(at: 6, in: field))
        host.settle()
        #expect(menuTitles(host) == ["Paste", "Select", "Select All"], "a caret's menu: no selection to cut or copy")
        host.advance(by: 1)
        host.tap(at: point(at: 6, in: field))
        host.settle()
        #expect(menuTitles(host).isEmpty, "a second tap on the caret hides the menu")
        host.advance(by: 1)
        host.tap(at: point(at: 12, in: field))
        host.settle()
        #expect(field.selection == NSRange(location: 12, length: 0) && menuTitles(host).isEmpty)
    }

    @Test func selectFromTheMenuSelectsTheWordAndShowsTheMenuForIt() {
        let (screen, field) = makeField()
        let host = screen.host
        host.tap(at: point(at: 8, in: field))
        host.advance(by: 1)
        host.tap(at: point(at: 8, in: field))
        host.settle()
        #expect(menuTitles(host) == ["Select", "Select All"], "nothing on the pasteboard: no Paste")
        tap("Select", in: host)
        #expect(field.selection == NSRange(location: 6, length: 5), "Select takes the word at the caret")
        #expect(menuTitles(host) == ["Cut", "Copy", "Select All"], "the menu shows again for the selection")
        tap("Copy", in: host)
        #expect(host.run { UIPasteboard.general.string } == "brave")
        #expect(menuTitles(host).isEmpty, "choosing an action closes the menu")
        host.advance(by: 1)
        host.tap(at: point(at: 17, in: field))
        #expect(menuTitles(host).isEmpty, "a tap away from the selection moves the caret there")
        host.advance(by: 1)
        host.tap(at: point(at: 17, in: field))
        host.settle()
        tap("Paste", in: host)
        #expect(field.text == "Hello brave worldbrave")
    }

    @Test func aDoubleTapSelectsTheWordAndCutRemovesIt() {
        let (screen, field) = makeField()
        let host = screen.host
        host.tap(at: point(at: 14, in: field))
        host.tap(at: point(at: 14, in: field))
        host.settle()
        #expect(field.selection == NSRange(location: 12, length: 5), "the second tap of a double tap selects \"world\"")
        #expect(menuTitles(host).contains("Cut"))
        tap("Cut", in: host)
        #expect(field.text == "Hello brave " && host.run { UIPasteboard.general.string } == "world")
    }

    @Test func theHandlesDragTheSelectionsEnds() {
        let (screen, field) = makeField()
        let host = screen.host
        host.tap(at: point(at: 8, in: field))
        host.tap(at: point(at: 8, in: field))
        host.settle()
        #expect(field.selection == NSRange(location: 6, length: 5))
        // The end handle hangs below the line at the end of "brave": drag it to the end of "world".
        var end = point(at: 11, in: field)
        end.y += 10
        host.drag(from: end, to: CGPoint(x: point(at: 17, in: field).x, y: end.y), duration: 0.3)
        host.settle()
        #expect(field.selection == NSRange(location: 6, length: 11))
        #expect(menuTitles(host).contains("Copy"), "lifting the handle shows the menu")
        var start = point(at: 6, in: field)
        start.y -= 10
        host.drag(from: start, to: CGPoint(x: point(at: 0, in: field).x, y: start.y), duration: 0.3)
        host.settle()
        #expect(field.selection == NSRange(location: 0, length: 17))
        // A handle stops one character short of the other.
        start = point(at: 0, in: field)
        start.y -= 10
        host.drag(from: start, to: CGPoint(x: point(at: 17, in: field).x + 40, y: start.y), duration: 0.3)
        host.settle()
        #expect(field.selection == NSRange(location: 16, length: 1))
    }

    @Test func aDragAcrossAFieldBeingEditedSelectsAndAVerticalOneDoesNot() {
        let (screen, field) = makeField()
        let host = screen.host
        host.drag(from: point(at: 0, in: field), to: point(at: 5, in: field), duration: 0.3)
        host.settle()
        #expect(!field.isFirstResponder || field.selection.length == 0, "a field not being edited takes no drag to select")
        _ = host.run { field.becomeFirstResponder() }
        host.drag(from: point(at: 0, in: field), to: point(at: 5, in: field), duration: 0.3)
        host.settle()
        #expect(field.selection == NSRange(location: 0, length: 5))
        #expect(menuTitles(host).contains("Copy"))
        host.advance(by: 1)
        host.tap(at: point(at: 17, in: field))
        host.settle()
        let down = point(at: 6, in: field)
        host.drag(from: down, to: CGPoint(x: down.x + 2, y: down.y + 40), duration: 0.3)
        host.settle()
        #expect(field.selection.length == 0, "a mostly vertical drag is not a selection")
    }

    @Test func theDelegateGivesTheMenuAndHearsItShowAndHide() {
        let (screen, field) = makeField()
        let host = screen.host
        let delegate = MenuDelegate()
        var flagged = 0
        delegate.extra = UIAction(title: "Flag") { _ in flagged += 1 }
        field.delegate = delegate
        host.tap(at: point(at: 8, in: field))
        host.tap(at: point(at: 8, in: field))
        host.settle()
        #expect(delegate.events == ["menu 6,5", "willPresent"])
        #expect(menuTitles(host) == ["Cut", "Copy", "Select All", "Flag"])
        tap("Flag", in: host)
        #expect(flagged == 1 && delegate.events.last == "willDismiss")
        delegate.extra = nil
        delegate.events = []
        host.advance(by: 1)
        host.tap(at: point(at: 2, in: field))
        host.advance(by: 1)
        host.tap(at: point(at: 2, in: field))
        host.settle()
        #expect(delegate.events == ["menu 2,0", "willPresent"] && menuTitles(host) == ["Select", "Select All"],
                "nil from the delegate shows the suggested actions")
    }

    @Test func typingOrEndingEditingClosesTheMenu() {
        let (screen, field) = makeField()
        let host = screen.host
        host.tap(at: point(at: 8, in: field))
        host.tap(at: point(at: 8, in: field))
        host.settle()
        #expect(!menuTitles(host).isEmpty)
        host.typeText("x")
        host.settle()
        #expect(menuTitles(host).isEmpty && field.text == "Hello x world")
        host.tap(at: point(at: 2, in: field))
        host.advance(by: 1)
        host.tap(at: point(at: 2, in: field))
        host.settle()
        #expect(!menuTitles(host).isEmpty)
        _ = host.run { field.resignFirstResponder() }
        host.settle()
        #expect(menuTitles(host).isEmpty)
    }

    @Test func aSecondaryClickShowsTheEditMenuInText() {
        let (screen, field) = makeField()
        let host = screen.host
        host.secondaryClick(at: point(at: 5, in: field))
        host.settle()
        #expect(field.isFirstResponder && field.selection == NSRange(location: 5, length: 0))
        #expect(menuTitles(host) == ["Select", "Select All"])
        tap("Select All", in: host)
        #expect(field.selection == NSRange(location: 0, length: 17))
        #expect(menuTitles(host) == ["Cut", "Copy"], "everything selected: no Select All")
    }

    @Test func aLongPressMovesTheCaretInEditableTextAndSelectsReadOnlyText() throws {
        let screen = PlainScreen(size: CGSize(width: 390, height: 700))
        let notes = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        notes.text = "Buy milk and bread"
        let terms = UITextView(frame: CGRect(x: 20, y: 350, width: 300, height: 100))
        terms.text = "Read only terms"
        terms.isEditable = false
        let delegate = MenuDelegate()
        terms.delegate = delegate
        screen.controller.view.addSubview(notes)
        screen.controller.view.addSubview(terms)
        screen.host.settle()
        let host = screen.host
        host.tap(at: point(at: 0, in: notes))
        host.settle()
        host.advance(by: 1)
        host.press(at: point(at: 2, in: notes))
        host.advance(by: 0.6)
        host.move(to: point(at: 8, in: notes))
        #expect(notes.selectedRange == NSRange(location: 8, length: 0), "the caret follows the finger")
        host.release(at: point(at: 8, in: notes))
        host.settle()
        #expect(menuTitles(host) == ["Select", "Select All"])

        host.press(at: point(at: 6, in: terms))
        host.advance(by: 0.6)
        host.release(at: point(at: 6, in: terms))
        host.settle()
        #expect(terms.selectedRange == NSRange(location: 5, length: 4), "a press on read-only text selects the word")
        #expect(!terms.isFirstResponder, "selecting read-only text brings no keyboard")
        #expect(delegate.events == ["menu 5,4"])
        #expect(menuTitles(host) == ["Copy", "Select All"], "read-only text can be copied, not cut or pasted")
        tap("Copy", in: host)
        #expect(host.run { UIPasteboard.general.string } == "only")
        host.advance(by: 1)
        host.tap(at: point(at: 14, in: terms))
        host.settle()
        #expect(terms.selectedRange.length == 0, "a tap elsewhere clears a read-only selection")
    }

    private func loupe(in host: HeadlessHost) -> UIView? {
        host.window.subviews.first { String(describing: type(of: $0)) == "TextLoupeView" }
    }

    /// iOS 17's loupe: while a press moves the caret, a capsule above the finger shows the text
    /// there magnified; it follows the caret and goes when the finger lifts. Pixels in light and dark.
    @Test func aLoupeMagnifiesTheTextAboveTheMovingCaret() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (screen, field) = makeField("Loupe over the caret")
            let host = screen.host
            host.appearance = style
            screen.controller.view.backgroundColor = .systemBackground
            _ = host.run { field.becomeFirstResponder() }
            host.settle()
            host.advance(by: 1)
            host.press(at: point(at: 2, in: field))
            #expect(loupe(in: host) == nil, "no loupe before the press is long")
            host.advance(by: 0.6)
            let first = try #require(loupe(in: host)?.frame)
            #expect(first.maxY < field.convert(field.bounds, to: nil).minY, "above the line, clear of the finger")
            host.move(to: point(at: 14, in: field))
            host.advance(by: 0.1)
            let moved = try #require(loupe(in: host)?.frame)
            #expect(moved.midX > first.midX + 40, "it follows the caret along the line")
            expectGolden(host.snapshot(), "text-loupe-\(style == .dark ? "dark" : "light")")
            host.release(at: point(at: 14, in: field))
            host.settle()
            #expect(loupe(in: host) == nil, "it goes when the finger lifts")
        }
    }

    @Test func theSelectionAndItsHandlesAndTheMenuAreDrawnInLightAndDark() {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (screen, field) = makeField()
            let host = screen.host
            host.appearance = style
            screen.controller.view.backgroundColor = .systemBackground
            host.run { UIPasteboard.general.string = "x" }
            host.tap(at: point(at: 8, in: field))
            host.tap(at: point(at: 8, in: field))
            host.settle()
            expectGolden(host.snapshot(), "text-selection-menu-\(style == .dark ? "dark" : "light")")
        }
    }
}

/// The keyboard's look: `.default` follows the system appearance (dark in Dark Mode), `.dark` is
/// always dark. Source: docs/PORTING.md, "Text selection and the edit menu".
@MainActor
@Suite struct KeyboardAppearanceTests {
    @Test func theKeyboardIsDarkInDarkModeOrWhenAskedAndLightOtherwise() throws {
        let host = HeadlessHost(device: .iPhone15)
        let screen = UIViewController()
        screen.view.backgroundColor = .systemBackground
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.borderStyle = .roundedRect
        screen.view.addSubview(field)
        host.rootViewController = screen
        host.settle()
        func keyboardStyle() throws -> UIUserInterfaceStyle {
            let keyboard = try #require(host.run { host.window.environment[SoftwareKeyboard.self] }.window)
            return keyboard.traitCollection.userInterfaceStyle
        }
        _ = host.run { field.becomeFirstResponder() }
        host.settle()
        #expect(try keyboardStyle() == .light)
        host.appearance = .dark
        host.settle()
        #expect(try keyboardStyle() == .dark, "the default keyboard follows Dark Mode")
        _ = host.run { field.resignFirstResponder() }
        host.appearance = .light
        field.keyboardAppearance = .dark
        _ = host.run { field.becomeFirstResponder() }
        host.settle()
        #expect(try keyboardStyle() == .dark, "a dark keyboard appearance is dark in light mode too")
        expectGolden(host.snapshot(), "keyboard-dark-appearance")
        field.keyboardAppearance = .light
        host.settle()
        #expect(try keyboardStyle() == .dark, "a changed appearance waits for reloadInputViews()")
        host.run { field.reloadInputViews() }
        host.settle()
        #expect(try keyboardStyle() == .light, "reloadInputViews() applies the first responder's new keyboard appearance")
    }
}
