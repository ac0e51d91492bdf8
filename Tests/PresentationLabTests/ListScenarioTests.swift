import Testing
@testable import LabApp
import UIKit
import UIKitTesting
import LabTestSupport
@testable import UIKitCore

/// The list, grid and tabs scenarios through the headless host: presentations that start from a
/// row or a cell, and tabs.
@MainActor
@Suite struct ListScenarioTests {
    private func list(in root: UIViewController) throws -> ListScenario.GamesListController {
        try #require((root as? UINavigationController)?.topViewController as? ListScenario.GamesListController)
    }

    /// The window point of a row's middle.
    private func point(of indexPath: IndexPath, in table: UITableView, x: CGFloat = 100) -> CGPoint {
        table.convert(CGPoint(x: x, y: table.rectForRow(at: indexPath).midY), to: nil)
    }

    @Test func aSummerRowSlidesItsMenuInFromTheLeftAndTheRowClearsAlongsideTheDismissal() throws {
        let (host, root) = startScenario("list")
        let games = try list(in: root)
        let table = games.tableView!
        expectGolden(host.snapshot(), "list")
        host.tap(at: point(of: IndexPath(row: 1, section: 0), in: table))
        host.advance(by: 0.15)
        let menu = try #require(root.presentedViewController as? ListScenario.MenuController)
        #expect(menu.view.layer.presentation()!.frame.minX < 0, "sliding in from the left")
        host.settle()
        #expect(menu.view.frame.minX == 0 && abs(menu.view.frame.width - 240) < 0.5, "two thirds of the width")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        expectGolden(host.snapshot(), "list-menu")
        // The dimming view's tap dismisses; half way, the row's grey is half gone.
        host.tap(at: CGPoint(x: 330, y: 300))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        host.advance(by: 0.15)
        let grey = cell.selectedBackgroundView?.presentationAlpha ?? -1
        #expect(grey > 0.05 && grey < 0.95, "grey at \(grey)")
        host.settle()
        #expect(root.presentedViewController == nil)
        #expect(table.indexPathForSelectedRow == nil && !cell.isSelected)
    }

    @Test func aWinterRowSlidesFromTheRightAndTheInfoButtonShowsAPopoverAtTheRow() throws {
        let (host, root) = startScenario("list")
        let table = try list(in: root).tableView!
        let winter = IndexPath(row: 0, section: 1)
        table.scrollToRow(at: winter, at: .middle, animated: false)
        host.settle()
        host.tap(at: point(of: winter, in: table))
        host.advance(by: 0.15)
        let menu = try #require(root.presentedViewController as? ListScenario.MenuController)
        #expect(menu.view.layer.presentation()!.frame.minX > 120, "sliding in from the right")
        host.settle()
        host.tap(at: CGPoint(x: 30, y: 300))
        host.settle()
        // The info button sits 16 points in from the row's trailing edge (the row is inset by 16).
        let cell = try #require(table.cellForRow(at: winter))
        host.tap(at: cell.convert(CGPoint(x: cell.bounds.width - 16 - 11, y: cell.bounds.midY), to: nil))
        host.settle()
        let popover = try #require(root.presentedViewController?.popoverPresentationController)
        #expect(popover.sourceView === cell)
        #expect(root.presentedViewController?.modalPresentationStyle == .popover)
        let arrowAt = cell.convert(cell.bounds, to: nil)
        let shown = try #require(root.presentedViewController?.view.superview).convert(root.presentedViewController!.view.frame, to: nil)
        #expect(shown.minY >= arrowAt.maxY || shown.maxY <= arrowAt.minY, "the popover sits above or below the row")
        #expect(table.indexPathForSelectedRow == nil, "the info button does not select the row")
    }

    @Test func aCardZoomsOutOfItsCellAndBack() throws {
        let (host, root) = startScenario("grid")
        let grid = try #require((root as? UINavigationController)?.topViewController)
        let collection = try #require(grid.view as? UICollectionView)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        let cellFrame = cell.convert(cell.bounds, to: nil)
        expectGolden(host.snapshot(), "grid")
        host.tap(at: CGPoint(x: cellFrame.midX, y: cellFrame.midY))
        host.advance(by: 0.2)
        let detail = try #require(root.presentedViewController as? GridScenario.CardDetailController)
        let mid = detail.view.layer.presentation()!.frame
        #expect(mid.width > cellFrame.width && mid.width < 360, "growing out of the cell: \(mid)")
        host.settle()
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 360, height: 600))
        host.tap(at: CGPoint(x: 180, y: 300))
        host.advance(by: 0.44)
        let end = detail.view.layer.presentation()!.frame
        #expect(abs(end.midX - cellFrame.midX) < 20 && abs(end.midY - cellFrame.midY) < 20, "shrinking back into its cell: \(end)")
        host.settle()
        #expect(root.presentedViewController == nil)
        #expect(collection.indexPathsForSelectedItems == nil)
    }

    @Test func tabsSwitchAndTheGamesTabKeepsItsStack() throws {
        let (host, root) = startScenario("tabs")
        let tabs = try #require(root as? UITabBarController)
        #expect(tabs.tabBar.items?.map(\.title) == ["Games", "Cards", "Sheet"])
        #expect(tabs.tabBar.items?.last?.badgeValue == "1")
        expectGolden(host.snapshot(), "tabs")
        host.tap(at: CGPoint(x: 180, y: 600 - 25))
        host.settle()
        #expect(tabs.selectedIndex == 1)
        host.tap(at: CGPoint(x: 300, y: 600 - 25))
        host.settle()
        #expect(tabs.selectedIndex == 2)
        #expect(tabs.tabBar.items?.last?.badgeValue == nil, "seen: the badge goes")
        // The sheet is presented from inside the tab, over the tab bar.
        host.tap(at: CGPoint(x: 40, y: 175))
        host.settle()
        let sheet = try #require(tabs.selectedViewController?.presentedViewController as? TabsScenario.RowsController)
        #expect(sheet.tableView.visibleCells.count > 5)
        expectGolden(host.snapshot(), "tabs-sheet")
    }
}
