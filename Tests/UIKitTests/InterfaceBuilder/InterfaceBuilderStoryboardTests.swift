import Foundation
import Testing
import UIKit
@testable import UIKitTesting

/// Storyboards read from their XML (Fixtures/Main.storyboard), behaving as UIKit documents:
/// `UIStoryboard` ("Instantiating storyboard-based view controllers"), `init(coder:)` and
/// `awakeFromNib()` ("Loading Interface Builder objects"), segues ("Using segues", "Dismissing a
/// view controller with an unwind segue"). Sources per behaviour: docs/PORTING.md, "Interface Builder".
@MainActor
@Suite struct InterfaceBuilderStoryboardTests {
    private func launch() throws -> (HeadlessHost, UINavigationController, ListViewController) {
        let host = HeadlessHost(size: CGSize(width: 393, height: 852))
        let storyboard = host.run { UIStoryboard(name: "Main", bundle: .module) }
        let navigation = try #require(host.run { storyboard.instantiateInitialViewController() } as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? ListViewController)
        host.rootViewController = navigation
        host.settle()
        return (host, navigation, list)
    }

    private func center(of view: UIView) -> CGPoint {
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func theInitialControllerIsTheNavigationStackTheDocumentDraws() throws {
        let (host, navigation, list) = try launch()
        #expect(list.storyboard != nil && navigation.storyboard != nil)
        #expect(list.title == "Fruit" && list.navigationItem.title == "Fruit")
        #expect(navigation.navigationBar.prefersLargeTitles)
        #expect(list.navigationItem.rightBarButtonItem?.systemItem == .add)
        #expect(list.tableView.style == .insetGrouped, "the table's archived style")
        #expect(list.tableView.rowHeight == UITableView.automaticDimension, "-1 is Interface Builder's Automatic")
        // A custom class without customModule is found in the module that holds the document.
        #expect(type(of: list) == ListViewController.self)
        let cell = try #require(list.tableView.visibleCells.first as? ItemCell)
        #expect(cell.shownName == "Apple", "the private outlet reaches the prototype's label")
        #expect(cell.accessoryType == .disclosureIndicator && cell.reuseIdentifier == "Item")
        // The label's constraints do not size the content view: UIKit gives such a row the standard height.
        #expect(cell.frame.height == 44)
        withExtendedLifetime(host) {}
    }

    @Test func initCoderDecodesFirstThenAwakeFromNibAfterConnections() throws {
        let (host, _, list) = try launch()
        #expect(list.events.prefix(3) == ["init(coder:) title=Fruit", "awakeFromNib", "viewDidLoad"])
        let cell = try #require(list.tableView.visibleCells.first as? ItemCell)
        #expect(cell.events == ["init(coder:) outlet=nil", "awakeFromNib outlet=set"],
                "outlets are connected after every object is made and before awakeFromNib")
        withExtendedLifetime(host) {}
    }

    @Test func aCellsSegueIsAskedPreparedAndShownBeforeDidSelect() throws {
        let (host, navigation, list) = try launch()
        let cell = try #require(list.tableView.visibleCells.dropFirst().first)
        list.events.removeAll()
        host.tap(at: center(of: cell))
        host.settle()
        #expect(list.events == ["shouldPerformSegue showItem", "prepare showItem", "didSelectRowAt 1"])
        let item = try #require(navigation.topViewController as? ItemViewController)
        #expect(item.titleLabel.text == "Pear", "prepare(for:sender:) configured the destination before its view loaded")
        #expect(item.storyboard === list.storyboard)
    }

    @Test func outletsOutletCollectionsAndActionsAreConnected() throws {
        let (host, navigation, list) = try launch()
        list.performSegue(withIdentifier: "showItem", sender: nil)
        host.settle()
        let item = try #require(navigation.topViewController as? ItemViewController)
        #expect(item.buttons.map { $0.title(for: .normal) } == ["Favourite", "Done"], "a collection keeps document order")
        #expect(item.buttonsWhenTitleLabelWasSet == 2, "collections are set before outlets, whose observers may read them")
        #expect(item.favouriteButton.accessibilityIdentifier == "favourite")
        host.tap(at: center(of: item.favouriteButton))
        host.settle()
        #expect(item.events.contains("toggleFavourite") && item.favouriteButton.isSelected)
        #expect(item.favouriteButton.currentTitle == "Favourite ★", "the selected state's archived title")
        #expect(item.favouriteButton.image(for: .selected)?.isSymbolImage == true, "catalog=\"system\" names an SF Symbol")
        // A bar button item's action goes to the controller.
        let add = try #require(list.navigationItem.rightBarButtonItem)
        list.navigationController?.popViewController(animated: false)
        host.settle()
        add.view.map { host.tap(at: center(of: $0)) }
        host.settle()
        #expect(list.itemsAdded == 1)
    }

    @Test func anEmbedSegueAddsTheChildWhileTheParentsViewLoads() throws {
        let (host, navigation, list) = try launch()
        list.performSegue(withIdentifier: "showItem", sender: nil)
        host.settle()
        let item = try #require(navigation.topViewController as? ItemViewController)
        #expect(item.events.first == "prepare embedNotes to NotesViewController", "prepare(for:sender:) runs for the embed segue")
        #expect(item.events.contains("viewDidLoad children=1"), "the child is in place before viewDidLoad")
        let notes = try #require(item.children.first as? NotesViewController)
        #expect(notes.view.frame.size == notes.view.superview?.bounds.size)
    }

    @Test func anUnwindSegueCallsTheActionUpTheChainThenPopsToIt() throws {
        let (host, navigation, list) = try launch()
        list.performSegue(withIdentifier: "showItem", sender: nil)
        host.settle()
        let item = try #require(navigation.topViewController as? ItemViewController)
        let done = try #require(item.buttons.last)
        host.tap(at: center(of: done))
        host.settle()
        #expect(item.events.last == "prepare nil to ListViewController", "the source prepares first")
        #expect(list.events.last == "unwindToList from ItemViewController")
        #expect(navigation.topViewController === list)
    }

    @Test func constraintsKeepTheirConstantsMultipliersPrioritiesAndIdentifiers() throws {
        let (host, navigation, list) = try launch()
        list.performSegue(withIdentifier: "showItem", sender: nil)
        host.settle()
        let item = try #require(navigation.topViewController as? ItemViewController)
        let constraints = item.view.constraints + item.view.subviews.flatMap(\.constraints)
        let width = try #require(constraints.first { $0.identifier == "stack width" })
        #expect(width.constant == 200 && width.secondItem == nil)
        let middle = try #require(constraints.first { $0.identifier == "stack middle" })
        #expect(middle.multiplier == 0.5 && middle.priority.rawValue == 750)
        let container = try #require(item.children.first?.view.superview)
        #expect(abs(container.frame.height - container.frame.width / 2) < 0.5, "height = width × 1:2")
        #expect(abs(container.frame.maxX - (item.view.bounds.width - 20)) < 0.5)
        // The document's own value for a named colour the app has no catalog entry for.
        let background = try #require(item.view.backgroundColor?.cgColor.components)
        #expect(abs(background[0] - 1) < 0.01 && abs(background[2] - 0.9) < 0.01)
    }

    @Test func aBarItemPresentsItsSceneAndAnUnknownClassIsNamedOnce() throws {
        let (host, navigation, list) = try launch()
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        list.performSegue(withIdentifier: "showItem", sender: nil)
        host.settle()
        let item = try #require(navigation.topViewController as? ItemViewController)
        let share = try #require(item.navigationItem.rightBarButtonItem?.view)
        host.tap(at: center(of: share))
        host.settle()
        let presented = try #require(navigation.presentedViewController)
        #expect(presented.modalPresentationStyle == .formSheet)
        #expect(type(of: presented) == UIViewController.self, "the standard class stands in for a class that is not found")
        #expect(warnings.filter { $0.hasPrefix("Unknown class NoSuchController in Interface Builder file.") }.count == 1)
        #expect(!warnings.contains { $0.contains("forUndefinedKey") }, "the stand-in's outlets belong to the missing class, named once already")
        #expect(!warnings.contains { $0.contains("simulated") }, "Interface Builder's canvas metrics are passed over quietly")
        #expect(warnings.contains { $0.contains("Main.storyboard") && $0.contains("<unknownWidget> at line") })
        #expect((item.buttons.first?.superview as? UIStackView)?.arrangedSubviews.count == 3, "the rest of the stack loads")
    }

    @Test func aDocumentThatBreaksOffLoadsWhatComesBeforeTheBreak() throws {
        let host = HeadlessHost(size: CGSize(width: 393, height: 852))
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let storyboard = host.run { UIStoryboard(name: "Broken", bundle: .module) }
        #expect(warnings.count == 1 && warnings[0].contains("\"Broken.storyboard\"") && warnings[0].contains("line 83: a tag is not closed"), "\(warnings)")
        let list = host.run { storyboard.instantiateViewController(withIdentifier: "List") }
        #expect(list is ListViewController, "the scenes before the break load")
    }

    /// A prototype's own "Custom" row height (90 here) sizes it on Interface Builder's canvas only;
    /// the table's automatic row height sizes its rows at run time (docs/PORTING.md gives the source).
    @Test func aPrototypesOwnRowHeightIsTheCanvassOnly() throws {
        let host = HeadlessHost(size: CGSize(width: 393, height: 852))
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let navigation = try #require(host.run { UIStoryboard(name: "Main", bundle: .module).instantiateInitialViewController() } as? UINavigationController)
        host.rootViewController = navigation
        host.settle()
        let list = try #require(navigation.viewControllers.first as? ListViewController)
        let first = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.frame.height < 60, "self-sized to its one line, not 90: \(first.frame.height)")
        #expect(!warnings.contains { $0.contains("rowHeight") }, "\(warnings)")
    }

    @Test func aStaticTableShowsTheDocumentsSectionsAndRows() throws {
        let host = HeadlessHost(size: CGSize(width: 393, height: 852))
        let navigation = try #require(host.run { UIStoryboard(name: "Settings", bundle: .module).instantiateInitialViewController() } as? UINavigationController)
        host.rootViewController = navigation
        host.settle()
        let settings = try #require(navigation.topViewController as? SettingsViewController)
        let table = try #require(settings.tableView)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1)
        #expect(settings.tableView(table, titleForHeaderInSection: 0) == "General")
        #expect(settings.tableView(table, titleForFooterInSection: 1) == "This cannot be undone.")
        let version = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(version.textLabel?.text == "Version" && version.detailTextLabel?.text == "1.0",
                "the style's detail label is the cell's own, and the controller's outlet reaches it")
        let erase = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(erase.textLabel?.textColor == .systemRed)
        #expect(erase.textLabel?.font.pointSize == 17, "a style label's font of size 0 is Interface Builder's way of saying the style's own")
        let about = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        host.tap(at: center(of: about))
        host.settle()
        #expect(navigation.topViewController?.title == "About", "a static cell's segue runs on selection")
    }

    @Test func selectorNamesReachTheMethodsTheTableLists() throws {
        let (host, _, list) = try launch()
        let add = NSSelectorFromString("addItem:")
        #expect(NSStringFromSelector(add) == "addItem:")
        #expect(host.run { list.responds(to: add) } && !host.run { list.responds(to: NSSelectorFromString("removeItem:")) })
        _ = host.run { list.perform(add, with: UIBarButtonItem()) }
        #expect(list.itemsAdded == 1)
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        _ = host.run { list.perform(NSSelectorFromString("removeItem:")) }
        #expect(warnings.first?.contains("-[ListViewController removeItem:]: unrecognized selector sent to instance") == true)
    }

    /// Foundation's `performSelector(onMainThread:with:waitUntilDone:)`: waiting, the call is made
    /// at once; not waiting, it is queued for the main run loop's next turn, not made in the call
    /// (the script runner's and the window's loops run it; Presentr's example app was checked so).
    @MainActor @Test func aSelectorPerformedOnTheMainThreadIsMadeAtOnceOnlyWhenWaitedFor() throws {
        let (host, _, list) = try launch()
        let add = NSSelectorFromString("addItem:")
        host.run { list.performSelector(onMainThread: add, with: UIBarButtonItem(), waitUntilDone: true) }
        #expect(list.itemsAdded == 1)
        host.run { list.performSelector(onMainThread: add, with: UIBarButtonItem(), waitUntilDone: false) }
        #expect(list.itemsAdded == 1, "queued, not made yet")
    }

    /// `UIBarButtonItem.target` and `action`, as iOS code sets them after making the item: the
    /// selector goes to the target, found in its class's table.
    @MainActor @Test func aBarButtonItemSendsTheSelectorSetOnItToItsTarget() throws {
        let (host, _, list) = try launch()
        let item = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
        item.target = list
        item.action = NSSelectorFromString("addItem:")
        #expect(item.target === list && item.action.map(NSStringFromSelector) == "addItem:")
        host.run { item.sendAction() }
        #expect(list.itemsAdded == 1)
    }
}
