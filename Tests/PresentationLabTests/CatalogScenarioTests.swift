import Foundation
import Testing
@testable import LabApp
@testable import UIKit
@testable import UIKitTesting

/// The catalog scenario: a list of UIKit's parts, each a screen used as an app uses it, drawn in
/// light and dark.
@MainActor
@Suite struct CatalogScenarioTests {
    private func openPart(_ title: String, appearance: UIUserInterfaceStyle = .light) throws -> (HeadlessHost, UIViewController) {
        let (host, root) = startScenario("catalog")
        host.appearance = appearance
        host.settle()
        let navigation = try #require(root as? UINavigationController)
        let row = try #require(CatalogScenario.parts.firstIndex { $0.title == title })
        let table = try #require((navigation.topViewController as? UITableViewController)?.tableView)
        let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
        host.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
        host.settle()
        return (host, try #require(navigation.topViewController))
    }

    /// Typing into the notes counts the characters through the delegate; a tap on a link in the
    /// read-only text reports it and the system is asked to open it.
    @Test func textViewsEditCountAndOpenLinks() throws {
        let (host, screen) = try openPart("Text view")
        let textViews = screen.view.subviews.compactMap { $0 as? UITextView }
        let notes = try #require(textViews.first { $0.isEditable })
        let about = try #require(textViews.first { !$0.isEditable })
        expectGolden(host.snapshot(), "catalog-text-view")
        host.tap(at: notes.convert(CGPoint(x: 40, y: 20), to: nil))
        #expect(notes.isFirstResponder)
        host.typeText("Milk\nEggs")
        host.settle()
        #expect(notes.text == "Milk\nEggs")
        let labels = screen.view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.contains { $0.text == "9 characters" })
        notes.resignFirstResponder()
        host.settle()
        let link = try #require(about.links.first { $0.url.scheme == "https" })
        let start = about.caretRect(for: try #require(about.position(from: about.beginningOfDocument, offset: link.range.location + 3)))
        host.tap(at: about.convert(CGPoint(x: start.minX + 2, y: start.midY), to: nil))
        #expect(labels.contains { $0.text == "Opened: https://developer.apple.com/documentation/uikit" })
        #expect(host.core.environment[OpenedURLs.self].urls.last?.host == "developer.apple.com")
    }

    @Test func theTextViewScreenInDark() throws {
        let (host, _) = try openPart("Text view", appearance: .dark)
        expectGolden(host.snapshot(), "catalog-text-view-dark")
    }
}
