import Foundation
import Testing
import UIKit
@testable import UIKitTesting

/// Objects of documents beyond views and controllers, made with `init?(coder:)` as UIKit makes
/// them (Fixtures/Parts.storyboard, SectionHeader.xib): a table controller's refresh control with
/// its action, a collection view's layout (a flow layout's metrics, or the app's own class), a
/// picker, a visual effect view and its content view, a header view registered from a nib.
/// Sources: docs/PORTING.md, "Interface Builder documents".
@MainActor
@Suite struct InterfaceBuilderPartsTests {
    private func scene<Controller: UIViewController>(_ identifier: String, as type: Controller.Type,
                                                     in host: HeadlessHost) throws -> Controller {
        let controller = host.run { UIStoryboard(name: "Parts", bundle: .module).instantiateViewController(withIdentifier: identifier) }
        return try #require(controller as? Controller)
    }

    @Test func aTableControllersRefreshControlIsItsOwnAndPullingSendsItsAction() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let list = try scene("Refreshing", as: RefreshingListController.self, in: host)
        host.rootViewController = list
        host.settle()
        let control = try #require(list.refreshControl)
        #expect(list.tableView.refreshControl === control)
        #expect(!list.clearsSelectionOnViewWillAppear, "clearsSelectionOnViewWillAppear=\"NO\"")
        host.drag(from: CGPoint(x: 160, y: 60), to: CGPoint(x: 160, y: 460), duration: 0.5)
        host.settle()
        #expect(control.isRefreshing && list.refreshes == 1, "the document's valueChanged action reaches the controller")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// The bars a tab bar or navigation controller owns take the colours and translucency their
    /// `<tabBar key="tabBar">` and `<navigationBar key="navigationBar">` give, and the navigation
    /// bar its title attributes and appearance; large-title attributes, which the lab does not read
    /// from documents yet, are named once, with the line.
    @Test func aContainersBarTakesItsArchivedColours() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let tabs = try scene("Tabs", as: UITabBarController.self, in: host)
        #expect(tabs.tabBar.tintColor == .systemOrange && tabs.tabBar.barTintColor == .systemGray6)
        #expect(tabs.tabBar.unselectedItemTintColor == .systemBrown && !tabs.tabBar.isTranslucent)
        let navigation = try scene("Navigation", as: UINavigationController.self, in: host)
        #expect(navigation.navigationBar.tintColor == .systemPink && navigation.navigationBar.barTintColor == .systemYellow)
        #expect(!navigation.navigationBar.isTranslucent)
        #expect(navigation.edgesForExtendedLayout == .bottom && navigation.extendedLayoutIncludesOpaqueBars, "the edges the document lists, and only those")
        let title = try #require(navigation.navigationBar.titleTextAttributes)
        #expect(title[.foregroundColor] as? UIColor == .systemRed && (title[.font] as? UIFont)?.pointSize == 19)
        #expect(navigation.navigationBar.standardAppearance.backgroundColor == .systemTeal, "the archived appearance")
        #expect(warnings.count == 1 && warnings[0].contains("<navigationBar> at line 177 sets largeTitleTextAttributes, which"), "\(warnings)")
    }

    /// Storyboards from before iOS 11 constrain views to the controller's top and bottom layout
    /// guides, the strips between the view's edges and the bars (Apple, *topLayoutGuide*: its
    /// bottom is the bottom of the status or navigation bar), which the safe area took over.
    @Test func constraintsToTheControllersOldLayoutGuidesFollowTheBars() throws {
        let host = HeadlessHost(device: .iPhone15)
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let controller = try scene("OldGuides", as: UIViewController.self, in: host)
        host.rootViewController = controller
        host.settle()
        let insets = controller.view.safeAreaInsets
        #expect(insets.top > 20 && insets.bottom > 0)
        #expect(controller.view.viewWithTag(1)?.frame.minY == insets.top + 10, "10 below the top guide")
        #expect(controller.view.viewWithTag(2)?.frame.maxY == controller.view.bounds.height - insets.bottom - 35, "35 above the bottom guide")
        #expect(!warnings.contains { $0.contains("constraint") || $0.contains("viewControllerLayoutGuide") }, "\(warnings)")
    }

    @Test func aCollectionViewTakesTheLayoutTheDocumentNames() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let shelf = try scene("Shelf", as: UICollectionViewController.self, in: host)
        let custom = try #require(shelf.collectionView.collectionViewLayout as? ShelfLayout, "the app's own class, by customClass")
        #expect(custom.awoke, "a layout a document makes gets awakeFromNib(), as every object a nib makes")
        #expect(custom.madeFromDocument, "through its init?(coder:)")
        let grid = try scene("Grid", as: UICollectionViewController.self, in: host)
        let flow = try #require(grid.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(flow.scrollDirection == .horizontal)
        #expect(flow.minimumLineSpacing == 12 && flow.minimumInteritemSpacing == 6)
        #expect(flow.itemSize == CGSize(width: 90, height: 120) && flow.footerReferenceSize == CGSize(width: 0, height: 30))
        #expect(flow.sectionInset == UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    }

    @Test func aPickerAndAVisualEffectViewAreMadeWithTheirContent() throws {
        let host = HeadlessHost(size: CGSize(width: 393, height: 852))
        let chooser = try scene("Chooser", as: ChooserViewController.self, in: host)
        host.rootViewController = chooser
        host.settle()
        let picker = try #require(chooser.picker)
        #expect(picker.frame.height == 216 && picker.frame.maxY == chooser.view.safeAreaLayoutGuide.layoutFrame.maxY)
        let panel = try #require(chooser.panel)
        #expect((panel.effect as? UIBlurEffect)?.style == .systemMaterial)
        let label = try #require(panel.contentView.subviews.first as? UILabel, "the content view's subviews go in contentView")
        #expect(label.text == "Frosted")
        #expect(abs(label.frame.midY - panel.bounds.midY) < 0.5, "laid out by the content view's constraints")
    }

    @Test func aHeaderViewNibIsRegisteredAndDequeued() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        host.run { table.register(UINib(nibName: "SectionHeader", bundle: .module), forHeaderFooterViewReuseIdentifier: "Section") }
        let header = try #require(host.run { table.dequeueReusableHeaderFooterView(withIdentifier: "Section") } as? SectionHeaderView)
        #expect(header.reuseIdentifier == "Section")
        #expect(header.titleLabel?.text == "Header" && header.titleLabel?.superview === header.contentView)
        #expect(header.titleLabel?.font == .boldSystemFont(ofSize: 15))
    }
}
