import Foundation
import UIKit
import UIKitTesting
@testable import UIKitCore

/// A tab bar app of lists for the random-interaction test: a table of sections of rows in a
/// navigation stack, and a flow-layout collection fed by a diffable data source. Steps act on
/// whatever state the last left; checks say whether the lists and tabs are in a state UIKit could be in.
@MainActor
final class ListSoakWorld {
    /// The table's model: each section's row identities.
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var sections: [[Int]] = [Array(0..<30), Array(30..<45)]
        var nextID = 1_000
        var selectCount = 0
        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(sections[indexPath.section][indexPath.row])"
            cell.tag = sections[indexPath.section][indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selectCount += 1
            tableView.deselectRow(at: indexPath, animated: true)
        }
        // Editing: rows delete through their control or a swipe, and move by their grip.
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            let id = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
            sections[destinationIndexPath.section].insert(id, at: destinationIndexPath.row)
        }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            guard editingStyle == .delete else { return }
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let id = sections[indexPath.section][indexPath.row]
            return UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
                guard let self else { return done(false) }
                // The row may have moved since the swipe began: find it by its identity.
                for (section, ids) in self.sections.enumerated() {
                    guard let row = ids.firstIndex(of: id) else { continue }
                    self.sections[section].remove(at: row)
                    tableView.deleteRows(at: [IndexPath(row: row, section: section)], with: .automatic)
                }
                done(true)
            }])
        }
    }

    let host: HeadlessHost
    let tabs = UITabBarController()
    let navigation: UINavigationController
    let table: UITableView
    let rows = Rows()
    let collection: UICollectionView
    let items: UICollectionViewDiffableDataSource<Int, Int>
    private(set) var itemIDs: [Int] = Array(0..<40)

    init(size: CGSize) {
        host = HeadlessHost(size: size)
        let list = UIViewController()
        table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        table.dataSource = rows
        table.delegate = rows
        list.view = table
        list.title = "Rows"
        navigation = UINavigationController(rootViewController: list)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, id in cell.tag = id }
        items = UICollectionViewDiffableDataSource(collectionView: collection) { collection, indexPath, id in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
        let grid = UIViewController()
        grid.view = collection
        grid.title = "Grid"
        tabs.viewControllers = [navigation, grid]
        host.rootViewController = tabs
        applyItems(animated: false)
        host.advance(by: 0)
    }

    func applyItems(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(itemIDs)
        items.apply(snapshot, animatingDifferences: animated)
    }

    // MARK: Steps

    func perform(_ step: ListSoak.Step) {
        let size = host.window.bounds.size
        func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x * Double(size.width), y: y * Double(size.height)) }
        switch step {
        case let .tap(x, y): host.tap(at: point(x, y))
        case let .drag(x, y, toX, toY, duration): host.drag(from: point(x, y), to: point(toX, toY), duration: duration)
        case let .wheel(x, y, dy): host.scroll(at: point(x, y), by: CGVector(dx: 0, dy: dy))
        case let .advance(seconds): host.advance(by: seconds)
        case .settle: host.settle()
        case let .resize(width, height): host.resize(to: CGSize(width: width, height: height))
        case let .insertRows(section, at, count, animated):
            let s = section % rows.sections.count
            let start = at % (rows.sections[s].count + 1)
            let new = (0..<count).map { _ in rows.nextID += 1; return rows.nextID }
            rows.sections[s].insert(contentsOf: new, at: start)
            table.insertRows(at: (start..<start + count).map { IndexPath(row: $0, section: s) }, with: animated ? .automatic : .none)
        case let .deleteRows(section, at, count, animated):
            let s = section % rows.sections.count
            guard !rows.sections[s].isEmpty else { return }
            let start = at % rows.sections[s].count
            let end = min(rows.sections[s].count, start + count)
            rows.sections[s].removeSubrange(start..<end)
            table.deleteRows(at: (start..<end).map { IndexPath(row: $0, section: s) }, with: animated ? .fade : .none)
        case let .moveRow(from, to):
            let all = rows.sections.indices.flatMap { s in rows.sections[s].indices.map { IndexPath(row: $0, section: s) } }
            guard !all.isEmpty else { return }
            let source = all[from % all.count]
            let id = rows.sections[source.section].remove(at: source.row)
            let targetSection = to % rows.sections.count
            let target = IndexPath(row: (to / 3) % (rows.sections[targetSection].count + 1), section: targetSection)
            rows.sections[target.section].insert(id, at: target.row)
            table.moveRow(at: source, to: target)
        case .reloadTable:
            table.reloadData()
        case let .toggleEditing(animated):
            table.setEditing(!table.isEditing, animated: animated)
        case let .scrollToRow(section, row, animated):
            let s = section % rows.sections.count
            guard !rows.sections[s].isEmpty else { return }
            table.scrollToRow(at: IndexPath(row: row % rows.sections[s].count, section: s), at: .middle, animated: animated)
        case let .selectTab(index): tabs.selectedIndex = index % 2
        case let .push(animated):
            let pushed = UIViewController()
            pushed.view.backgroundColor = .systemTeal
            navigation.pushViewController(pushed, animated: animated)
        case let .pop(animated): navigation.popViewController(animated: animated)
        case let .shuffleItems(seed, animated):
            var random = SoakRandom(seed: UInt64(seed))
            var ids = itemIDs
            for _ in 0..<random.int(0...6) where !ids.isEmpty { ids.remove(at: random.int(0...ids.count - 1)) }
            for _ in 0..<random.int(0...6) { ids.insert(10_000 + random.int(0...9_999), at: random.int(0...ids.count)) }
            for _ in 0..<random.int(0...4) where ids.count > 1 { ids.swapAt(random.int(0...ids.count - 1), random.int(0...ids.count - 1)) }
            var seen = Set<Int>()
            itemIDs = ids.filter { seen.insert($0).inserted }
            applyItems(animated: animated)
        }
    }

    // MARK: Checks

    /// What is wrong now; `settled` adds the checks that hold once nothing moves.
    func problems(settled: Bool) -> [String] {
        var problems: [String] = []
        for (section, ids) in rows.sections.enumerated() where table.numberOfRows(inSection: section) != ids.count {
            problems.append("table section \(section) has \(table.numberOfRows(inSection: section)) rows, the model \(ids.count)")
        }
        var seen = Set<ObjectIdentifier>()
        for cell in table.visibleCells {
            guard seen.insert(ObjectIdentifier(cell)).inserted else { problems.append("a cell shows two rows"); continue }
            guard let indexPath = table.indexPath(for: cell) else { problems.append("a visible cell has no row"); continue }
            guard indexPath.section < rows.sections.count, indexPath.row < rows.sections[indexPath.section].count else {
                problems.append("a visible cell stands for row \(indexPath), which the model does not have")
                continue
            }
            if cell.tag != rows.sections[indexPath.section][indexPath.row] {
                problems.append("row \(indexPath) shows \(cell.tag), the model has \(rows.sections[indexPath.section][indexPath.row])")
            }
        }
        let screenRows = Int((table.bounds.height / 44).rounded(.up)) + 2
        if table.visibleCells.count > screenRows { problems.append("\(table.visibleCells.count) cells for \(screenRows) rows of screen") }
        if collection.numberOfItems(inSection: 0) != itemIDs.count && collection.numberOfSections > 0 {
            problems.append("the collection has \(collection.numberOfItems(inSection: 0)) items, the snapshot \(itemIDs.count)")
        }
        for cell in collection.visibleCells {
            guard let indexPath = collection.indexPath(for: cell), indexPath.item < itemIDs.count else { problems.append("a collection cell has no item"); continue }
            if cell.tag != itemIDs[indexPath.item] { problems.append("item \(indexPath.item) shows \(cell.tag), the snapshot has \(itemIDs[indexPath.item])") }
        }
        if tabs.tabBar.selectedItem !== tabs.selectedViewController?.tabBarItem { problems.append("the tab bar shows another tab than the selected one") }
        guard settled else { return problems }
        // Mid-transition a popped controller is still a child, as in UIKit; at rest they agree.
        if navigation.children != navigation.viewControllers { problems.append("navigation children differ from its stack") }
        for cell in table.visibleCells {
            guard let indexPath = table.indexPath(for: cell) else { continue }
            if cell.frame != table.rectForRow(at: indexPath) { problems.append("row \(indexPath)'s cell at \(cell.frame), its row at \(table.rectForRow(at: indexPath))") }
        }
        let range = table.offsetRange
        if table.window != nil, table.contentOffset.y < range.min.y - 0.5 || table.contentOffset.y > range.max.y + 0.5 {
            problems.append("the table rests at \(table.contentOffset.y), outside \(range.min.y)…\(range.max.y)")
        }
        let showing = tabs.selectedViewController
        for controller in tabs.viewControllers ?? [] where (controller.viewIfLoaded?.window != nil) != (controller === showing) {
            problems.append("\(controller.title ?? "a tab") is \(controller === showing ? "selected but not" : "on screen but not selected")")
        }
        return problems
    }
}
