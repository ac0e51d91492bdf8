import Testing
import UIKit
import UIKitTesting

/// A games list as apps write one: rows from a diffable data source; a tap pushes the game.
final class GamesViewController: UITableViewController {
    private lazy var games = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { tableView, indexPath, name in
        let cell = tableView.dequeueReusableCell(withIdentifier: "game", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = name
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Games"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "game")
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems((1...100).map { "Game \($0)" })
        games.apply(snapshot, animatingDifferences: false)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = UIViewController()
        detail.title = games.itemIdentifier(for: indexPath)
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// In a tab, in a navigation stack: a row pushes its game; popping back clears the selection.
@MainActor @Test func aRowPushesItsGameAndComesBackDeselected() throws {
    let host = HeadlessHost(device: .iPhone15)
    let list = GamesViewController(style: .plain)
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: list)]
    host.rootViewController = tabs
    host.settle()
    #expect(list.tableView.visibleCells.count < 20)     // cells for the screen, not the 100 rows
    let row = list.tableView.rectForRow(at: IndexPath(row: 2, section: 0))
    host.tap(at: list.tableView.convert(CGPoint(x: 100, y: row.midY), to: nil))
    host.settle()
    let navigation = try #require(list.navigationController)
    #expect(navigation.topViewController?.title == "Game 3")
    navigation.popViewController(animated: true)
    host.settle()
    #expect(list.tableView.indexPathForSelectedRow == nil)
}
