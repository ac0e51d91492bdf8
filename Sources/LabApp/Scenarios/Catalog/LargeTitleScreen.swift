import UIKit

/// Folders as Notes lists them: a large "Folders" title over the list, with a search bar below it
/// that folds into the bar as the list scrolls up, then the large title, until only the standard
/// bar with its small title is left; back at the top both return. Typing filters the folders.
final class LargeTitleScreen: UITableViewController, UISearchResultsUpdating {
    static let folders: [(name: String, notes: Int)] = [
        ("All iCloud", 214), ("Notes", 96), ("Recipes", 31), ("Travel", 18), ("Work", 42), ("Ideas", 9), ("Books", 12),
        ("Garden", 7), ("Music", 15), ("Films", 11), ("Running", 23), ("Letters", 5), ("Projects", 28), ("Quotes", 40),
        ("Shopping", 6), ("Birthdays", 14), ("Journal", 120), ("Archive", 301), ("Recently Deleted", 3),
    ]
    private(set) var shown = LargeTitleScreen.folders

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Folders"
        navigationItem.largeTitleDisplayMode = .always
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search"
        navigationItem.searchController = search
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "folder")
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty ? Self.folders : Self.folders.filter { $0.name.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "folder", for: indexPath)
        var content = UIListContentConfiguration.valueCell()
        content.text = shown[indexPath.row].name
        content.secondaryText = "\(shown[indexPath.row].notes)"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
