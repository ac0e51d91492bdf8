import UIKit

/// Every Olympic host city of the lab's lists, summer and winter, in sections by first letter as
/// Contacts lists names, with the section index down the trailing edge: a touch on a letter jumps
/// to its section, and letters with no city go to the section before them.
final class SectionIndexScreen: UITableViewController {
    /// The cities by first letter, in order.
    let sections: [(letter: String, games: [ListScenario.Games])] = {
        let all = (ListScenario.summer + ListScenario.winter).sorted { ($0.city, $0.year) < ($1.city, $1.year) }
        return Dictionary(grouping: all) { String($0.city.prefix(1)) }
            .map { (letter: $0.key, games: $0.value.sorted { ($0.city, $0.year) < ($1.city, $1.year) }) }
            .sorted { $0.letter < $1.letter }
    }()
    /// The whole alphabet in the index, as Contacts shows it.
    static let alphabet = (UnicodeScalar("A").value...UnicodeScalar("Z").value).compactMap { UnicodeScalar($0).map(String.init) }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Host Cities"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "city")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].games.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].letter }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
        let games = sections[indexPath.section].games[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = games.city
        content.secondaryText = "\(games.year)"
        content.prefersSideBySideTextAndSecondaryText = true
        cell.contentConfiguration = content
        return cell
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { SectionIndexScreen.alphabet }

    /// A letter with no city goes to the last section before it (the first, before any).
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        sections.lastIndex { $0.letter <= title } ?? 0
    }
}
