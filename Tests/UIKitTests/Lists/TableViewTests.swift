import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import UIKitScreens

/// A data source and delegate that counts what the table asks and logs the delegate calls.
@MainActor
final class CountingTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rowsPerSection: [Int]
    var titles: [String?] = []
    var cellsRequested = 0
    var log: [String] = []
    /// When set, rows size themselves: each cell's label wraps this many lines of text.
    var linesForRow: ((IndexPath) -> Int)?
    var refuseSelectionOf: IndexPath?

    init(rows: [Int]) { rowsPerSection = rows }

    func numberOfSections(in tableView: UITableView) -> Int { rowsPerSection.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowsPerSection[section] }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < titles.count ? titles[section] : nil
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsRequested += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        if let lines = linesForRow?(indexPath), let wrapping = cell as? WrappingCell {
            wrapping.label.text = Array(repeating: "Line", count: lines).joined(separator: "\n")
        } else {
            cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        }
        return cell
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return indexPath == refuseSelectionOf ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("highlight \(indexPath.row)") }
}

/// Counts the cells made and how often they were prepared for reuse.
@MainActor
final class CountedCell: UITableViewCell {
    static var made = 0
    var reuses = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        CountedCell.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A self-sizing cell: a wrapping label pinned to the content view's margins.
@MainActor
final class WrappingCell: UITableViewCell {
    let label = UILabel()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError("not used") }
}

@MainActor
@Suite struct TableViewTests {
    /// A 320 × 480 window whose root view is a plain table over `source`.
    private func makeTable(_ source: CountingTableSource, cellClass: AnyClass = UITableViewCell.self,
                           style: UITableView.Style = .plain, configure: (UITableView) -> Void = { _ in })
        -> (HeadlessHost, UITableView) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
        table.register(cellClass, forCellReuseIdentifier: "row")
        configure(table)
        table.dataSource = source
        table.delegate = source
        return (HeadlessHost(showingRootView: table), table)
    }

    @Test func aHundredThousandRowsMakeCellsForTheScreenOnly() {
        CountedCell.made = 0
        let source = CountingTableSource(rows: [100_000])
        let (host, table) = makeTable(source, cellClass: CountedCell.self) { $0.rowHeight = 44 }
        // 480 points of 44-point rows: rows 0 to 10 overlap the screen.
        #expect(table.visibleCells.count == 11)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 10, section: 0))
        #expect(CountedCell.made == 11)
        #expect(table.contentSize.height == 4_400_000)
        // Scrolling a long way reuses those cells rather than making new ones.
        for _ in 0..<50 { host.scroll(at: CGPoint(x: 160, y: 240), by: CGVector(dx: 0, dy: 400)) }
        host.advance(by: 0.1)
        #expect(table.contentOffset.y == 20_000)
        #expect(table.visibleCells.count <= 12)
        #expect(CountedCell.made <= 13)
        let reuses = table.visibleCells.compactMap { $0 as? CountedCell }.map(\.reuses).reduce(0, +)
        #expect(reuses > 100)
        let first = table.indexPathsForVisibleRows?.first
        #expect(first == IndexPath(row: 454, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 455, section: 0))?.textLabel?.text == "Row 0.455")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    }

    @Test func dequeuingAnUnregisteredIdentifierIsUIKitsException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UITableView().dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier"))
    }

    @Test func selfSizingRowsTakeTheirContentsHeight() {
        let source = CountingTableSource(rows: [20])
        source.linesForRow = { $0.row % 3 + 1 }
        let (_, table) = makeTable(source, cellClass: WrappingCell.self)
        let one = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let two = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        let three = table.rectForRow(at: IndexPath(row: 2, section: 0)).height
        // 11-point margins above and below the label; each line adds the font's line height.
        #expect(one > 22 && one < 50)
        #expect(two > one && three > two)
        #expect(abs((three - two) - (two - one)) <= 1)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.height == three)
    }

    @Test func aNarrowerTableSizesItsRowsAgain() {
        let (host, table) = makeTable(CountingTableSource(rows: [10]), cellClass: WrappingCell.self)
        // One long line that wraps once the table is narrow.
        final class Long: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! WrappingCell
                cell.label.text = "A sentence long enough to wrap"
                return cell
            }
        }
        let long = Long()
        table.dataSource = long
        host.advance(by: 0)
        let wide = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        host.resize(to: CGSize(width: 160, height: 480))
        host.advance(by: 0)
        let narrow = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(narrow > wide, "wrapped at 160 points: \(narrow) against \(wide)")
        withExtendedLifetime(long) {}
    }

    @Test func estimatedHeightsAreCorrectedWithoutMovingWhatIsOnScreen() {
        let source = CountingTableSource(rows: [400])
        source.linesForRow = { _ in 4 }
        let (host, table) = makeTable(source, cellClass: WrappingCell.self) { $0.estimatedRowHeight = 44 }
        table.contentOffset = CGPoint(x: 0, y: 8000)
        table.layoutIfNeeded()
        let cell = table.visibleCells[1]
        let row = table.indexPath(for: cell)!
        let screenY = cell.frame.minY - table.contentOffset.y
        // Rows above come on screen and turn out taller than estimated: the content under the
        // finger must move by the scroll alone.
        host.scroll(at: CGPoint(x: 160, y: 240), by: CGVector(dx: 0, dy: -120))
        host.advance(by: 0)
        #expect(table.indexPath(for: cell) == row)
        #expect(abs((cell.frame.minY - table.contentOffset.y) - (screenY + 120)) < 0.5)
        #expect(table.rectForRow(at: IndexPath(row: row.row - 1, section: 0)).height > 44)
    }

    /// Scrolling to a row far down lands on it though the rows before it turn out taller than their
    /// estimates as they come on screen, as UIKit's does.
    @Test func scrollingToARowPastEstimatedRowsLandsOnIt() {
        let source = CountingTableSource(rows: [60])
        source.linesForRow = { _ in 4 }
        let (_, table) = makeTable(source, cellClass: WrappingCell.self) { $0.estimatedRowHeight = 44 }
        let last = IndexPath(row: 59, section: 0)
        table.scrollToRow(at: last, at: .bottom, animated: false)
        table.layoutIfNeeded()
        let row = table.rectForRow(at: last)
        #expect(row.height > 44, "measured taller than its estimate")
        #expect(abs(row.maxY - (table.contentOffset.y + table.bounds.height)) < 0.5, "its foot at the table's foot")
        #expect(table.indexPathsForVisibleRows?.contains(last) == true)
    }

    @Test func aTapHighlightsThenSelectsAndSelectingAnotherRowDeselectsTheFirst() {
        let source = CountingTableSource(rows: [30])
        let (host, table) = makeTable(source) { $0.rowHeight = 44 }
        host.press(at: CGPoint(x: 100, y: 44 * 2 + 20))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == true)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
        host.release(at: CGPoint(x: 100, y: 44 * 2 + 20))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == false)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        source.log.removeAll()
        host.tap(at: CGPoint(x: 100, y: 44 * 3 + 20))
        #expect(source.log == ["highlight 3", "willSelect 3", "willDeselect 2", "didDeselect 2", "didSelect 3"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
        // willSelect returning nil refuses the selection.
        source.refuseSelectionOf = IndexPath(row: 5, section: 0)
        host.tap(at: CGPoint(x: 100, y: 44 * 5 + 20))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }

    @Test func aDragScrollsWithoutSelecting() {
        let source = CountingTableSource(rows: [60])
        let (host, table) = makeTable(source) { $0.rowHeight = 44 }
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 100), duration: 0.3)
        host.settle()
        #expect(table.contentOffset.y > 200)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!source.log.contains { $0.hasPrefix("didSelect") })
        #expect(table.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test func multipleSelectionTogglesRows() {
        let source = CountingTableSource(rows: [10])
        let (host, table) = makeTable(source) {
            $0.rowHeight = 44
            $0.allowsMultipleSelection = true
        }
        host.tap(at: CGPoint(x: 100, y: 22))
        host.tap(at: CGPoint(x: 100, y: 66 + 44))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        host.tap(at: CGPoint(x: 100, y: 22))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(source.log.last == "didDeselect 0")
    }

    @Test func plainHeadersStickToTheTopWhileTheirSectionScrolls() {
        let source = CountingTableSource(rows: [20, 20])
        source.titles = ["First", "Second"]
        let (_, table) = makeTable(source) { $0.rowHeight = 44 }
        let header = table.rectForHeader(inSection: 0)
        #expect(header.height > 20)
        #expect(header.minY == 22, "iOS 15's section header top padding")
        #expect(table.headerView(forSection: 0) != nil)
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 300)
        // Once the next section reaches the top, the first header is pushed up with its section's end.
        let second = table.rectForHeader(inSection: 1)
        table.contentOffset = CGPoint(x: 0, y: second.minY - 10)
        table.layoutIfNeeded()
        let first = table.headerView(forSection: 0)
        #expect(first.map { $0.frame.maxY <= second.minY } ?? true)
        #expect(table.headerView(forSection: 1)?.frame.minY == second.minY)
    }

    /// Interface Builder writes `sectionHeaderHeight="28"` for every table; a plain table's sections
    /// without a title or header view still start at the top, and a titled one gets its header.
    @Test func aPlainTablesSectionHeightShowsNoHeaderWithoutATitle() {
        let source = CountingTableSource(rows: [2, 2])
        source.titles = [nil, "Second"]
        let (_, table) = makeTable(source) { table in
            table.rowHeight = 44
            table.sectionHeaderHeight = 28
            table.sectionFooterHeight = 28
        }
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
        #expect(table.rectForHeader(inSection: 0).height == 0)
        #expect(table.rectForHeader(inSection: 1).height == 28)
        #expect(table.rectForFooter(inSection: 0).height == 0)
    }

    @Test func headersThatLeaveTheScreenAreReportedAndRowsIndentAsTheDelegateSays() {
        final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
            var ended: [Int] = []
            func numberOfSections(in tableView: UITableView) -> Int { 10 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "S\(section)" }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
            func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) { ended.append(section) }
            func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { indexPath.row % 3 }
        }
        let sections = Sections()
        let (host, table) = makeTable(CountingTableSource(rows: [1])) { $0.rowHeight = 44 }
        table.dataSource = sections
        table.delegate = sections
        host.advance(by: 0)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.indentationLevel == 2)
        table.contentOffset = CGPoint(x: 0, y: 2_000)
        table.layoutIfNeeded()
        #expect(sections.ended.contains(0))
        withExtendedLifetime(sections) {}
    }

    @Test func geometryQueriesAgree() {
        let source = CountingTableSource(rows: [5, 7])
        let (_, table) = makeTable(source, style: .grouped) { $0.rowHeight = 50 }
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 1) == 7)
        let row = table.rectForRow(at: IndexPath(row: 3, section: 1))
        #expect(row.height == 50)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: row.midY)) == IndexPath(row: 3, section: 1))
        let section = table.rect(forSection: 1)
        #expect(section.contains(row))
        #expect(table.rect(forSection: 0).maxY == section.minY)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(table.indexPath(for: cell) == IndexPath(row: 0, section: 0))
    }

    @Test func insertingAndDeletingRowsKeepsCellsWithTheirRows() {
        let source = CountingTableSource(rows: [5])
        let (host, table) = makeTable(source) { $0.rowHeight = 44 }
        let cellOfRow3 = table.cellForRow(at: IndexPath(row: 3, section: 0))
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        source.rowsPerSection = [6]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === cellOfRow3)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        host.settle()
        #expect(cellOfRow3?.frame.minY == CGFloat(176), "\(String(describing: cellOfRow3?.frame.minY.bitPattern))")
        source.rowsPerSection = [4]
        var finished: Bool?
        table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 4, section: 0)], with: .fade)
        }, completion: { finished = $0 })
        #expect(table.indexPathForSelectedRow == nil)
        #expect(finished == nil)
        host.settle()
        #expect(finished == true)
        #expect(table.visibleCells.count == 4)
        #expect(table.contentSize.height == CGFloat(176))
    }

    @Test func leftAndRightSlideRowsAcrossWhileFadeFadesThem() {
        let source = CountingTableSource(rows: [3])
        let (host, table) = makeTable(source) { $0.rowHeight = 44 }
        source.rowsPerSection = [4]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        let slid = table.cellForRow(at: IndexPath(row: 0, section: 0))
        host.advance(by: UITableView.updateAnimationDuration / 2)
        let x = slid?.layer.presentation()?.frame.minX ?? 0
        #expect(x < -10 && x > -300, "coming in from the left: \(x)")
        #expect(slid?.layer.presentation()?.opacity == 1)
        host.settle()
        source.rowsPerSection = [5]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        let faded = table.cellForRow(at: IndexPath(row: 0, section: 0))
        host.advance(by: UITableView.updateAnimationDuration / 2)
        #expect(faded?.layer.presentation()?.frame.minX == 0)
        let opacity = faded?.layer.presentation()?.opacity ?? 1
        #expect(opacity > 0.05 && opacity < 0.95, "fading in: \(opacity)")
        host.settle()
        #expect(table.visibleCells.allSatisfy { $0.transform == .identity && $0.alpha == 1 })
    }

    @Test func anInconsistentUpdateIsUIKitsException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = CountingTableSource(rows: [5])
                let host = HeadlessHost(size: CGSize(width: 320, height: 480))
                let controller = UIViewController()
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
                table.dataSource = source
                controller.view = table
                host.rootViewController = controller
                // The data source still says 5 rows.
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."))
    }

    @Test func aThreeTimesScreensHairlineSeparatorShowsOnAOneTimesSnapshot() {
        let host = HeadlessHost(device: .iPhone15)
        let controller = UIViewController()
        let table = UITableView(frame: .zero, style: .plain)
        let source = CountingTableSource(rows: [5])
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        table.dataSource = source
        controller.view = table
        host.rootViewController = controller
        host.settle()
        // The separator under the first row is 1/3 point on this 3× device: one pixel here, 16 points in.
        let row = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
        let shot = host.snapshot()
        let line = shot.pixel(x: 100, y: Int(row.maxY.rounded(.down)) - 1 + (row.maxY.rounded(.down) == row.maxY ? 0 : 1))
        #expect(line.r < 250, "the separator shows: \(line)")
        #expect(shot.pixel(x: 8, y: Int(row.maxY) - 1) == (255, 255, 255, 255), "inset 16 points from the leading edge")
        withExtendedLifetime(source) {}
    }

    @Test func settingsWithNothingBuiltBehindThemSaySoOnce() {
        let (host, table) = makeTable(CountingTableSource(rows: [3]))
        var warnings: [String] = []
        host.window.environment.warningHandler = { warnings.append($0) }
        host.run {
            table.dragInteractionEnabled = true
            table.dragInteractionEnabled = true
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("dragInteractionEnabled is not honoured here") == true)
        withExtendedLifetime(host) {}
    }

    @Test func cellStylesPlaceTheirLabels() {
        let value = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        value.textLabel?.text = "Title"
        value.detailTextLabel?.text = "Detail"
        value.accessoryType = .disclosureIndicator
        value.layoutIfNeeded()
        let title = value.textLabel!.convert(value.textLabel!.bounds, to: value)
        let detail = value.detailTextLabel!.convert(value.detailTextLabel!.bounds, to: value)
        #expect(abs(title.minX - 16) < 0.000_001, "16 points in (labels measure in whole pixels, so the sum may carry float noise)")
        #expect(detail.maxX < 320 - 16 - 8, "the value stops before the chevron")
        #expect(detail.minX > title.maxX)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Subtitle"
        subtitle.layoutIfNeeded()
        #expect(subtitle.detailTextLabel!.frame.minY > subtitle.textLabel!.frame.maxY)
    }

    @Test func aContentConfigurationReplacesTheStyleLabels() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var configuration = cell.defaultContentConfiguration()
        configuration.text = "Configured"
        configuration.secondaryText = "Below"
        cell.contentConfiguration = configuration
        let height = cell.fittingHeight(forWidth: 320)
        #expect(height > 44)
        #expect((cell.contentView.subviews.first { $0 is UIListContentView } as? UIListContentView)?.listContentConfiguration.text == "Configured")
    }
}

/// Records prefetch requests and cancellations.
@MainActor
final class PrefetchLog: UITableViewDataSourcePrefetching {
    var prefetched: [IndexPath] = []
    var cancelled: [IndexPath] = []
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled += indexPaths }
}

@MainActor
@Suite struct TablePrefetchTests {
    @Test func theNextScreenfulIsPrefetchedOnceAndRowsLeftBehindAreCancelled() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 440))
        let controller = UIViewController()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        let source = CountingTableSource(rows: [1_000])
        let log = PrefetchLog()
        table.dataSource = source
        table.prefetchDataSource = log
        controller.view = table
        host.rootViewController = controller
        host.advance(by: 0)
        // Rows 0-9 show; the next screenful (rows 10-19) is prefetched, with no cell made for it.
        #expect(log.prefetched == (10..<20).map { IndexPath(row: $0, section: 0) })
        #expect(source.cellsRequested == 10)
        // Far down, the rows that were only prefetched are cancelled; none is asked twice.
        host.scroll(at: CGPoint(x: 160, y: 200), by: CGVector(dx: 0, dy: 4_400))
        host.advance(by: 0)
        #expect(Set(log.cancelled).isSuperset(of: (10..<20).map { IndexPath(row: $0, section: 0) }))
        #expect(log.prefetched.contains(IndexPath(row: 110, section: 0)))
        #expect(Set(log.prefetched).count == log.prefetched.count)
        withExtendedLifetime((source, log)) {}
    }
}
