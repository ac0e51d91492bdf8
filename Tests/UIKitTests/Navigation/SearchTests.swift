import Foundation
import Testing
import UIKit
@testable import UIKitTesting

/// UISearchBar and UISearchController as Apple documents them: the bar's delegate in UIKit's order,
/// its Cancel button and scope bar, a navigation item's search bar below the title, activation that
/// obscures the content and shows results once there is text, and Cancel that ends it all.
/// Sources: docs/PORTING.md, "Search".
@MainActor
@Suite struct SearchTests {
    private final class BarDelegate: NSObject, UISearchBarDelegate {
        var calls: [String] = []
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { calls.append("shouldBegin"); return true }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
        func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { calls.append("shouldEnd"); return true }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEnd") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("text \(searchText)") }
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            calls.append("shouldChange \(range.location)"); return true
        }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { calls.append("scope \(selectedScope)") }
    }

    private final class Updater: NSObject, UISearchResultsUpdating, UISearchControllerDelegate {
        var calls: [String] = []
        func updateSearchResults(for searchController: UISearchController) { calls.append("update \(searchController.searchBar.text ?? "")") }
        func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { calls.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { calls.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }
    }

    /// A standalone bar: 56 points high, 100 with its scope bar; a tap begins editing, typing asks
    /// per key and tells the new text, Return is the Search button, and Cancel and the scope are told.
    @Test func aStandaloneBarTellsItsDelegateInUIKitsOrder() throws {
        let screen = PlainScreen(size: CGSize(width: 390, height: 400))
        let bar = UISearchBar()
        let delegate = BarDelegate()
        bar.delegate = delegate
        #expect(bar.intrinsicContentSize.height == 56)
        bar.scopeButtonTitles = ["All", "Open"]
        bar.showsScopeBar = true
        bar.showsCancelButton = true
        #expect(bar.intrinsicContentSize.height == 100)
        bar.frame = CGRect(x: 0, y: 20, width: 390, height: 100)
        screen.controller.view.addSubview(bar)
        screen.host.settle()
        let field = bar.searchTextField
        #expect(field.frame.height == 36 && field.frame.minX == 8 && field.frame.maxX < 390 - 60, "Cancel takes the right end")
        screen.host.tap(at: field.convert(CGPoint(x: 60, y: 18), to: nil))
        #expect(bar.isFirstResponder)
        screen.host.typeText("ab\n")
        #expect(delegate.calls == ["shouldBegin", "didBegin", "shouldChange 0", "text a", "shouldChange 1", "text ab", "search"])
        delegate.calls = []
        bar.text = "set in code"
        #expect(delegate.calls.isEmpty, "the delegate hears of the person's changes only")
        let cancel = try #require(bar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Cancel" })
        screen.host.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        #expect(delegate.calls == ["cancel"], "a bar without a search controller leaves Cancel to its delegate")
        let scope = try #require(bar.subviews.compactMap { $0 as? UISegmentedControl }.first)
        screen.host.tap(at: scope.convert(CGPoint(x: scope.bounds.width * 0.75, y: 16), to: nil))
        #expect(delegate.calls == ["cancel", "scope 1"] && bar.selectedScopeButtonIndex == 1)
    }

    /// A navigation item's search bar shows below the title, and the bar grows by its 52 points:
    /// the content's safe area starts below it.
    @Test func aNavigationItemsSearchBarShowsBelowTheTitle() throws {
        let host = HeadlessHost(size: CGSize(width: 390, height: 700))
        let content = UIViewController()
        content.title = "Fruit"
        let search = UISearchController(searchResultsController: nil)
        content.navigationItem.searchController = search
        content.navigationItem.hidesSearchBarWhenScrolling = false
        let navigation = UINavigationController(rootViewController: content)
        host.rootViewController = navigation
        host.settle()
        #expect(navigation.navigationBar.frame.height == CGFloat(44 + 52))
        #expect(content.view.safeAreaInsets.top == navigation.navigationBar.frame.maxY)
        let barFrame = search.searchBar.convert(search.searchBar.bounds, to: nil)
        #expect(barFrame.minY == navigation.navigationBar.frame.minY + 44 && barFrame.height == 52)
        #expect(search.searchBar.placeholder == "Search")
    }

    /// Editing activates the controller: the delegate hears will and did present, Cancel shows, the
    /// content is obscured, the title row folds away, and the updater is asked; text shows the results
    /// controller; Cancel clears the text and dismisses.
    @Test func editingActivatesAndCancelDismisses() throws {
        let host = HeadlessHost(size: CGSize(width: 390, height: 700))
        let content = UIViewController()
        content.view.backgroundColor = .systemBackground
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        let updater = Updater()
        search.searchResultsUpdater = updater
        search.delegate = updater
        content.navigationItem.searchController = search
        content.navigationItem.hidesSearchBarWhenScrolling = false
        let navigation = UINavigationController(rootViewController: content)
        host.rootViewController = navigation
        host.settle()
        let field = search.searchBar.searchTextField
        host.tap(at: field.convert(CGPoint(x: 60, y: 18), to: nil))
        host.settle()
        #expect(search.isActive)
        #expect(updater.calls == ["willPresent", "didPresent", "update "])
        #expect(search.searchBar.showsCancelButton)
        #expect(navigation.navigationBar.frame.height == CGFloat(52), "the title row folds away while searching")
        #expect(search.parent === content && search.view.superview === content.view)
        #expect(results.viewIfLoaded?.isHidden != false, "no results before there is text")
        let obscured = host.snapshot().pixel(x: 195, y: 250)
        #expect(obscured.r < 230, "the content below the bar is obscured")
        host.typeText("ap")
        #expect(updater.calls.suffix(2) == ["update a", "update ap"])
        #expect(search.showsSearchResultsController && results.view.isHidden == false)
        let cancel = try #require(search.searchBar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Cancel" })
        updater.calls = []
        host.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        host.settle()
        #expect(!search.isActive && search.searchBar.text == "")
        #expect(updater.calls == ["update ", "willDismiss", "didDismiss"])
        #expect(search.parent == nil && !search.searchBar.showsCancelButton)
        #expect(navigation.navigationBar.frame.height == CGFloat(96))
    }

    /// Interface Builder's `<searchBar>`: style, placeholder, scope titles and traits.
    @Test func interfaceBuilderSearchBarsTakeTheirArchivedProperties() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 400))
        let objects = host.run { UINib(nibName: "ControlProperties", bundle: .module).instantiate(withOwner: nil, options: nil) }
        let root = try #require(objects.first as? UIView)
        let bar = try #require(root.viewWithTag(8) as? UISearchBar)
        #expect(bar.searchBarStyle == .minimal && bar.placeholder == "Find a city")
        #expect(bar.scopeButtonTitles == ["Europe", "Asia"] && bar.showsScopeBar)
        #expect(bar.autocapitalizationType == .none)
    }

    /// The field's clear button shows while editing text and empties it as the person would: the
    /// delegate hears `textDidChange` with "".
    @Test func theClearButtonEmptiesTheFieldAndTellsTheDelegate() throws {
        // Tall enough that the keyboard, once up, leaves the bar uncovered.
        let screen = PlainScreen(size: CGSize(width: 390, height: 700))
        let bar = UISearchBar(frame: CGRect(x: 0, y: 20, width: 390, height: 56))
        let delegate = BarDelegate()
        bar.delegate = delegate
        screen.controller.view.addSubview(bar)
        screen.host.settle()
        let field = bar.searchTextField
        screen.host.tap(at: field.convert(CGPoint(x: 60, y: 18), to: nil))
        screen.host.typeText("ab")
        screen.host.settle()
        let clear = try #require(field.subviews.first { $0.accessibilityLabel == "Clear text" })
        #expect(clear.superview === field, "shown while editing text")
        delegate.calls = []
        screen.host.tap(at: clear.convert(CGPoint(x: clear.bounds.midX, y: clear.bounds.midY), to: nil))
        screen.host.settle()
        #expect(bar.text == "" && delegate.calls == ["text "])
        #expect(clear.superview == nil, "gone once the field is empty")
    }
}

