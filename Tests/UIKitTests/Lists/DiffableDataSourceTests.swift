import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import UIKitScreens

@MainActor
@Suite struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case fruit, vegetables }

    private func makeTable() -> (HeadlessHost, UITableView, UITableViewDiffableDataSource<Section, String>) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 600))
        let controller = UIViewController()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        let dataSource = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, indexPath, name in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = name
            return cell
        }
        controller.view = table
        host.rootViewController = controller
        return (host, table, dataSource)
    }

    private func texts(_ table: UITableView) -> [String] { table.visibleCells.compactMap { $0.textLabel?.text } }

    @Test func snapshotsAnswerAsUIKitsDo() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .vegetables])
        snapshot.appendItems(["apple", "pear"], toSection: .fruit)
        snapshot.appendItems(["leek"])
        snapshot.insertItems(["fig"], beforeItem: "pear")
        snapshot.moveItem("apple", afterItem: "pear")
        #expect(snapshot.itemIdentifiers(inSection: .fruit) == ["fig", "pear", "apple"])
        #expect(snapshot.sectionIdentifier(containingItem: "leek") == .vegetables)
        #expect(snapshot.indexOfItem("leek") == 3)
        #expect(snapshot.numberOfItems == 4 && snapshot.numberOfSections == 2)
        snapshot.deleteItems(["fig"])
        snapshot.moveSection(.vegetables, beforeSection: .fruit)
        #expect(snapshot.sectionIdentifiers == [.vegetables, .fruit])
        #expect(snapshot.itemIdentifiers == ["leek", "pear", "apple"])
    }

    @Test func duplicateIdentifiersAreUIKitsException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b", "a"])
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Fatal: supplied item identifiers are not unique."))
        let noSection = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendItems(["a"])
        }
        let noSectionMessage = String(decoding: noSection?.standardErrorContent ?? [], as: UTF8.self)
        #expect(noSectionMessage.contains("There are currently no sections in the data source. Please add a section first."))
    }

    @Test func theDifferenceMovesOnlyWhatLeftItsOrder() {
        let updates = SnapshotDifference.updates(from: [("s", ["a", "b", "c", "d"])], to: [("s", ["b", "c", "a", "e"])],
                                                 reloaded: [], reloadedSections: [])
        #expect(updates.deletedRows == [IndexPath(item: 3, section: 0)])
        #expect(updates.insertedRows == [IndexPath(item: 3, section: 0)])
        #expect(updates.movedRows.map(\.from) == [IndexPath(item: 0, section: 0)])
        #expect(updates.movedRows.map(\.to) == [IndexPath(item: 2, section: 0)])
        #expect(SnapshotDifference.longestIncreasing([3, 1, 2, 5, 4]).count == 3)
    }

    @Test func applyingSnapshotsUpdatesTheTableKeepingCellsWithTheirItems() {
        let (host, table, dataSource) = makeTable()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems(["apple", "banana", "cherry", "date"])
        dataSource.apply(snapshot, animatingDifferences: false)
        host.advance(by: 0)
        #expect(texts(table) == ["apple", "banana", "cherry", "date"])
        let cherry = table.cellForRow(at: IndexPath(row: 2, section: 0))
        var next = dataSource.snapshot()
        next.deleteItems(["banana"])
        next.moveItem("date", beforeItem: "apple")
        next.appendSections([.vegetables])
        next.appendItems(["leek"], toSection: .vegetables)
        var finished = false
        dataSource.apply(next, animatingDifferences: true) { finished = true }
        host.settle()
        #expect(finished)
        #expect(texts(table) == ["date", "apple", "cherry", "leek"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cherry)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "leek")
        #expect(dataSource.indexPath(for: "cherry") == IndexPath(row: 2, section: 0))
    }

    @Test func reconfiguringGivesTheSameCellNewContent() {
        let (host, table, dataSource) = makeTable()
        var names = ["one": "One", "two": "Two"]
        let labelled = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, indexPath, key in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = names[key]
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems(["one", "two"])
        labelled.apply(snapshot, animatingDifferences: false)
        host.advance(by: 0)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        names["two"] = "Deux"
        var next = labelled.snapshot()
        next.reconfigureItems(["two"])
        labelled.apply(next)
        host.settle()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect(cell?.textLabel?.text == "Deux")
        withExtendedLifetime(dataSource) {}
    }

    @Test func aCollectionViewDiffableDataSourceAppliesSnapshots() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let controller = UIViewController()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in cell.tag = number }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collection, indexPath, number in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        controller.view = collection
        host.rootViewController = controller
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(1...6))
        dataSource.apply(snapshot, animatingDifferences: false)
        host.advance(by: 0)
        #expect(collection.visibleCells.map(\.tag) == [1, 2, 3, 4, 5, 6])
        let four = collection.cellForItem(at: IndexPath(item: 3, section: 0))
        var next = snapshot
        next.deleteItems([1, 2])
        next.appendItems([7])
        dataSource.apply(next)
        host.settle()
        #expect(collection.visibleCells.map(\.tag) == [3, 4, 5, 6, 7])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === four)
        #expect(four?.frame.origin == CGPoint(x: 110, y: 0))
    }
}
