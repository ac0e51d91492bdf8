import Foundation
import Testing
import UIKit
import LabTestSupport
@testable import UIKitTesting

/// iOS 17's content-unavailable views as Apple documents them: a controller's
/// `contentUnavailableConfiguration` shows a view over its content; `updateContentUnavailableConfiguration(using:)`
/// runs before the first layout, after `setNeedsUpdateContentUnavailableConfiguration()` and for a
/// new search text, which its state carries; `empty()`, `loading()` and `search()` start the
/// configurations. Sources: docs/PORTING.md, "Content-unavailable views".
@MainActor
@Suite struct ContentUnavailableTests {
    final class Messages: UIViewController {
        var updates: [String?] = []
        var messages: [String] = []
        var retried = 0
        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            updates.append(state.searchText)
            guard messages.isEmpty else {
                contentUnavailableConfiguration = nil
                return
            }
            var empty = UIContentUnavailableConfiguration.empty()
            empty.image = UIImage(systemName: "envelope")
            empty.text = "No Messages"
            empty.secondaryText = "New messages appear here."
            var retry = UIButton.Configuration.filled()
            retry.title = "Check Again"
            empty.button = retry
            empty.buttonProperties.primaryAction = UIAction { [unowned self] _ in self.retried += 1 }
            contentUnavailableConfiguration = empty
        }
    }

    static func show(_ controller: UIViewController, appearance: UIUserInterfaceStyle = .light) -> HeadlessHost {
        let host = HeadlessHost(device: .iPhone15, appearance: appearance)
        host.rootViewController = UINavigationController(rootViewController: controller)
        host.settle()
        return host
    }

    @Test func anEmptyStateShowsOverTheContentCentredAndItsButtonActs() throws {
        let messages = Messages()
        let host = Self.show(messages)
        #expect(messages.updates.count == 1, "updated once before the first layout")
        let shown = try #require(messages.view.subviews.last as? UIContentUnavailableView)
        #expect(shown.frame == messages.view.bounds, "over the whole view")
        let labels = shownLabels(in: host)
        #expect(labels.contains("No Messages") && labels.contains("New messages appear here.") && labels.contains("Check Again"))
        let title = try #require(shown.subviews.compactMap { $0 as? UILabel }.first { $0.text == "No Messages" })
        let frame = title.convert(title.bounds, to: nil)
        #expect(abs(frame.midX - host.window.bounds.midX) < 1, "centred across")
        #expect(frame.midY > host.window.bounds.height * 0.3 && frame.midY < host.window.bounds.height * 0.7, "in the middle: \(frame)")
        tap("Check Again", in: host)
        #expect(messages.retried == 1)
        messages.messages = ["Hello"]
        messages.setNeedsUpdateContentUnavailableConfiguration()
        #expect(messages.updates.count == 1, "the update waits for the next layout")
        host.settle()
        #expect(messages.updates.count == 2 && messages.contentUnavailableConfiguration == nil)
        #expect(!messages.view.subviews.contains { $0 is UIContentUnavailableView }, "nil takes the view away")
    }

    @Test func aConfigurationOfTheSameTypeUpdatesTheViewShown() throws {
        let controller = UIViewController()
        let host = Self.show(controller)
        controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
        host.advance(by: 0.1)
        let shown = try #require(controller.view.subviews.last as? UIContentUnavailableView)
        #expect(shownLabels(in: host).contains("Loading…"))
        #expect(shown.subviews.contains { ($0 as? UIActivityIndicatorView)?.isAnimating == true }, "loading spins an indicator")
        var done = UIContentUnavailableConfiguration.empty()
        done.text = "All Caught Up"
        controller.contentUnavailableConfiguration = done
        host.advance(by: 0.1)
        #expect(controller.view.subviews.last === shown, "the same view, updated")
        #expect(shownLabels(in: host).contains("All Caught Up") && !shownLabels(in: host).contains("Loading…"))
    }

    @Test func aSearchWithoutResultsNamesTheTextFromTheState() throws {
        final class Cities: UITableViewController, UISearchResultsUpdating {
            let cities = ["Paris", "Tokyo"]
            var shown = ["Paris", "Tokyo"]
            var texts: [String?] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                let search = UISearchController(searchResultsController: nil)
                search.searchResultsUpdater = self
                search.obscuresBackgroundDuringPresentation = false
                navigationItem.searchController = search
                navigationItem.hidesSearchBarWhenScrolling = false
            }
            func updateSearchResults(for searchController: UISearchController) {
                let text = searchController.searchBar.text ?? ""
                shown = text.isEmpty ? cities : cities.filter { $0.localizedCaseInsensitiveContains(text) }
                tableView.reloadData()
            }
            override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                texts.append(state.searchText)
                contentUnavailableConfiguration = shown.isEmpty ? UIContentUnavailableConfiguration.search().updated(for: state) : nil
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
        }
        let cities = Cities()
        let host = Self.show(cities)
        #expect(cities.texts == [""], "the state carries the search's text")
        let field = try #require(cities.navigationItem.searchController).searchBar.searchTextField
        host.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil))
        host.typeText("zz")
        host.settle()
        #expect(cities.texts.last == "zz", "a new search text updates the configuration")
        #expect(shownLabels(in: host).contains("No Results for “zz”"))
        #expect(shownLabels(in: host).contains("Check the spelling or try a new search."))
        let search = UIContentUnavailableConfiguration.search()
        #expect(search.text == "No Results" && search.image != nil)
        expectGolden(host.snapshot(), "content-unavailable-search")
    }

    @Test func theEmptyStateIsDrawnInLightAndDark() {
        for appearance in [UIUserInterfaceStyle.light, .dark] {
            let host = Self.show(Messages(), appearance: appearance)
            expectGolden(host.snapshot(includingDeviceChrome: true), appearance == .dark ? "content-unavailable-dark" : "content-unavailable-light")
        }
    }
}
