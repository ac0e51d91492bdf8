// Not from a seed tutorial, but the screen the Medal Count app's menus start from: a list of the
// Games in a navigation controller, written as apps write one (a UITableViewController subclass with
// registered cells). A Summer row slides its menu in from the left, a Winter row from the right,
// Medal Count from the bottom, through the slide-in tutorial's presentation controller; the row's
// grey clears alongside the dismissal. A row's info button shows a popover at the cell.
import UIKit

@MainActor
enum ListScenario {
    struct Games {
        let city: String
        let year: Int
    }

    static let summer = [Games(city: "Paris", year: 2024), Games(city: "Tokyo", year: 2021), Games(city: "Rio de Janeiro", year: 2016),
                         Games(city: "London", year: 2012), Games(city: "Beijing", year: 2008), Games(city: "Athens", year: 2004),
                         Games(city: "Sydney", year: 2000), Games(city: "Atlanta", year: 1996)]
    static let winter = [Games(city: "Milan Cortina", year: 2026), Games(city: "Beijing", year: 2022), Games(city: "Pyeongchang", year: 2018),
                         Games(city: "Sochi", year: 2014), Games(city: "Vancouver", year: 2010), Games(city: "Turin", year: 2006),
                         Games(city: "Salt Lake City", year: 2002), Games(city: "Nagano", year: 1998)]

    static func makeRoot() -> UIViewController {
        UINavigationController(rootViewController: GamesListController(style: .insetGrouped))
    }

    final class GamesListController: UITableViewController {
        private lazy var slideIn = MedalCountTutorial.SlideInPresentationManager()

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Games"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "games")
        }

        override func numberOfSections(in tableView: UITableView) -> Int { 3 }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            [ListScenario.summer.count, ListScenario.winter.count, 1][section]
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            ["Summer Games", "Winter Games", "Medals"][section]
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "games", for: indexPath)
            var content = cell.defaultContentConfiguration()
            if indexPath.section == 2 {
                content.text = "Medal Count"
                content.secondaryText = "Gold, silver and bronze by country"
                cell.accessoryType = .disclosureIndicator
            } else {
                let games = (indexPath.section == 0 ? ListScenario.summer : ListScenario.winter)[indexPath.row]
                content.text = games.city
                content.secondaryText = String(games.year)
                cell.accessoryType = .detailButton
            }
            cell.contentConfiguration = content
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let menu: MenuController
            switch indexPath.section {
            case 0:
                menu = MenuController(title: "Summer \(ListScenario.summer[indexPath.row].year)", color: .systemOrange)
                slideIn.direction = .left
            case 1:
                menu = MenuController(title: "Winter \(ListScenario.winter[indexPath.row].year)", color: .systemTeal)
                slideIn.direction = .right
            default:
                menu = MenuController(title: "Medal Count", color: .systemIndigo)
                slideIn.direction = .bottom
            }
            slideIn.disableCompactHeight = false
            menu.transitioningDelegate = slideIn
            menu.modalPresentationStyle = .custom
            present(menu, animated: true)
        }

        /// The info button: the Games' details in a popover pointing at the row.
        override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
            guard let cell = tableView.cellForRow(at: indexPath) else { return }
            let games = (indexPath.section == 0 ? ListScenario.summer : ListScenario.winter)[indexPath.row]
            let details = DetailsPopoverController(games: games)
            details.modalPresentationStyle = .popover
            details.preferredContentSize = CGSize(width: 260, height: 120)
            if let popover = details.popoverPresentationController {
                popover.sourceView = cell
                popover.sourceRect = cell.bounds
                popover.permittedArrowDirections = [.up, .down]
                popover.delegate = details
            }
            present(details, animated: true)
        }
    }

    /// The slid-in menu (the Medal Count tutorial's); a tap on the dimmed area closes it, and the
    /// list's selected row fades back alongside.
    final class MenuController: MedalCountTutorial.GamesTableViewController {
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            // The custom presentation leaves the list on screen, so its viewWillAppear does not come:
            // clear its selection alongside the dismissal here.
            guard let list = (presentingViewController as? UINavigationController)?.topViewController as? UITableViewController
                ?? presentingViewController as? UITableViewController,
                  let row = list.tableView.indexPathForSelectedRow else { return }
            if let coordinator = transitionCoordinator {
                coordinator.animate(alongsideTransition: { _ in list.tableView.deselectRow(at: row, animated: true) }) { context in
                    if context.isCancelled { list.tableView.selectRow(at: row, animated: false, scrollPosition: .none) }
                }
            } else {
                list.tableView.deselectRow(at: row, animated: animated)
            }
        }
    }

    /// The Games' details, kept a popover on a phone by answering `.none`.
    final class DetailsPopoverController: UIViewController, UIPopoverPresentationControllerDelegate {
        private let games: Games

        init(games: Games) {
            self.games = games
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { return nil }

        override func loadView() {
            view = ScenarioStyle.card(title: games.city, body: "The \(games.year) Games.", color: .systemBlue)
        }

        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            .none
        }
    }
}
