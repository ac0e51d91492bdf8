import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import UIKitScreens

/// A list of names with a trailing Delete action and a leading Flag action.
@MainActor
final class SwipeableNames: NSObject, UITableViewDataSource, UITableViewDelegate {
    var names = (1...20).map { "Name \($0)" }
    var log: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.log.append("delete \(indexPath.row)")
            self?.names.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        indexPath.row == 0 ? nil : UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, done in
            self?.log.append("flag \(indexPath.row)")
            done(true)
        }])
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { log.append("begin \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { log.append("end \(indexPath?.row ?? -1)") }
}

@MainActor
@Suite struct TableSwipeAndRefreshTests {
    private func makeTable(_ source: SwipeableNames) -> (HeadlessHost, UITableView) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "name")
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source
        return (HeadlessHost(showingRootView: table), table)
    }

    @Test func aSwipeLeftRevealsTheTrailingActionsAndATapRunsIt() {
        let source = SwipeableNames()
        let (host, table) = makeTable(source)
        host.drag(from: CGPoint(x: 280, y: 66), to: CGPoint(x: 180, y: 68), duration: 0.2)
        host.settle()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        // The row stays open by Delete's button: its title with padding, at least UIKit's 74 points.
        let open = cell?.bounds.origin.x ?? 0
        #expect(open >= 74 && open < 100, "open by \(open)")
        #expect(table.contentOffset.y == 0, "a sideways drag does not scroll")
        #expect(source.log == ["begin 1"])
        // The red button sits at the row's trailing edge.
        #expect(host.snapshot().pixel(x: 317, y: 66) == (255, 59, 48, 255))
        host.tap(at: CGPoint(x: 290, y: 66))
        host.settle()
        #expect(source.log.contains("delete 1"))
        #expect(table.numberOfRows(inSection: 0) == 19)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Name 3")
        #expect(source.log.last == "end 1")
    }

    /// Apple, *UICellConfigurationState.isSwiped*: a row whose swipe actions are showing is in the
    /// swiped state until it closes.
    @Test func aRowShowingItsSwipeActionsIsSwiped() throws {
        let source = SwipeableNames()
        let (host, table) = makeTable(source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(!cell.configurationState.isSwiped)
        host.drag(from: CGPoint(x: 280, y: 66), to: CGPoint(x: 180, y: 68), duration: 0.2)
        host.settle()
        #expect(cell.configurationState.isSwiped)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.configurationState.isSwiped == false)
        host.tap(at: CGPoint(x: 100, y: 66))
        host.settle()
        #expect(!cell.configurationState.isSwiped)
    }

    @Test func aShortSwipeSnapsBackAndATapOnAnOpenRowClosesItWithoutSelecting() {
        let source = SwipeableNames()
        let (host, table) = makeTable(source)
        host.drag(from: CGPoint(x: 200, y: 110), to: CGPoint(x: 180, y: 110), duration: 0.3)
        host.settle()
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.bounds.origin.x == 0)
        host.drag(from: CGPoint(x: 40, y: 110), to: CGPoint(x: 160, y: 110), duration: 0.2)
        host.settle()
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.bounds.origin.x == -SwipeActionsView.minimumButtonWidth,
                "Flag (a short title) opens 74 points on the leading side")
        host.tap(at: CGPoint(x: 200, y: 110))
        host.settle()
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.bounds.origin.x == 0)
        #expect(!source.log.contains { $0.hasPrefix("select") })
        // The first row has no leading actions: a drag right there does nothing.
        host.drag(from: CGPoint(x: 40, y: 22), to: CGPoint(x: 160, y: 22), duration: 0.2)
        host.settle()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.bounds.origin.x == 0)
    }

    @Test func aFullSwipePerformsTheFirstAction() {
        let source = SwipeableNames()
        let (host, table) = makeTable(source)
        host.drag(from: CGPoint(x: 310, y: 154), to: CGPoint(x: 20, y: 154), duration: 0.3)
        host.settle()
        #expect(source.log.contains("delete 3"))
        #expect(table.numberOfRows(inSection: 0) == 19)
    }

    @Test func pullingPastTheTopRefreshesAndTheContentRestsBelowTheControl() {
        let source = SwipeableNames()
        let (host, table) = makeTable(source)
        let refresh = UIRefreshControl()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        table.refreshControl = refresh
        host.advance(by: 0)
        // A short pull springs back without refreshing.
        host.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 180), duration: 0.3)
        host.settle()
        #expect(refreshes == 0 && !refresh.isRefreshing)
        #expect(table.contentOffset.y == 0)
        // A long one refreshes once, and the content rests 60 points down while it does.
        host.drag(from: CGPoint(x: 160, y: 60), to: CGPoint(x: 160, y: 460), duration: 0.5)
        host.settle()
        #expect(refreshes == 1 && refresh.isRefreshing)
        #expect(table.contentOffset.y == -60)
        #expect(refresh.frame.maxY == 0)
        refresh.endRefreshing()
        host.settle()
        #expect(table.contentOffset.y == 0)
        #expect(!refresh.isRefreshing)
        // From code, beginRefreshing shows it without sending .valueChanged.
        refresh.beginRefreshing()
        host.settle()
        #expect(table.contentOffset.y == -60 && refreshes == 1)
    }
}

/// Swipe actions with images: alone in a short row, above the title in a row 91 points or taller;
/// and a refresh control's title under its spinner. Sources: docs/PORTING.md, "Lists".
@MainActor
@Suite struct SwipeImageAndRefreshTitleTests {
    /// Rows of `height` whose trailing action is a trash image titled Delete, on a red button.
    final class Trash: NSObject, UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            delete.image = UIImage(systemName: "trash")
            return UISwipeActionsConfiguration(actions: [delete])
        }
    }

    /// The swiped row's action button, its image view and its title.
    private func swipedButton(rowHeight: CGFloat) throws -> (UIImageView, UILabel, HeadlessHost) {
        let source = Trash()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = rowHeight
        table.dataSource = source
        table.delegate = source
        let host = HeadlessHost(showingRootView: table)
        host.settle()
        host.drag(from: CGPoint(x: 280, y: rowHeight / 2), to: CGPoint(x: 160, y: rowHeight / 2 + 2), duration: 0.2)
        host.settle()
        let actions = try #require(allViews(in: table).first { $0 is SwipeActionsView })
        let image = try #require(allViews(in: actions).compactMap { $0 as? UIImageView }.first)
        let title = try #require(allViews(in: actions).compactMap { $0 as? UILabel }.first)
        withExtendedLifetime(source) {}
        return (image, title, host)
    }

    private func allViews(in view: UIView) -> [UIView] { [view] + view.subviews.flatMap(allViews(in:)) }

    @Test func anActionsImageShowsAloneInAShortRowAndAboveItsTitleInATallOne() throws {
        let (shortImage, shortTitle, shortHost) = try swipedButton(rowHeight: 44)
        #expect(shortImage.window != nil && shortTitle.isHidden, "44 points: the image alone")
        #expect(abs(shortImage.frame.midY - 22) < 1)
        #expect(shortImage.tintColor == .white)
        withExtendedLifetime(shortHost) {}
        let (tallImage, tallTitle, _) = try swipedButton(rowHeight: 100)
        #expect(!tallTitle.isHidden && tallTitle.text == "Delete", "100 points: the title too")
        #expect(tallImage.frame.maxY <= tallTitle.frame.minY, "the image above the title")
    }

    @Test func aRefreshControlsTitleShowsUnderItsSpinner() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Fetching mail", attributes: [.foregroundColor: UIColor.systemRed])
        table.refreshControl = refresh
        let host = HeadlessHost(showingRootView: table)
        host.settle()
        refresh.beginRefreshing()
        host.settle()
        let shot = host.snapshot()
        // The control is 60 points tall above the content, now shown from y = 0.
        var redInTitleRow = false
        for x in stride(from: 100, to: 220, by: 1) {
            let pixel = shot.pixel(x: x, y: 48)
            if pixel.r > 200 && pixel.g < 120 { redInTitleRow = true }
        }
        #expect(redInTitleRow, "the title, in its own red, under the spinner")
        var greyAboveMiddle = false
        for y in 14..<26 where shot.pixel(x: 160, y: y).r < 200 { greyAboveMiddle = true }
        #expect(greyAboveMiddle, "the spinner moved up to make room")
    }
}

/// Rows that can be reordered, logging what the data source is told.
@MainActor
final class ReorderableNames: NSObject, UITableViewDataSource {
    var names = ["A", "B", "C", "D", "E"]
    var moves: [(Int, Int)] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath.row, destinationIndexPath.row))
        names.insert(names.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

@MainActor
@Suite struct TableReorderTests {
    /// A 320 × 480 host showing a table of ReorderableNames' 44-point rows, with the source.
    private func makeTable() -> (HeadlessHost, UITableView, ReorderableNames) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let controller = UIViewController()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "name")
        table.rowHeight = 44
        let source = ReorderableNames()
        table.dataSource = source
        controller.view = table
        host.rootViewController = controller
        return (host, table, source)
    }

    @Test func draggingARowsGripMovesItAndTellsTheDataSource() {
        let (host, table, source) = makeTable()
        table.setEditing(true, animated: false)
        host.settle()
        let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))
        // The grip is the row's last 40 points; drag A down over C.
        host.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 300, y: 22 + 44 * 2 + 5), duration: 0.4)
        host.settle()
        #expect(source.moves.count == 1 && source.moves.first! == (0, 2))
        #expect(source.names == ["B", "C", "A", "D", "E"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellA)
        #expect(cellA?.frame.minY == 88)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["B", "C", "A", "D", "E"])
    }

    /// Apple, *UITableViewCell.showsReorderControl* and *UICellConfigurationState.isReordering*: in
    /// editing mode the rows the data source can move show the reordering control (UIKit's table
    /// sets the property on them; implementing `tableView(_:moveRowAt:to:)` is enough), and the row
    /// being dragged is in the reordering state while it moves.
    @Test func movableRowsShowTheReorderControlAndTheDraggedRowIsReordering() {
        let (host, table, source) = makeTable()
        defer { withExtendedLifetime(source) {} }  // the table holds its data source weakly
        host.settle()
        let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cellA?.showsReorderControl == false, "not while the table is not editing")
        table.setEditing(true, animated: false)
        host.settle()
        #expect(cellA?.showsReorderControl == true)
        #expect(cellA?.configurationState.isReordering == false)
        host.press(at: CGPoint(x: 300, y: 22))
        host.move(to: CGPoint(x: 300, y: 40))
        host.move(to: CGPoint(x: 300, y: 60))
        #expect(cellA?.configurationState.isReordering == true)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.configurationState.isReordering == false)
        host.release(at: CGPoint(x: 300, y: 60))
        host.settle()
        #expect(cellA?.configurationState.isReordering == false)
        table.setEditing(false, animated: false)
        host.settle()
        #expect(cellA?.showsReorderControl == false)
    }
}

/// Editing rows' accessories and indentation, as UIKit documents `editingAccessoryType`,
/// `editingAccessoryView` and `shouldIndentWhileEditing`. Sources: docs/PORTING.md, "Lists".
@MainActor
@Suite struct EditingAccessoryTests {
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var indents = true
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.accessoryType = .disclosureIndicator
            if indexPath.row == 1 { cell.editingAccessoryType = .detailButton }
            return cell
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            indexPath.row == 2 ? .none : .delete
        }
        func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { indents }
    }

    private func accessory(of cell: UITableViewCell) -> UIView? {
        cell.subviews.first { $0 !== cell.contentView && $0.frame.minX > 200 && $0.frame.height < cell.bounds.height && !$0.isHidden }
    }

    @Test func editingShowsTheEditingAccessoryOrNoneAndIndentsForTheControl() throws {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        let host = HeadlessHost(showingRootView: table)
        host.settle()
        let plain = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let detailed = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(accessory(of: plain) != nil && plain.contentView.frame.minX == 0)
        table.setEditing(true, animated: false)
        host.settle()
        #expect(accessory(of: plain) == nil, "editing, a row with no editing accessory shows none")
        let detailButton = try #require(accessory(of: detailed))
        #expect(detailButton.frame.width > 15, "the detail button, wider than the chevron it replaces")
        #expect(plain.contentView.frame.minX > 0, "the content moves in for the delete control")
        let viewAccessory = UISwitch()
        plain.editingAccessoryView = viewAccessory
        host.settle()
        #expect(viewAccessory.superview === plain && viewAccessory.frame.maxX <= 320 - 16 + 0.5)
        table.setEditing(false, animated: false)
        host.settle()
        #expect(viewAccessory.superview == nil && accessory(of: plain) != nil, "the chevron again once editing ends")

        rows.indents = false
        table.setEditing(true, animated: false)
        host.settle()
        #expect(plain.contentView.frame.minX == 0, "the delegate keeps the content where it was")
        rows.indents = true
        table.setEditing(false, animated: false)
        plain.shouldIndentWhileEditing = false
        table.setEditing(true, animated: false)
        host.settle()
        #expect(plain.contentView.frame.minX == 0 && detailed.contentView.frame.minX > 0, "and so does the cell's own setting")
    }
}

/// `multipleSelectionBackgroundView`: a selected row shows it where the table allows several
/// selected rows (or while editing with `allowsMultipleSelectionDuringEditing`), else the selected
/// background. Sources: docs/PORTING.md, "Lists".
@MainActor
@Suite struct MultipleSelectionBackgroundTests {
    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            let green = UIView()
            green.backgroundColor = .systemGreen
            cell.multipleSelectionBackgroundView = green
            return cell
        }
    }

    @Test func aSelectedRowShowsItWhereSeveralRowsCanBeSelected() {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        let host = HeadlessHost(showingRootView: table)
        host.settle()
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        host.settle()
        var pixel = host.snapshot().pixel(x: 160, y: 22)
        #expect(!(pixel.g > 150 && pixel.r < 100), "one row at a time: the grey selected background")
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        host.settle()
        pixel = host.snapshot().pixel(x: 160, y: 66)
        #expect(pixel.g > 150 && pixel.r < 100, "several rows: the green multiple-selection background")
        withExtendedLifetime(rows) {}
    }
}

/// The list soak's shrunk failures, replayed.
@MainActor
@Suite struct ListSoakRegressionTests {
    @Test func aRowDraggedPastTheTopShowsTheDataSourcesRowsWhileItMoves() {
        let failure = ListSoak(size: CGSize(width: 218.0, height: 397.0), steps: [
            .drag(x: 0.3849, y: 0.8117, toX: 0.396, toY: 0.223, duration: 0.6),
            .toggleEditing(animated: false),
            .resize(width: 218.0, height: 397.0),
            .drag(x: 0.857, y: 0.4785, toX: 0.0062, toY: 0.096, duration: 0.2),
        ]).run()
        #expect(failure.map(String.init(describing:)) == nil)
    }

    @Test func aRowDraggedIntoTheNextSectionMovesThere() {
        let failure = ListSoak(size: CGSize(width: 784.0, height: 984.0), steps: [
            .scrollToRow(section: 1, row: 14, animated: false),
            .toggleEditing(animated: false),
            .resize(width: 784.0, height: 984.0),
            .drag(x: 0.9544, y: 0.6018, toX: 0.9299, toY: 0.0558, duration: 0.6),
        ]).run()
        #expect(failure.map(String.init(describing:)) == nil)
    }
}
