import UIKit

/// Notes as the Notes app lists them, with the menus of iOS 14 and later: the Add button's menu
/// (New Note, New Folder), a pop-up button choosing the sort order, and each note's context menu
/// (Pin, Duplicate, Delete), opened by a long press or a right click.
final class MenusScreen: UITableViewController {
    enum Order: String, CaseIterable { case edited = "Date Edited", title = "Title" }

    private(set) var notes: [(title: String, edited: Int, pinned: Bool)] = [
        ("Groceries", 3, false),
        ("Trip to Lisbon", 5, false),
        ("Book club picks", 1, false),
        ("Recipes", 4, false),
    ]
    private(set) var order = Order.edited
    private var folders = 0
    let sortButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, menu: UIMenu(children: [
            UIAction(title: "New Note", image: UIImage(systemName: "square.and.pencil")) { [weak self] _ in self?.addNote() },
            UIAction(title: "New Folder", image: UIImage(systemName: "plus")) { [weak self] _ in self?.folders += 1 },
        ]))
        sortButton.showsMenuAsPrimaryAction = true
        sortButton.changesSelectionAsPrimaryAction = true
        sortButton.menu = UIMenu(children: Order.allCases.map { order in
            UIAction(title: order.rawValue) { [weak self] _ in self?.sort(by: order) }
        })
        sortButton.contentHorizontalAlignment = .leading
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        sortButton.frame = CGRect(x: 20, y: 0, width: 200, height: 44)
        header.addSubview(sortButton)
        tableView.tableHeaderView = header
        sort(by: order)
    }

    private func addNote() {
        notes.append(("New Note \(notes.count + 1)", (notes.map(\.edited).max() ?? 0) + 1, false))
        sort(by: order)
    }

    private func sort(by order: Order) {
        self.order = order
        notes.sort { first, second in
            if first.pinned != second.pinned { return first.pinned }
            return order == .edited ? first.edited > second.edited : first.title < second.title
        }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        let note = notes[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = note.title
        content.image = note.pinned ? UIImage(systemName: "star.fill") : nil
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        let note = notes[indexPath.row]
        return UIContextMenuConfiguration(actionProvider: { [weak self] _ in
            UIMenu(title: note.title, children: [
                UIAction(title: note.pinned ? "Unpin" : "Pin", image: UIImage(systemName: "star")) { _ in self?.togglePin(note.title) },
                UIAction(title: "Duplicate", image: UIImage(systemName: "plus")) { _ in self?.duplicate(note.title) },
                UIMenu(options: .displayInline, children: [
                    UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in self?.delete(note.title) },
                ]),
            ])
        })
    }

    private func togglePin(_ title: String) {
        guard let index = notes.firstIndex(where: { $0.title == title }) else { return }
        notes[index].pinned.toggle()
        sort(by: order)
    }

    private func duplicate(_ title: String) {
        guard let note = notes.first(where: { $0.title == title }) else { return }
        notes.append(("\(note.title) copy", note.edited, false))
        sort(by: order)
    }

    private func delete(_ title: String) {
        guard let index = notes.firstIndex(where: { $0.title == title }) else { return }
        notes.remove(at: index)
        tableView.deleteRows(at: [IndexPath(row: index, section: 0)], with: .automatic)
    }
}
