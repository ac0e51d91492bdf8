import Foundation
import Testing
import UIKit
@testable import UIKitTesting
@testable import UIKitCore
@testable import UIKitControls

/// UITextView as Apple documents it: its defaults, editing through the delegate in UIKit's order,
/// scrolling to the caret, sizing to its text when scrolling is off, links in a read-only view, the
/// properties Interface Builder writes, and its text drawn in light and dark. Sources: docs/PORTING.md,
/// "Text views".
@MainActor
@Suite struct TextViewTests {
    private final class Delegate: NSObject, UITextViewDelegate {
        var calls: [String] = []
        var refuses: String?
        var opensLinks = true
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { calls.append("shouldBegin"); return true }
        func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool { calls.append("shouldEnd"); return true }
        func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            calls.append("shouldChange \(range.location),\(range.length) \(text == "\n" ? "⏎" : text)")
            return text != refuses
        }
        func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
        func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                      interaction: UITextItemInteraction) -> Bool {
            calls.append("interact \(URL.absoluteString) \(characterRange.location),\(characterRange.length)")
            return opensLinks
        }
    }

    private func makeTextView(_ text: String = "", frame: CGRect = CGRect(x: 20, y: 40, width: 300, height: 200))
        -> (HeadlessHost, UITextView, Delegate) {
        let screen = PlainScreen(size: CGSize(width: 340, height: 700))
        let textView = UITextView(frame: frame)
        textView.text = text
        let delegate = Delegate()
        textView.delegate = delegate
        screen.controller.view.addSubview(textView)
        screen.host.settle()
        return (screen.host, textView, delegate)
    }

    /// Apple: `textContainerInset` is (8, 0, 8, 0) by default, the font is the body style of the
    /// system font, and a text view is editable and selectable; TextKit's line padding is 5 points.
    @Test func defaultsAreTheDocumentedOnes() {
        let textView = UITextView()
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(textView.font?.pointSize == 17)
        #expect(textView.isEditable && textView.isSelectable && textView.isScrollEnabled)
        #expect(textView.text == "" && !textView.hasText)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
    }

    /// A tap asks the delegate, begins editing with the caret where the finger landed, and typing
    /// asks once per key at the caret; Return types a new line rather than ending editing.
    @Test func aTapBeginsEditingAtTheTappedCharacterAndTypingAsksPerKey() throws {
        let (host, textView, delegate) = makeTextView("Hello world")
        // Text starts 5 points in (the padding) and 8 down (the inset): tap just before "world".
        let before = textView.caretRect(for: try #require(textView.position(from: textView.beginningOfDocument, offset: 6)))
        host.tap(at: CGPoint(x: 20 + before.minX + 1, y: 40 + before.midY))
        #expect(textView.isFirstResponder)
        #expect(delegate.calls == ["shouldBegin", "didBegin"])
        #expect(textView.selectedRange == NSRange(location: 6, length: 0))
        delegate.calls = []
        host.typeText("big\n")
        #expect(textView.text == "Hello big\nworld")
        #expect(delegate.calls == ["shouldChange 6,0 b", "didChange", "shouldChange 7,0 i", "didChange",
                                   "shouldChange 8,0 g", "didChange", "shouldChange 9,0 ⏎", "didChange"])
        #expect(textView.isFirstResponder, "Return is a new line in a text view")
        #expect(textView.selectedRange == NSRange(location: 10, length: 0))
    }

    /// The delegate may refuse a change; Backspace deletes a whole character (an emoji is two UTF-16 units).
    @Test func theDelegateMayRefuseAChangeAndBackspaceDeletesWholeCharacters() {
        let (host, textView, delegate) = makeTextView("ok 👍")
        textView.becomeFirstResponder()
        delegate.refuses = "x"
        host.typeText("x")
        #expect(textView.text == "ok 👍")
        host.typeText("\u{8}")
        #expect(textView.text == "ok ")
        #expect(textView.selectedRange == NSRange(location: 3, length: 0))
    }

    /// Setting `text` from code tells the delegate nothing and puts the caret at the end; ending
    /// editing asks, then tells.
    @Test func codeChangesAreSilentAndEndingEditingAsksThenTells() {
        let (host, textView, delegate) = makeTextView()
        #expect(textView.becomeFirstResponder())
        delegate.calls = []
        textView.text = "From code"
        #expect(delegate.calls.isEmpty)
        #expect(textView.selectedRange == NSRange(location: 9, length: 0))
        textView.resignFirstResponder()
        #expect(delegate.calls == ["shouldEnd", "didEnd"])
        withExtendedLifetime(host) {}
    }

    /// Apple: the font and text colour apply to the entire text, attributed or not.
    @Test func fontAndColourApplyToTheWholeAttributedText() {
        let textView = UITextView()
        textView.attributedText = NSAttributedString(string: "Bold and plain", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        textView.font = .systemFont(ofSize: 12)
        textView.textColor = .systemRed
        let text = textView.attributedText!
        #expect((text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 12)
        #expect((text.attribute(.font, at: 10, effectiveRange: nil) as? UIFont)?.pointSize == 12)
        #expect(text.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor == .systemRed)
    }

    /// Typed text takes `typingAttributes`: the view's font and colour unless the app sets others.
    @Test func typedTextTakesTheTypingAttributes() {
        let (host, textView, _) = makeTextView("a")
        textView.becomeFirstResponder()
        textView.typingAttributes = [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.systemBlue]
        host.typeText("b")
        #expect((textView.attributedText.attribute(.font, at: 1, effectiveRange: nil) as? UIFont)?.pointSize == 30)
        #expect((textView.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 17)
    }

    /// Text taller than the view scrolls: the content is as tall as the lines plus the insets, and
    /// typing at the end keeps the caret in view.
    @Test func tallTextScrollsAndTypingFollowsTheCaret() {
        let lines = (1...30).map { "Line \($0)" }.joined(separator: "\n")
        let (host, textView, _) = makeTextView(lines, frame: CGRect(x: 20, y: 40, width: 300, height: 120))
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(abs(textView.contentSize.height - ceil(30 * lineHeight + 16)) < 1)
        #expect(textView.contentOffset.y == 0)
        textView.becomeFirstResponder()
        host.typeText("!")
        #expect(textView.contentOffset.y > 0, "the caret at the end is scrolled into view")
        let caret = textView.caretRect(for: textView.endOfDocument)
        #expect(caret.maxY <= textView.contentOffset.y + textView.bounds.height)
    }

    /// With scrolling off, Auto Layout makes a text view as tall as its text at the width it solved:
    /// a line more makes it a line taller.
    @Test func withScrollingOffAutoLayoutSizesItToItsText() {
        let screen = PlainScreen(size: CGSize(width: 340, height: 700))
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.text = "One"
        textView.translatesAutoresizingMaskIntoConstraints = false
        screen.controller.view.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: screen.controller.view.leadingAnchor, constant: 20),
            textView.trailingAnchor.constraint(equalTo: screen.controller.view.trailingAnchor, constant: -20),
            textView.topAnchor.constraint(equalTo: screen.controller.view.topAnchor, constant: 100),
        ])
        screen.host.settle()
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(textView.frame.width == 300)
        #expect(abs(textView.frame.height - ceil(lineHeight + 16)) < 1)
        textView.text = "One\nTwo"
        screen.host.settle()
        #expect(abs(textView.frame.height - ceil(2 * lineHeight + 16)) < 1)
        // Long text wraps at the solved width rather than widening the view.
        textView.text = String(repeating: "word ", count: 40)
        screen.host.settle()
        #expect(textView.frame.width == 300 && textView.frame.height > 4 * lineHeight)
    }

    /// `sizeThatFits(_:)` gives the height that shows all the text at a width.
    @Test func sizeThatFitsGivesTheHeightForAWidth() {
        let textView = UITextView()
        textView.text = String(repeating: "word ", count: 20)
        let narrow = textView.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
        let wide = textView.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        #expect(narrow.width <= 100 && narrow.height > wide.height)
    }

    /// In a read-only text view, detected links are drawn in `linkTextAttributes` and a tap on one
    /// asks the delegate, then opens it; an editable view's taps edit instead.
    @Test func aTapOnADetectedLinkAsksTheDelegateThenOpensIt() throws {
        let (host, textView, delegate) = makeTextView("See https://example.com/a today")
        textView.isEditable = false
        textView.dataDetectorTypes = .link
        host.settle()
        let inLink = textView.caretRect(for: try #require(textView.position(from: textView.beginningOfDocument, offset: 8)))
        host.tap(at: CGPoint(x: 20 + inLink.minX + 3, y: 40 + inLink.midY))
        #expect(delegate.calls == ["interact https://example.com/a 4,21"])
        #expect(host.core.environment[OpenedURLs.self].urls == [URL(string: "https://example.com/a")!])
        delegate.opensLinks = false
        host.tap(at: CGPoint(x: 20 + inLink.minX + 3, y: 40 + inLink.midY))
        #expect(host.core.environment[OpenedURLs.self].urls.count == 1, "the delegate kept the second tap from opening it")
        #expect(!textView.isFirstResponder)
    }

    /// A phone number becomes a `tel:` link; an address the lab cannot detect is said once.
    @Test func phoneNumbersAreDetectedAndUndetectedKindsAreNamed() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        host.run {
            let textView = UITextView()
            textView.isEditable = false
            textView.text = "Ring +44 20 7946 0958 now"
            textView.dataDetectorTypes = [.phoneNumber, .address]
            #expect(textView.links.map(\.url.absoluteString) == ["tel:+442079460958"])
            #expect(textView.links.first?.range == NSRange(location: 5, length: 16))
        }
        #expect(warnings.count == 1 && warnings[0].contains("dataDetectorTypes"))
    }

    /// Interface Builder's `<textView>`: text, font, colour, alignment, editing, detectors and traits.
    @Test func interfaceBuilderTextViewsTakeTheirArchivedProperties() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 400))
        let objects = host.run { UINib(nibName: "ControlProperties", bundle: .module).instantiate(withOwner: nil, options: nil) }
        let root = try #require(objects.first as? UIView)
        let textView = try #require(root.viewWithTag(7) as? UITextView)
        #expect(textView.text == "Call 555 0100 or visit https://example.com/help")
        #expect(textView.font?.pointSize == 14 && textView.textColor == .secondaryLabel)
        #expect(textView.textAlignment == .center && !textView.isEditable && textView.isSelectable)
        #expect(textView.dataDetectorTypes == [.phoneNumber, .link])
        #expect(textView.keyboardType == .URL)
        #expect(textView.links.map(\.url.absoluteString).contains("https://example.com/help"))
    }

    /// A text view reads as its text in the accessibility tree, as XCUITest's `textViews` query finds it.
    @Test func itReadsAsItsTextInTheAccessibilityTree() {
        let (host, _, _) = makeTextView("Notes here")
        let element = AccessibilityTree.elements(in: host.window).first { $0.kind == "TextView" }
        #expect(element?.label == "Notes here" && element?.texts.contains("Notes here") == true)
    }

    /// Its text is drawn inside the insets and padding in the label colour: dark on light, light on dark.
    @Test func itsTextIsDrawnInTheLabelColourInLightAndDark() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let screen = PlainScreen(size: CGSize(width: 200, height: 100))
            screen.host.appearance = style
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            textView.text = "MMMMMMMM"
            textView.font = .boldSystemFont(ofSize: 30)
            screen.controller.view.addSubview(textView)
            screen.host.settle()
            let snapshot = screen.host.snapshot()
            let background = snapshot.pixel(x: 190, y: 90)
            #expect(style == .light ? background.r > 240 : background.r < 20, "the system background")
            // Ink lies in the first line, 5 points in and 8 down, and none left of the padding.
            let row = 8 + Int(UIFont.boldSystemFont(ofSize: 30).lineHeight / 2)
            let ink = (5..<150).map { snapshot.pixel(x: $0, y: row).r }
            #expect(style == .light ? ink.min()! < 60 : ink.max()! > 200, "the label colour")
            #expect((0..<4).allSatisfy { snapshot.pixel(x: $0, y: row).r == background.r }, "nothing in the padding")
        }
    }

    /// The container's padding and line limit change the layout at once: a padding of 0 starts the
    /// text at the inset, and a limit of one line makes the content one line tall.
    @Test func theTextContainersPaddingAndLineLimitLayOutAgain() throws {
        let (_, textView, _) = makeTextView("First\nSecond\nThird")
        let start = textView.caretRect(for: textView.beginningOfDocument)
        #expect(start.minX == 5)
        textView.textContainer.lineFragmentPadding = 0
        #expect(textView.caretRect(for: textView.beginningOfDocument).minX == 0)
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        textView.textContainer.maximumNumberOfLines = 1
        textView.layoutIfNeeded()
        #expect(abs(textView.contentSize.height - ceil(lineHeight + 16)) < 1)
    }

    /// With `adjustsFontForContentSizeCategory`, a text-style font follows the user's text size.
    @Test func aTextStyleFontFollowsTheTextSize() {
        let (host, textView, _) = makeTextView("Body")
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        let before = textView.font?.pointSize ?? 0
        host.contentSize = .accessibilityExtraLarge
        #expect((textView.font?.pointSize ?? 0) > before)
        #expect((textView.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == textView.font?.pointSize,
                "the whole text takes the new size")
    }

    /// What a text view accepts but does not honour is said once.
    @Test func membersNotHonouredAreSaidOnce() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        host.run {
            let textView = UITextView()
            textView.allowsEditingTextAttributes = true
            textView.allowsEditingTextAttributes = true
            textView.textContainer.heightTracksTextView = true
        }
        #expect(warnings.count == 2 && warnings[0].contains("allowsEditingTextAttributes") && warnings[1].contains("heightTracksTextView"))
    }
}

