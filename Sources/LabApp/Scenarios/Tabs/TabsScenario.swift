// Not from a seed tutorial: a tab bar app, the shell most presentations live in. Games is a
// navigation stack over the games list (its rows slide menus in; Details pushes a screen that hides
// the tab bar); Cards is the grid; Sheet presents a sheet holding a list, from inside its tab.
import UIKit

@MainActor
enum TabsScenario {
    static func makeRoot() -> UIViewController {
        let games = UINavigationController(rootViewController: ListScenario.GamesListController(style: .insetGrouped))
        games.tabBarItem = UITabBarItem(title: "Games", image: nil, tag: 0)
        let cards = GridScenario.makeRoot()
        cards.tabBarItem = UITabBarItem(title: "Cards", image: nil, tag: 1)
        let sheet = SheetTabController()
        sheet.tabBarItem = UITabBarItem(title: "Sheet", image: nil, tag: 2)
        sheet.tabBarItem.badgeValue = "1"
        let tabs = UITabBarController()
        tabs.viewControllers = [games, cards, sheet]
        return tabs
    }

    /// A screen with a button that presents a sheet of rows; the badge goes once it has been seen.
    final class SheetTabController: UIViewController {
        override func loadView() {
            view = ScenarioStyle.screen(title: "Sheet", subtitle: "A sheet with a list, presented from inside a tab.")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            ScenarioStyle.button("Show sheet", in: view).addTarget(self, action: SheetTabController.showSheet, for: .touchUpInside)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            tabBarItem.badgeValue = nil
        }

        func showSheet() {
            let list = RowsController(style: .plain)
            if let sheet = list.sheetPresentationController {
                sheet.detents = [.medium(), .large()]
                sheet.prefersGrabberVisible = true
            }
            present(list, animated: true)
        }
    }

    /// Fifty numbered rows.
    final class RowsController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row + 1)"
            return cell
        }
    }
}
