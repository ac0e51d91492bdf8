import Foundation
import Testing
import UIKit
import UIKitTesting
import LabTestSupport

/// Search tokens as UIKit documents them (`UISearchToken`, `UISearchTextField.tokens`,
/// `insertToken(_:at:)`, `removeToken(at:)`, `replaceTextualPortion(of:with:at:)`): pills before
/// the typed text, which `text` leaves out; Backspace at the start of the text selects the last
/// token, then deletes it. Sources: docs/PORTING.md, "Search".
@MainActor
@Suite struct SearchTokenTests {
    private func makeBar() -> (HeadlessHost, UISearchBar) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 700))
        let screen = UIViewController()
        screen.view.backgroundColor = .systemBackground
        let bar = UISearchBar(frame: CGRect(x: 0, y: 40, width: 390, height: 56))
        screen.view.addSubview(bar)
        host.rootViewController = screen
        host.settle()
        return (host, bar)
    }

    @Test func tokensStandBeforeTheTextWhichLeavesThemOut() {
        let (host, bar) = makeBar()
        let field = bar.searchTextField
        let textStart = field.textRect(forBounds: field.bounds).minX
        let photos = UISearchToken(icon: UIImage(systemName: "star"), text: "Favourites")
        photos.representedObject = 7
        field.insertToken(photos, at: 0)
        field.insertToken(UISearchToken(icon: nil, text: "2024"), at: 1)
        field.text = "beach"
        host.settle()
        #expect(field.tokens.map { $0 === photos } == [true, false])
        #expect(field.tokens.first?.representedObject as? Int == 7)
        #expect(field.text == "beach", "the text is the typed text alone")
        #expect(field.textRect(forBounds: field.bounds).minX > textStart + 100, "the text starts after the two pills")
        let narrowed = field.textRect(forBounds: field.bounds).minX
        field.removeToken(at: 0)
        #expect(field.tokens.count == 1 && field.tokens.first !== photos)
        #expect(field.textRect(forBounds: field.bounds).minX < narrowed, "the text moves back as a token goes")
    }

    @Test func backspaceAtTheStartSelectsThenDeletesTheLastToken() {
        let (host, bar) = makeBar()
        let field = bar.searchTextField
        let mail = UISearchToken(icon: nil, text: "Mail")
        field.tokens = [mail, UISearchToken(icon: nil, text: "Unread")]
        _ = host.run { field.becomeFirstResponder() }
        host.typeText("ab")
        host.typeText("\u{8}\u{8}")
        #expect(field.text == "" && field.tokens.count == 2, "Backspace deletes the text first")
        host.typeText("\u{8}")
        #expect(field.tokens.count == 2, "the first Backspace at the start selects the last token")
        host.typeText("\u{8}")
        #expect(field.tokens.count == 1 && field.tokens.first === mail, "the second deletes it")
        field.allowsDeletingTokens = false
        host.typeText("\u{8}\u{8}")
        #expect(field.tokens.count == 1, "tokens stay when deleting them is not allowed")
    }

    @Test func onlyTheUsersTokenEditsSendEditingChanged() {
        let (host, bar) = makeBar()
        let field = bar.searchTextField
        var edits = 0
        field.addAction(UIAction { _ in edits += 1 }, for: .editingChanged)
        field.tokens = [UISearchToken(icon: nil, text: "Mail")]
        field.insertToken(UISearchToken(icon: nil, text: "Unread"), at: 1)
        field.removeToken(at: 1)
        #expect(edits == 0, "tokens changed in code are not edits, as text set in code is not")
        _ = host.run { field.becomeFirstResponder() }
        host.typeText("\u{8}")
        #expect(edits == 0, "selecting a token changes nothing")
        host.typeText("\u{8}")
        #expect(field.tokens.isEmpty && edits == 1, "deleting a token is the user's edit")
    }

    @Test func aTypedWordBecomesAToken() throws {
        let (host, bar) = makeBar()
        let field = bar.searchTextField
        _ = host.run { field.becomeFirstResponder() }
        host.typeText("red shoes")
        let end = try #require(field.position(from: field.beginningOfDocument, offset: 4))
        let word = try #require(field.textRange(from: field.beginningOfDocument, to: end))
        field.replaceTextualPortion(of: word, with: UISearchToken(icon: nil, text: "Red"), at: 0)
        host.settle()
        #expect(field.text == "shoes" && field.tokens.count == 1)
        expectGolden(host.snapshot(), "search-tokens-light")
        host.appearance = .dark
        host.settle()
        expectGolden(host.snapshot(), "search-tokens-dark")
    }

    /// The tokens are in the document, before the text, one position each: the document begins at
    /// the first token and the textual range starts after the last.
    @Test func tokensHavePositionsBeforeTheText() throws {
        let (host, bar) = makeBar()
        let field = bar.searchTextField
        let mail = UISearchToken(icon: nil, text: "Mail"), unread = UISearchToken(icon: nil, text: "Unread")
        field.tokens = [mail, unread]
        field.text = "june"
        host.settle()
        #expect(field.offset(from: field.beginningOfDocument, to: field.textualRange.start) == 2, "two tokens before the text")
        #expect(field.offset(from: field.beginningOfDocument, to: field.positionOfToken(at: 1)) == 1)
        #expect(field.compare(field.positionOfToken(at: 0), to: field.textualRange.start) == .orderedAscending)
        #expect(field.offset(from: field.textualRange.start, to: field.endOfDocument) == 4)
        let everything = try #require(field.textRange(from: field.beginningOfDocument, to: field.endOfDocument))
        #expect(field.tokens(in: everything).map { $0 === mail } == [true, false])
        let afterSecond = try #require(field.position(from: field.positionOfToken(at: 1), offset: 1))
        let second = try #require(field.textRange(from: field.positionOfToken(at: 1), to: afterSecond))
        #expect(field.tokens(in: second).map { $0 === unread } == [true])
        #expect(field.tokens(in: field.textualRange).isEmpty && field.text(in: everything) == "june", "tokens have no text")

        field.selectedTextRange = second
        let selected = try #require(field.selectedTextRange)
        #expect(field.tokens(in: selected).first === unread, "selecting a token's range selects the token")
        field.replace(second, withText: "")
        #expect(field.tokens.count == 1 && field.tokens.first === mail && field.text == "june", "replacing a token's range removes it")
    }
}
