// Not from a seed tutorial: the parts of UIKit apps are made of beyond presentations, one screen
// each, listed in a navigation stack as a settings-style app lists its pages.
import UIKit

@MainActor
enum CatalogScenario {
    /// A part of UIKit and the screen that shows it.
    struct Part {
        let title: String
        let detail: String
        let makeScreen: () -> UIViewController
    }

    static let parts = [
        Part(title: "Text view", detail: "Editable notes, and read-only text with links") { TextViewScreen() },
        Part(title: "Search", detail: "A search controller filtering a list, with a scope bar") { SearchScreen(style: .plain) },
        Part(title: "Page control", detail: "Paging through pages with dots that follow") { PageControlScreen() },
        Part(title: "Page view controller", detail: "Welcome pages turned by swiping, with their indicator") { PageViewControllerScreen() },
        Part(title: "Date picker", detail: "A compact picker, an inline calendar and time wheels") { DatePickerScreen() },
        Part(title: "Toolbar", detail: "A mailbox with actions in the navigation toolbar") { ToolbarScreen(style: .plain) },
        Part(title: "Menus", detail: "An Add menu, a pop-up sort button and notes' context menus") { MenusScreen(style: .insetGrouped) },
        Part(title: "Layers", detail: "Flash cards: a text layer's title, pushed on by a transition") { LayersScreen() },
        Part(title: "Large title", detail: "Folders under a large title that folds as they scroll") { LargeTitleScreen(style: .insetGrouped) },
        Part(title: "Color well", detail: "A tag's colour picked with a colour well and the system picker") { ColorWellScreen() },
        Part(title: "Photos", detail: "An album filled from the photo picker and shared") { PhotosScreen() },
        Part(title: "Split view", detail: "Mailboxes beside their messages; one stack when narrow") { SplitViewScreen() },
        Part(title: "Orientation", detail: "Turning the interface, a landscape player, the scene's life") { OrientationScreen() },
        Part(title: "Section index", detail: "Host cities A to Z, and the index down the side") { SectionIndexScreen() },
    ]

    static func makeRoot() -> UIViewController {
        let navigation = UINavigationController(rootViewController: PartsController(style: .insetGrouped))
        // Screens that want a large title ask for it; the list and the rest keep the small one.
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    final class PartsController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Catalog"
            navigationItem.largeTitleDisplayMode = .never
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "part")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { CatalogScenario.parts.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "part", for: indexPath)
            let part = CatalogScenario.parts[indexPath.row]
            var content = cell.defaultContentConfiguration()
            content.text = part.title
            content.secondaryText = part.detail
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let screen = CatalogScenario.parts[indexPath.row].makeScreen()
            // A split view cannot be pushed: it comes up full screen over the list.
            if screen is UISplitViewController {
                tableView.deselectRow(at: indexPath, animated: false)
                return present(screen, animated: true)
            }
            navigationController?.pushViewController(screen, animated: true)
        }
    }
}
