import Foundation
import Testing
@testable import UIKitTesting
import UIKit
import LabTestSupport

/// The section index, as UIKit documents `sectionIndexTitles(for:)` and
/// `tableView(_:sectionForSectionIndexTitle:at:)`: a column of titles down the table's trailing
/// edge that stays as the rows scroll; touching a title brings the section the data source names
/// to the top; `sectionIndexColor` colours it and `sectionIndexMinimumDisplayRowCount` hides it in
/// short tables. Sources: docs/PORTING.md.
@MainActor @Suite struct SectionIndexTests {
    /// Words by their first letter, a section a letter, with the letters as the index.
    final class Glossary: NSObject, UITableViewDataSource {
        let letters = ["A", "B", "C", "D", "E", "F"]
        var asked: [(String, Int)] = []
        /// Where a title goes, when the data source maps it (else its own position).
        var mapping: ((Int) -> Int)?
        func numberOfSections(in tableView: UITableView) -> Int { letters.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { letters[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "word", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "\(letters[indexPath.section])\(["lpha", "ravo", "harlie", "elta", "cho"][indexPath.row])"
            cell.contentConfiguration = content
            return cell
        }
        func sectionIndexTitles(for tableView: UITableView) -> [String]? { letters }
        func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            asked.append((title, index))
            return mapping?(index) ?? index
        }
    }

    private func glossary(_ source: Glossary) -> (HeadlessHost, UITableView) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "word")
        table.dataSource = source
        let host = HeadlessHost(showingRootView: table)
        host.settle()
        return (host, table)
    }

    private func index(of table: UITableView) -> UIView? {
        table.subviews.first { $0.accessibilityLabel == "Table index" }
    }

    @Test func touchingATitleBringsItsSectionToTheTop() throws {
        let source = Glossary()
        let (host, table) = glossary(source)
        let column = try #require(index(of: table))
        #expect(column.frame.maxX == table.bounds.maxX && column.frame.width == 15)
        // Six 14-point rows centred in the column: D, the fourth, is 7 points below the middle.
        let d = column.convert(CGPoint(x: 7, y: column.bounds.midY + 7), to: nil)
        host.tap(at: d)
        host.settle()
        #expect(source.asked.count == 1 && source.asked.first?.0 == "D" && source.asked.first?.1 == 3)
        #expect(table.contentOffset.y == table.rect(forSection: 3).minY - table.adjustedContentInset.top)
        #expect(table.indexPathsForVisibleRows?.first?.section == 3)
        let moved = try #require(index(of: table))
        #expect(moved.convert(moved.bounds, to: nil).minY == column.convert(column.bounds, to: nil).minY, "the index stays as the rows scroll")
    }

    @Test func theDataSourceNamesTheSectionATitleGoesTo() throws {
        let source = Glossary()
        source.mapping = { _ in 1 }
        let (host, table) = glossary(source)
        let column = try #require(index(of: table))
        host.tap(at: column.convert(CGPoint(x: 7, y: column.bounds.midY + 21), to: nil))
        host.settle()
        #expect(source.asked.first?.0 == "E")
        #expect(table.indexPathsForVisibleRows?.first?.section == 1, "E goes where the data source says: B")
    }

    @Test func aShortTableHidesItAndTheColourIsTheTableOwn() {
        let source = Glossary()
        let (host, table) = glossary(source)
        host.run { table.sectionIndexMinimumDisplayRowCount = 100 }
        host.settle()
        #expect(index(of: table) == nil, "30 rows, fewer than the minimum")
        host.run {
            table.sectionIndexMinimumDisplayRowCount = 0
            table.sectionIndexColor = .systemRed
        }
        host.settle()
        let label = index(of: table)?.subviews.compactMap { $0 as? UILabel }.first
        #expect(label?.textColor == .systemRed)
    }

    @Test func cellsNarrowBesideTheIndexAndWidenWhenItGoes() throws {
        let source = Glossary()
        let (host, table) = glossary(source)
        let cell = try #require(table.visibleCells.first)
        #expect(cell.frame.width == 320, "the cell itself keeps the table's width")
        #expect(abs(cell.contentView.frame.maxX - (320 - 15)) < 0.01, "its content stops at the index")
        host.run {
            cell.accessoryType = .disclosureIndicator
            cell.setNeedsLayout()
        }
        host.settle()
        let accessory = try #require(cell.subviews.first { $0.frame.minX > 250 && $0 !== cell.contentView && $0.frame.height < cell.bounds.height })
        #expect(abs(accessory.frame.maxX - (320 - 15 - 16)) < 0.01, "the accessory keeps its margin from the index, not from the edge")
        #expect(abs(cell.contentView.frame.maxX - accessory.frame.minX) < 0.01)
        host.run { table.sectionIndexMinimumDisplayRowCount = 100 }
        host.settle()
        #expect(abs(accessory.frame.maxX - (320 - 16)) < 0.01, "without the index, the accessory goes back to the edge's margin")
        #expect(abs(cell.contentView.frame.maxX - accessory.frame.minX) < 0.01, "and the content widens with it")
    }

    @Test func theIndexInLightAndDark() {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let source = Glossary()
            let (host, _) = glossary(source)
            host.appearance = style
            host.settle()
            expectGolden(host.snapshot(), style == .dark ? "section-index-dark" : "section-index")
        }
    }
}
