import Foundation
import Testing
import UIKit
import UIKitTesting

/// The readable content guide and the tables that follow it or the safe area, as Apple documents
/// them: *readableContentGuide* ("a layout guide representing an area with a readable width within
/// the view … The width of this layout guide never extends beyond the layout margins"; its width
/// follows the Dynamic Type size), *cellLayoutMarginsFollowReadableWidth*, and
/// *insetsContentViewsToSafeArea* ("Whether the table view adjusts … its content views … within
/// the safe area"). Sources: docs/PORTING.md, "Auto Layout" and "Lists".
@MainActor
@Suite struct ReadableContentTests {
    /// A controller whose view holds `label` pinned to its readable content guide's sides.
    private func pinnedLabel(device: SimulatedDevice, contentSize: UIContentSizeCategory = .large) -> (HeadlessHost, UIViewController, UILabel) {
        let host = HeadlessHost(device: device)
        host.contentSize = contentSize
        let controller = UIViewController()
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: controller.view.readableContentGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: controller.view.readableContentGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
        ])
        host.rootViewController = controller
        host.settle()
        return (host, controller, label)
    }

    @Test func onAnUprightIPhoneTheGuideIsTheMargins() {
        let (_, controller, label) = pinnedLabel(device: .iPhone15)
        let margins = controller.view.layoutMarginsGuide.layoutFrame
        #expect(label.frame.minX == margins.minX && label.frame.maxX == margins.maxX)
        #expect(controller.view.readableContentGuide.layoutFrame.minX == margins.minX)
    }

    @Test func onAnIPadTheGuideIsACentredColumnAsWideAsTheTextSizeReads() {
        let (host, controller, label) = pinnedLabel(device: .iPad10)
        #expect(label.frame.width == 672, "the readable width at the default Large text size")
        #expect(label.frame.midX == controller.view.bounds.midX, "centred between the margins")
        #expect(controller.view.readableContentGuide.layoutFrame == CGRect(x: label.frame.minX, y: 0, width: 672,
                                                                          height: controller.view.layoutMarginsGuide.layoutFrame.height)
                    .offsetBy(dx: 0, dy: controller.view.layoutMarginsGuide.layoutFrame.minY))
        host.contentSize = .extraSmall
        host.settle()
        #expect(label.frame.width == 560, "narrower for smaller text")
        host.contentSize = .extraExtraExtraLarge
        host.settle()
        let margins = controller.view.layoutMarginsGuide.layoutFrame
        #expect(label.frame.width == margins.width, "896 points would pass the 780-point margins: never beyond them")
    }

    /// The same guide on a narrow view: a resize that makes the margins narrower than the readable
    /// width lets the guide fill them again.
    @Test func aNarrowerViewLetsTheGuideFillItsMargins() {
        let host = HeadlessHost(device: .iPad10)
        let controller = UIViewController()
        let column = UIView(), label = UILabel()
        for view in [column, label] { view.translatesAutoresizingMaskIntoConstraints = false }
        controller.view.addSubview(column)
        column.addSubview(label)
        let width = column.widthAnchor.constraint(equalToConstant: 800)
        NSLayoutConstraint.activate([
            width, column.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            column.topAnchor.constraint(equalTo: controller.view.topAnchor), column.heightAnchor.constraint(equalToConstant: 100),
            label.leadingAnchor.constraint(equalTo: column.readableContentGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: column.readableContentGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: column.topAnchor),
        ])
        host.rootViewController = controller
        host.settle()
        #expect(label.frame.width == 672 && label.frame.midX == 400)
        width.constant = 500
        host.settle()
        let margins = column.layoutMarginsGuide.layoutFrame
        #expect(label.frame.minX == margins.minX && label.frame.width == margins.width)
        // (Still inside the 820-point screen: past its edge, the safe area would widen the right margin.)
        width.constant = 780
        host.settle()
        #expect(label.frame.width == 672 && label.frame.midX == 390, "wider again, the column narrows to the readable width")
    }

    private final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    private func makeTable(device: SimulatedDevice, configure: (UITableView) -> Void = { _ in }) -> (HeadlessHost, UITableView, Rows) {
        let host = HeadlessHost(device: device)
        let controller = UITableViewController(style: .plain)
        let rows = Rows()
        controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        controller.tableView.dataSource = rows
        configure(controller.tableView)
        host.rootViewController = controller
        host.settle()
        return (host, controller.tableView, rows)
    }

    @Test func rowsFollowTheReadableWidthWhenAsked() throws {
        let (_, table, rows) = makeTable(device: .iPad10) { $0.cellLayoutMarginsFollowReadableWidth = true }
        defer { withExtendedLifetime(rows) {} }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let readable = table.readableContentGuide.layoutFrame
        #expect(readable.width == 672)
        let text = try #require(cell.textLabel)
        #expect(text.convert(text.bounds, to: table).minX == readable.minX, "the text starts at the readable column")
        let (_, plainTable, plainRows) = makeTable(device: .iPad10)
        defer { withExtendedLifetime(plainRows) {} }
        let plainText = try #require(plainTable.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel)
        #expect(plainText.convert(plainText.bounds, to: plainTable).minX < readable.minX, "off by default (iOS 12 and later)")
    }

    @Test func rowsKeepTheirContentInsideTheSafeAreaInLandscape() throws {
        let (host, table, rows) = makeTable(device: .iPhone15)
        defer { withExtendedLifetime(rows) {} }
        host.rotate(to: .landscapeLeft)
        host.settle()
        let safe = table.safeAreaInsets
        #expect(safe.left > 40 && safe.right > 40, "the sensor housing's side, and its mirror")
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.frame.minX == 0 && cell.frame.width == table.bounds.width, "the row spans the table")
        #expect(cell.contentView.frame.minX == safe.left, "its content starts past the safe area")
        let accessory = try #require(cell.subviews.first { $0 !== cell.contentView && $0.frame.minX > cell.contentView.frame.maxX - 1 })
        #expect(accessory.frame.maxX <= cell.bounds.width - safe.right - 16 + 0.5, "the chevron stays inside too")
        table.insetsContentViewsToSafeArea = false
        host.settle()
        #expect(cell.contentView.frame.minX == 0, "turned off, the content spans the row")
    }
}
