import Foundation
import Testing
import UIKit
@testable import UIKitTesting
@testable import UIKitCore

/// What a column-style split view's delegate heard, in order.
@MainActor
final class SplitEvents: UISplitViewControllerDelegate {
    var events: [String] = []
    var topColumn: UISplitViewController.Column?

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        events.append("top? proposed \(proposedTopColumn)")
        return topColumn ?? proposedTopColumn
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { events.append("didExpand") }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { events.append("willShow \(column)") }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { events.append("willHide \(column)") }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        events.append("willChangeTo \(displayMode)")
    }
}

/// The column-style split view (iOS 14) as UIKit documents it: each column's controller in a
/// navigation controller, the columns side by side where the split view is wide, over the
/// secondary where it is tall, one navigation stack where the width is compact (the secondary on
/// top unless the delegate picks another column) given back when it is regular again, `show(_:)`
/// and `hide(_:)`, the compact column, and the display mode button. Sources: docs/PORTING.md.
@MainActor
@Suite struct ColumnSplitViewControllerTests {
    private let list = UIViewController(), detail = UIViewController()

    private func doubleColumn(delegate: SplitEvents? = nil) -> UISplitViewController {
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        return split
    }

    /// A three-column split view: folders, their notes, and a note.
    private func tripleColumn() -> (UISplitViewController, folders: UIViewController, notes: UIViewController, note: UIViewController) {
        let split = UISplitViewController(style: .tripleColumn)
        let folders = UIViewController(), notes = UIViewController(), note = UIViewController()
        split.setViewController(folders, for: .primary)
        split.setViewController(notes, for: .supplementary)
        split.setViewController(note, for: .secondary)
        return (split, folders, notes, note)
    }

    private func displayModeButton(in view: UIView) -> UIView? {
        if view.accessibilityLabel == "Toggle Sidebar", !view.isHidden, view.window != nil { return view }
        for subview in view.subviews { if let found = displayModeButton(in: subview) { return found } }
        return nil
    }

    @Test func eachColumnIsInANavigationControllerAndBothShowSideBySideInLandscape() throws {
        let host = HeadlessHost(device: .iPadPro12_9, orientation: .landscapeLeft)
        let split = doubleColumn()
        #expect(split.style == .doubleColumn)
        host.rootViewController = split
        host.settle()
        #expect(split.viewController(for: .primary) === list, "the controller set, not its navigation controller")
        let listNavigation = try #require(list.navigationController)
        let detailNavigation = try #require(detail.navigationController)
        #expect(listNavigation.parent === split && detailNavigation.parent === split)
        #expect(split.viewControllers.map { $0 === listNavigation || $0 === detailNavigation } == [true, true])
        #expect(!split.isCollapsed && split.splitBehavior == .tile && split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 320)
        #expect(listNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1024))
        #expect(detailNavigation.view.frame.minX > 320 && detailNavigation.view.frame.maxX == 1366)
        #expect(list.splitViewController === split && detail.splitViewController === split)
    }

    @Test func onAnIPhoneTheSecondaryIsOnTopOfOneNavigationStack() throws {
        let host = HeadlessHost(device: .iPhone15)
        let events = SplitEvents()
        let split = doubleColumn(delegate: events)
        host.rootViewController = split
        host.settle()
        #expect(split.isCollapsed)
        let navigation = try #require(list.navigationController)
        #expect(navigation.viewControllers.map { $0 === list ? "list" : $0 === detail ? "detail" : "?" } == ["list", "detail"])
        #expect(detail.navigationController === navigation, "collapsed, the secondary is in the primary's stack")
        #expect(split.viewControllers.count == 1 && split.viewControllers.first === navigation)
        #expect(events.events == ["top? proposed secondary", "didCollapse"])
        #expect(split.viewController(for: .secondary) === detail)
    }

    @Test func theDelegateCanShowTheListFirstAndShowAndHideMoveThroughTheStack() throws {
        let host = HeadlessHost(device: .iPhone15)
        let events = SplitEvents()
        events.topColumn = .primary
        let split = doubleColumn(delegate: events)
        host.rootViewController = split
        host.settle()
        let navigation = try #require(list.navigationController)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === list)
        split.show(.secondary)
        host.settle()
        #expect(navigation.topViewController === detail, "show(.secondary) pushes the secondary")
        split.hide(.secondary)
        host.settle()
        #expect(navigation.topViewController === list, "hide(.secondary) pops back to the primary")
        // A new secondary set while collapsed waits for show(_:), as Apple's samples call it.
        let other = UIViewController()
        split.setViewController(other, for: .secondary)
        split.show(.secondary)
        host.settle()
        #expect(navigation.topViewController === other)
    }

    @Test func widerThanCompactTheColumnsGetTheirControllersBack() throws {
        let host = HeadlessHost(size: CGSize(width: 420, height: 700))
        let events = SplitEvents()
        let split = doubleColumn(delegate: events)
        host.rootViewController = split
        host.settle()
        #expect(split.isCollapsed)
        host.resize(to: CGSize(width: 1000, height: 700))
        host.settle()
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary, "wider than tall: tiled")
        let listNavigation = try #require(list.navigationController), detailNavigation = try #require(detail.navigationController)
        #expect(listNavigation !== detailNavigation)
        #expect(listNavigation.viewControllers.count == 1 && detailNavigation.viewControllers.count == 1)
        #expect(events.events.suffix(1) == ["didExpand"])
        host.resize(to: CGSize(width: 420, height: 700))
        host.settle()
        #expect(split.isCollapsed && list.navigationController?.topViewController === detail)
    }

    @Test func tallerThanWideThePrimaryOverlaysWhenTheButtonShowsIt() throws {
        let host = HeadlessHost(device: .iPadPro12_9)
        let events = SplitEvents()
        let split = doubleColumn(delegate: events)
        host.rootViewController = split
        host.settle()
        #expect(split.splitBehavior == .overlay && split.displayMode == .secondaryOnly)
        let detailNavigation = try #require(detail.navigationController)
        let button = try #require(displayModeButton(in: detailNavigation.navigationBar), "the button in the secondary's bar")
        events.events.removeAll()
        host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        host.settle()
        #expect(split.displayMode == .oneOverSecondary)
        #expect(events.events == ["willChangeTo oneOverSecondary", "willShow primary"])
        let listNavigation = try #require(list.navigationController)
        #expect(listNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1366))
        #expect(detailNavigation.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 1366), "the secondary keeps its place under the overlay")
        // A tap on the dimmed secondary hides the overlay.
        host.tap(at: CGPoint(x: 700, y: 700))
        host.settle()
        #expect(split.displayMode == .secondaryOnly && events.events.last == "willHide primary")
        #expect(listNavigation.view.isHidden || listNavigation.view.frame.maxX <= 0)
    }

    /// presentsWithGesture: a swipe in from the leading edge shows the primary over the secondary;
    /// turned off, the same swipe does nothing.
    @Test func aSwipeFromTheLeadingEdgeShowsThePrimary() throws {
        let host = HeadlessHost(device: .iPadPro12_9)
        let split = doubleColumn()
        host.rootViewController = split
        host.settle()
        #expect(split.displayMode == .secondaryOnly && split.presentsWithGesture)
        split.presentsWithGesture = false
        host.drag(from: CGPoint(x: 4, y: 600), to: CGPoint(x: 300, y: 600), duration: 0.3)
        host.settle()
        #expect(split.displayMode == .secondaryOnly, "no gesture, no overlay")
        split.presentsWithGesture = true
        host.drag(from: CGPoint(x: 4, y: 600), to: CGPoint(x: 300, y: 600), duration: 0.3)
        host.settle()
        #expect(split.displayMode == .oneOverSecondary)
    }

    @Test func threeColumnsShowInLandscapeAndHideFromTheLeadingEdge() throws {
        let host = HeadlessHost(device: .iPadPro12_9, orientation: .landscapeLeft)
        let (split, folders, notes, note) = tripleColumn()
        host.rootViewController = split
        host.settle()
        #expect(split.displayMode == .twoBesideSecondary && split.supplementaryColumnWidth == 320)
        let frames = [folders, notes, note].compactMap { $0.navigationController?.view.frame.minX }
        #expect(frames.count == 3 && frames[0] == 0 && frames[1] > 320 && frames[2] > 640)
        split.hide(.primary)
        host.settle()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(notes.navigationController?.view.frame.minX == 0)
        split.preferredDisplayMode = .secondaryOnly
        host.settle()
        #expect(split.displayMode == .secondaryOnly && note.navigationController?.view.frame.minX == 0)
        split.show(.primary)
        host.settle()
        #expect(split.displayMode == .twoBesideSecondary)
    }

    @Test func threeColumnsCollapseIntoOneStackInColumnOrder() throws {
        let host = HeadlessHost(device: .iPhone15)
        let (split, folders, notes, note) = tripleColumn()
        host.rootViewController = split
        host.settle()
        let navigation = try #require(folders.navigationController)
        #expect(navigation.viewControllers.map { $0 === folders ? 0 : $0 === notes ? 1 : $0 === note ? 2 : -1 } == [0, 1, 2])
        split.show(.supplementary)
        host.settle()
        #expect(navigation.topViewController === notes)
    }

    @Test func theCompactColumnsControllerShowsWhenCollapsed() throws {
        let host = HeadlessHost(device: .iPhone15)
        let split = doubleColumn()
        let tabs = UITabBarController()
        split.setViewController(tabs, for: .compact)
        host.rootViewController = split
        host.settle()
        #expect(split.isCollapsed && split.viewController(for: .compact) === tabs)
        #expect(tabs.view.window != nil && !tabs.view.isHidden && list.navigationController?.viewIfLoaded?.isHidden != false)
        #expect(split.viewControllers.first === tabs.navigationController)
    }

    @Test func aClassicSplitViewSaysColumnsAreForTheColumnStyle() {
        let host = HeadlessHost(device: .iPhone15)
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let split = UISplitViewController(nibName: nil, bundle: nil)
        host.run { split.setViewController(list, for: .primary) }
        #expect(split.style == .unspecified && split.viewController(for: .primary) == nil)
        #expect(warnings.contains { $0.contains("setViewController(_:for:) is for column-style split views") })
    }
}
