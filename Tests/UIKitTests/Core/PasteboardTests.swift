import Foundation
import Testing
import UIKit
@testable import UIKitTesting

/// Pasteboards as Apple documents them (UIPasteboard): the typed properties read the first item
/// (or every item) and setting one replaces the items; `changeCount` counts the changes and
/// `changedNotification` says so; named pasteboards are found again by name. Each host has its
/// own, so tests running side by side never see each other's copies.
/// Sources: docs/PORTING.md, "Pasteboards".
@MainActor
@Suite struct PasteboardTests {
    @Test func stringsURLsAndColoursAreReadFromTheItems() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        host.run {
            let board = UIPasteboard.general
            #expect(!board.hasStrings && board.string == nil && board.numberOfItems == 0)
            let before = board.changeCount
            final class Count: @unchecked Sendable { var value = 0 }
            let notified = Count()
            let token = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: board, queue: nil) { _ in notified.value += 1 }
            board.string = "Copied"
            #expect(board.string == "Copied" && board.hasStrings && board.types == ["public.utf8-plain-text"])
            #expect(board.changeCount == before + 1 && notified.value == 1)
            board.strings = ["one", "two"]
            #expect(board.numberOfItems == 2 && board.string == "one" && board.strings == ["one", "two"])
            board.url = URL(string: "https://developer.apple.com")
            #expect(board.url?.host == "developer.apple.com" && board.string == "https://developer.apple.com", "a URL is also its text")
            #expect(!board.hasColors)
            board.color = .systemRed
            #expect(board.color == .systemRed && !board.hasStrings, "setting a value replaces the items")
            board.items = [["public.utf8-plain-text": Data("bytes".utf8)]]
            #expect(board.string == "bytes" && board.data(forPasteboardType: "public.utf8-plain-text") == Data("bytes".utf8))
            board.string = nil
            #expect(board.numberOfItems == 0)
            NotificationCenter.default.removeObserver(token)
        }
    }

    @Test func namedPasteboardsAreFoundAgainUntilRemoved() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        host.run {
            let name = UIPasteboard.Name("com.example.notes")
            #expect(UIPasteboard(name: name, create: false) == nil, "none until one is made")
            let made = UIPasteboard(name: name, create: true)
            made?.string = "kept"
            #expect(UIPasteboard(name: name, create: false)?.string == "kept")
            #expect(UIPasteboard.general.string == nil, "the general pasteboard is another")
            UIPasteboard.remove(withName: name)
            #expect(UIPasteboard(name: name, create: false) == nil)
            let unique = UIPasteboard.withUniqueName()
            #expect(unique.name != UIPasteboard.withUniqueName().name)
        }
    }

    @Test func eachHostHasItsOwnGeneralPasteboard() {
        let first = HeadlessHost(size: CGSize(width: 100, height: 100))
        let second = HeadlessHost(size: CGSize(width: 100, height: 100))
        first.run { UIPasteboard.general.string = "first" }
        second.run { UIPasteboard.general.string = "second" }
        #expect(first.run { UIPasteboard.general.string } == "first")
        #expect(second.run { UIPasteboard.general.string } == "second")
    }
}
