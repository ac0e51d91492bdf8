import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import UIKitScreens

/// The delete confirmation of an editing table, as Apple documents it: "the table view displays this
/// button when the user attempts to delete a row, either by swiping the row or tapping the red minus
/// icon in editing mode" (*tableView(_:titleForDeleteConfirmationButtonForRowAt:)*), titled "Delete"
/// unless the delegate says otherwise, with the cell in the `showingDeleteConfirmation` state
/// (*UITableViewCell.showingDeleteConfirmation*, *willTransition(to:)*). Sources: docs/PORTING.md, "Lists".
@MainActor
@Suite struct DeleteConfirmationTests {
    final class Cell: UITableViewCell {
        var transitions: [UITableViewCell.StateMask] = []
        override func willTransition(to state: UITableViewCell.StateMask) { transitions.append(state) }
    }

    final class Fruit: NSObject, UITableViewDataSource, UITableViewDelegate {
        var names = ["Apple", "Banana", "Cherry", "Damson"]
        var commits: [String] = []
        var deleteTitle: String?

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            cell.textLabel?.text = names[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            commits.append("\(editingStyle == .delete ? "delete" : "other") \(names[indexPath.row])")
            guard editingStyle == .delete else { return }
            names.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
        func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { deleteTitle }
    }

    private func makeEditingTable(_ source: Fruit) -> (HeadlessHost, UITableView) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(Cell.self, forCellReuseIdentifier: "fruit")
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source
        let host = HeadlessHost(showingRootView: table)
        table.setEditing(true, animated: false)
        host.settle()
        return (host, table)
    }

    private func view(labeled label: String, in view: UIView) -> UIView? {
        if view.accessibilityLabel == label { return view }
        return view.subviews.lazy.compactMap { self.view(labeled: label, in: $0) }.first
    }

    /// The centre of row `row`'s red minus control.
    private func minus(ofRow row: Int) -> CGPoint { CGPoint(x: 27, y: 22 + 44 * CGFloat(row)) }

    @Test func tappingTheMinusShowsDeleteAndTappingDeleteCommits() throws {
        let source = Fruit()
        let (host, table) = makeEditingTable(source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? Cell)
        #expect(cell.transitions == [.showingEditControl], "editing shows the edit control first")
        host.tap(at: minus(ofRow: 1))
        host.settle()
        #expect(source.commits.isEmpty, "the minus asks first; it deletes nothing")
        #expect(cell.showingDeleteConfirmation)
        #expect(cell.transitions.last == [.showingEditControl, .showingDeleteConfirmation])
        let open = cell.bounds.origin.x
        #expect(open >= 74 && open < 100, "the row slides left by the Delete button: \(open)")
        let button = try #require(view(labeled: "Delete", in: host.window))
        #expect(button.convert(button.bounds, to: nil).maxX == 320, "the button is at the row's right")
        host.tap(at: CGPoint(x: 320 - open / 2, y: 66))
        host.settle()
        #expect(source.commits == ["delete Banana"])
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Apple", "Cherry", "Damson"])
    }

    @Test func theDelegateTitlesTheButtonAndASecondTapOnTheMinusHidesIt() throws {
        let source = Fruit()
        source.deleteTitle = "Remove"
        let (host, table) = makeEditingTable(source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        host.tap(at: minus(ofRow: 0))
        host.settle()
        #expect(view(labeled: "Remove", in: host.window) != nil)
        #expect(view(labeled: "Delete", in: host.window) == nil)
        host.tap(at: minus(ofRow: 0))
        host.settle()
        #expect(!cell.showingDeleteConfirmation)
        #expect(cell.bounds.origin.x == 0)
        #expect(source.commits.isEmpty)
        #expect(view(labeled: "Remove", in: host.window) == nil)
    }

    @Test func leavingEditingHidesTheConfirmation() throws {
        let source = Fruit()
        let (host, table) = makeEditingTable(source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? Cell)
        host.tap(at: minus(ofRow: 2))
        host.settle()
        #expect(cell.showingDeleteConfirmation)
        table.setEditing(false, animated: false)
        host.settle()
        #expect(!cell.showingDeleteConfirmation && !cell.isEditing)
        #expect(cell.transitions.last == [])
        #expect(source.commits.isEmpty)
    }
}
