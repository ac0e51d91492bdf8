import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore
@testable import UIKitScreens

/// A list as apps write it: a UITableViewController subclass overriding the table methods,
/// pushing a detail controller when a row is tapped.
@MainActor
final class GamesListController: UITableViewController {
    let games = (1...40).map { "Game \($0)" }
    var scrolls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "game")
        tableView.rowHeight = 44
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { games.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "game", for: indexPath)
        cell.textLabel?.text = games[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = UIViewController()
        detail.title = games[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

@MainActor
@Suite struct TableViewControllerTests {
    private func makeList() -> (HeadlessHost, UINavigationController, GamesListController) {
        let host = HeadlessHost(size: CGSize(width: 400, height: 600))
        let list = GamesListController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        host.rootViewController = navigation
        host.settle()
        return (host, navigation, list)
    }

    /// The point of a row on screen, in window points.
    private func point(ofRow row: Int, in list: GamesListController) -> CGPoint {
        let rect = list.tableView.rectForRow(at: IndexPath(row: row, section: 0))
        return list.tableView.convert(CGPoint(x: 100, y: rect.midY), to: nil)
    }

    @Test func theControllersTableIsItsViewWithItselfAsDataSourceAndDelegate() {
        let (host, navigation, list) = makeList()
        defer { withExtendedLifetime((host, navigation)) {} }
        #expect(list.view === list.tableView)
        #expect(list.tableView.dataSource === list)
        #expect(list.tableView.delegate === list)
        #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Game 1")
        // The rows start below the navigation bar: the table's inset takes the safe area.
        #expect(list.tableView.adjustedContentInset.top > 0)
        #expect(list.tableView.contentOffset.y == -list.tableView.adjustedContentInset.top)
    }

    @Test func aSubclassesScrollViewDelegateMethodIsCalled() {
        let (host, _, list) = makeList()
        host.scroll(at: CGPoint(x: 200, y: 300), by: CGVector(dx: 0, dy: 80))
        #expect(list.scrolls > 0)
    }

    @Test func theSelectedRowIsDeselectedAlongsideThePopThatBringsTheListBack() {
        let (host, navigation, list) = makeList()
        host.tap(at: point(ofRow: 3, in: list))
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        host.settle()
        #expect(navigation.viewControllers.count == 2)
        navigation.popViewController(animated: true)
        host.advance(by: NavigationSlideAnimator.duration / 2)
        // Half way through the pop, the row's grey is half faded: it runs with the pop's animation.
        let cell = list.tableView.cellForRow(at: IndexPath(row: 3, section: 0))
        let grey = cell?.selectedBackgroundView?.presentationAlpha ?? -1
        #expect(grey > 0.05 && grey < 0.95, "grey at \(grey)")
        #expect(list.tableView.indexPathForSelectedRow == nil)
        host.settle()
        #expect(cell?.isSelected == false)
        #expect((cell?.selectedBackgroundView?.alpha ?? 1) == 0)
    }

    @Test func aCancelledInteractivePopKeepsTheRowSelected() {
        let (host, navigation, list) = makeList()
        host.tap(at: point(ofRow: 2, in: list))
        host.settle()
        #expect(navigation.viewControllers.count == 2)
        // A short swipe from the left edge, let go early: the pop is cancelled.
        host.press(at: CGPoint(x: 5, y: 300))
        for step in 1...8 { host.advance(by: 1.0 / 60); host.move(to: CGPoint(x: 5 + CGFloat(step) * 10, y: 300)) }
        host.advance(by: 0.3)
        host.release(at: CGPoint(x: 85, y: 300))
        host.settle()
        #expect(navigation.viewControllers.count == 2)
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        // The whole swipe: the pop finishes and the row is deselected.
        host.press(at: CGPoint(x: 5, y: 300))
        for step in 1...30 { host.advance(by: 1.0 / 60); host.move(to: CGPoint(x: 5 + CGFloat(step) * 10, y: 300)) }
        host.advance(by: 0.3)
        host.release(at: CGPoint(x: 305, y: 300))
        host.settle()
        #expect(navigation.viewControllers.count == 1)
        #expect(list.tableView.indexPathForSelectedRow == nil)
    }

    @Test func clearingSelectionCanBeTurnedOff() {
        let (host, navigation, list) = makeList()
        list.clearsSelectionOnViewWillAppear = false
        host.tap(at: point(ofRow: 1, in: list))
        host.settle()
        navigation.popViewController(animated: true)
        host.settle()
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test func theEditButtonTogglesEditingAndShowsDeleteControls() {
        let (host, _, list) = makeList()
        list.navigationItem.rightBarButtonItem = list.editButtonItem
        #expect(list.editButtonItem.title == "Edit")
        list.setEditing(true, animated: false)
        host.settle()
        #expect(list.isEditing && list.tableView.isEditing)
        #expect(list.editButtonItem.title == "Done")
        let cell = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.isEditing == true)
        #expect(cell?.contentView.frame.minX == TableCellEditingControl.width)
    }
}
