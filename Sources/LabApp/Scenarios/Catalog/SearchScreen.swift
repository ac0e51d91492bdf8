import UIKit

/// Search as list apps have it: a navigation item's search controller filters the Games by city as
/// you type, its scope bar picks the season, and Cancel brings the whole list back. A search that
/// finds nothing shows iOS 17's content-unavailable search view, naming the text.
final class SearchScreen: UITableViewController, UISearchResultsUpdating, UISearchControllerDelegate {
    private struct Entry {
        let games: ListScenario.Games
        let season: String
    }

    private let everything = ListScenario.summer.map { Entry(games: $0, season: "Summer") }
        + ListScenario.winter.map { Entry(games: $0, season: "Winter") }
    private var shown: [Entry] = []
    private let search = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "games")
        search.searchResultsUpdater = self
        search.delegate = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search cities"
        search.searchBar.scopeButtonTitles = ["All", "Summer", "Winter"]
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        shown = everything
    }

    /// The whole list comes back when the search ends, whatever scope was last chosen.
    func didDismissSearchController(_ searchController: UISearchController) {
        shown = everything
        tableView.reloadData()
        setNeedsUpdateContentUnavailableConfiguration()
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        contentUnavailableConfiguration = shown.isEmpty ? UIContentUnavailableConfiguration.search().updated(for: state) : nil
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = (searchController.searchBar.text ?? "").lowercased()
        let scope = searchController.searchBar.scopeButtonTitles?[searchController.searchBar.selectedScopeButtonIndex] ?? "All"
        shown = everything.filter { entry in
            (text.isEmpty || entry.games.city.lowercased().contains(text)) && (scope == "All" || entry.season == scope)
        }
        tableView.reloadData()
        setNeedsUpdateContentUnavailableConfiguration()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "games", for: indexPath)
        let entry = shown[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = entry.games.city
        content.secondaryText = "\(entry.season) \(entry.games.year)"
        cell.contentConfiguration = content
        return cell
    }
}
