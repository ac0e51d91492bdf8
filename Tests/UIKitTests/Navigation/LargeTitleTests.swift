import Foundation
import Testing
import UIKit
import LabTestSupport
@testable import UIKitTesting
@testable import UIKitScreens

/// Large titles as Apple documents them: a bar that `prefersLargeTitles` shows the top item's title
/// in bold large-title text in a row below the standard bar (a 96-point bar), which folds away as
/// the content scrolls up, the small title taking its place; `largeTitleDisplayMode` chooses per
/// item (`.automatic` inherits); none at compact height. The search bar below folds first when
/// `hidesSearchBarWhenScrolling`. Sources: docs/PORTING.md, "Navigation bars".
@MainActor
@Suite struct LargeTitleTests {
    final class Inbox: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Message \(indexPath.row + 1)"
            return cell
        }
    }

    static func stack(_ root: UIViewController = Inbox(), device: SimulatedDevice = .iPhone15,
                      appearance: UIUserInterfaceStyle = .light) -> (HeadlessHost, UINavigationController) {
        let host = HeadlessHost(device: device, appearance: appearance)
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        host.rootViewController = navigation
        host.settle()
        return (host, navigation)
    }

    static func largeTitle(in bar: UINavigationBar) -> UILabel? {
        func find(_ view: UIView) -> UILabel? {
            if let label = view as? UILabel, label.font.pointSize >= 30, !label.isHidden { return label }
            for subview in view.subviews { if let found = find(subview) { return found } }
            return nil
        }
        return find(bar)
    }

    static func scroll(_ scrollView: UIScrollView, upBy distance: CGFloat, in host: HeadlessHost) {
        scrollView.contentOffset.y = -scrollView.adjustedContentInset.top + distance
        host.settle()
    }

    @Test func theRootsTitleShowsLargeBelowAStandardRowInA96PointBar() throws {
        let (host, navigation) = Self.stack()
        let bar = navigation.navigationBar
        let top = host.window.safeAreaInsets.top
        #expect(bar.frame.minY == top && bar.frame.height == 96)
        let large = try #require(Self.largeTitle(in: bar))
        #expect(large.text == "Inbox" && large.font.pointSize == 34)
        let frame = large.convert(large.bounds, to: nil)
        #expect(frame.minX == 16 && frame.minY >= bar.frame.minY + 44 && frame.maxY <= bar.frame.maxY - 8 + 0.5, "\(frame)")
        #expect(shownLabels(in: host).filter { $0 == "Inbox" }.count == 1, "the small title is not shown beside the large one")
        let table = try #require(navigation.topViewController as? Inbox).tableView!
        #expect(table.adjustedContentInset.top == top + 96, "the rows start below the large title")
        #expect(bar.isAtScrollEdge && bar.effectiveAppearance.backgroundEffect == nil && (bar.effectiveAppearance.backgroundColor?.cgColor.alpha ?? 0) == 0,
                "at the top the bar is transparent over the content (its scroll-edge look)")
    }

    @Test func theLargeTitleFoldsAsTheContentScrollsUpAndComesBackAtTheTop() throws {
        let (host, navigation) = Self.stack()
        let bar = navigation.navigationBar
        let table = try #require(navigation.topViewController as? Inbox).tableView!
        Self.scroll(table, upBy: 30, in: host)
        #expect(bar.frame.height == 66, "folded by the 30 points scrolled")
        #expect(bar.isAtScrollEdge, "the rows' top still meets the bar's foot")
        Self.scroll(table, upBy: 200, in: host)
        #expect(bar.frame.height == 44, "folded whole")
        #expect(shownLabels(in: host).contains("Inbox"), "the small title shows once the large one has gone")
        #expect(!bar.isAtScrollEdge && bar.effectiveAppearance.backgroundEffect != nil, "the content under the bar: the standard blurred look")
        #expect(table.adjustedContentInset.top == host.window.safeAreaInsets.top + 96, "the content's inset stays")
        Self.scroll(table, upBy: 0, in: host)
        #expect(bar.frame.height == 96 && Self.largeTitle(in: bar)?.text == "Inbox")
    }

    @Test func eachItemChoosesItsTitlesSizeAndAutomaticInheritsFromTheItemBelow() throws {
        let (host, navigation) = Self.stack()
        let bar = navigation.navigationBar
        let detail = UIViewController()
        detail.title = "Message"
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        host.settle()
        #expect(bar.frame.height == 44 && Self.largeTitle(in: bar) == nil)
        let deeper = UIViewController()
        deeper.title = "Reply"
        navigation.pushViewController(deeper, animated: false)
        host.settle()
        #expect(bar.frame.height == 44, "automatic below a never: small")
        deeper.navigationItem.largeTitleDisplayMode = .always
        host.settle()
        #expect(bar.frame.height == 96 && Self.largeTitle(in: bar)?.text == "Reply", "an item's change shows at once")
        navigation.popToRootViewController(animated: false)
        host.settle()
        #expect(bar.frame.height == 96 && Self.largeTitle(in: bar)?.text == "Inbox")
        bar.prefersLargeTitles = false
        host.settle()
        #expect(bar.frame.height == 44 && Self.largeTitle(in: bar) == nil, "a bar that does not prefer them shows none")
    }

    @Test func noLargeTitleAtCompactHeight() throws {
        let (host, navigation) = Self.stack()
        host.rotate(to: .landscapeLeft)
        host.settle()
        #expect(navigation.navigationBar.traitCollection.verticalSizeClass == .compact)
        #expect(Self.largeTitle(in: navigation.navigationBar) == nil && navigation.navigationBar.frame.height < 96)
        host.rotate(to: .portrait)
        host.settle()
        #expect(navigation.navigationBar.frame.height == 96)
    }

    @Test func theSearchBarFoldsFirstThenTheLargeTitleUnlessTheItemKeepsIt() throws {
        let inbox = Inbox()
        inbox.navigationItem.searchController = UISearchController(searchResultsController: nil)
        let (host, navigation) = Self.stack(inbox)
        let bar = navigation.navigationBar
        let searchHeight = inbox.navigationItem.searchController!.searchBar.intrinsicContentSize.height
        #expect(bar.frame.height == 96 + searchHeight, "the search bar below the large title")
        Self.scroll(inbox.tableView, upBy: searchHeight, in: host)
        #expect(bar.frame.height == 96 && Self.largeTitle(in: bar) != nil, "the search bar folded, the large title still whole")
        Self.scroll(inbox.tableView, upBy: searchHeight + 52, in: host)
        #expect(bar.frame.height == 44)
        inbox.navigationItem.hidesSearchBarWhenScrolling = false
        host.settle()
        #expect(bar.frame.height == 44 + searchHeight, "a kept search bar stays as the large title folds")
    }

    @Test func theLargeTitleIsDrawnAsIOSDrawsIt() throws {
        for appearance in [UIUserInterfaceStyle.light, .dark] {
            let (host, _) = Self.stack(appearance: appearance)
            expectGolden(host.snapshot(includingDeviceChrome: true), appearance == .dark ? "large-title-dark" : "large-title-light")
        }
    }
}
