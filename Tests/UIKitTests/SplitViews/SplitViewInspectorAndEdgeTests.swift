import Foundation
import Testing
import UIKit
@testable import UIKitTesting
import UIKitHosting

/// What a split view's delegate heard of columns showing and hiding, before and after.
@MainActor
private final class ColumnEvents: UISplitViewControllerDelegate {
    var events: [String] = []
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { events.append("willShow \(column)") }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { events.append("willHide \(column)") }
    func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column) { events.append("didShow \(column)") }
    func splitViewController(_ svc: UISplitViewController, didHide column: UISplitViewController.Column) { events.append("didHide \(column)") }
}

/// The column-style split view's inspector column (iOS 26), its primary at the trailing edge,
/// the secondary-only button, `isShowing(_:)`, the delegate's did-show and did-hide calls, and a
/// storyboard's column relationships. Sources: docs/PORTING.md, "Split views".
@MainActor
@Suite struct SplitViewInspectorAndEdgeTests {
    private let list = UIViewController(), detail = UIViewController(), inspector = UIViewController()

    private func doubleColumn(in host: HeadlessHost, delegate: ColumnEvents? = nil) -> UISplitViewController {
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        split.setViewController(inspector, for: .inspector)
        host.rootViewController = split
        host.settle()
        return split
    }

    private func button(labelled label: String, in view: UIView) -> UIView? {
        if view.accessibilityLabel == label, !view.isHidden, view.window != nil { return view }
        for subview in view.subviews { if let found = button(labelled: label, in: subview) { return found } }
        return nil
    }

    @Test func theInspectorIsHiddenUntilShownThenNarrowsTheSecondaryFromTheTrailingEdge() throws {
        let host = HeadlessHost(device: .iPadPro12_9, orientation: .landscapeLeft)
        let events = ColumnEvents()
        let split = doubleColumn(in: host, delegate: events)
        let inspectorNavigation = try #require(inspector.navigationController)
        let detailNavigation = try #require(detail.navigationController)
        #expect(split.viewController(for: .inspector) === inspector && inspectorNavigation.parent === split)
        #expect(!split.isShowing(.inspector) && split.isShowing(.primary) && split.isShowing(.secondary))
        #expect(inspectorNavigation.view.isHidden && detailNavigation.view.frame.maxX == 1366)
        #expect(split.inspectorColumnWidth == 0)

        split.show(.inspector)
        host.settle()
        #expect(split.isShowing(.inspector) && split.inspectorColumnWidth == 320)
        #expect(inspectorNavigation.view.frame == CGRect(x: 1366 - 320, y: 0, width: 320, height: 1024))
        #expect(detailNavigation.view.frame.maxX < 1366 - 320, "the secondary narrows beside it")
        #expect(events.events == ["willShow inspector", "didShow inspector"])

        split.preferredInspectorColumnWidthFraction = 0.3
        split.maximumInspectorColumnWidth = 380
        host.settle()
        #expect(inspectorNavigation.view.frame.width == 380, "30 % of 1366 is 410, held to the maximum")

        split.hide(.inspector)
        host.settle()
        #expect(!split.isShowing(.inspector) && detailNavigation.view.frame.maxX == 1366)
        #expect(events.events.suffix(2) == ["willHide inspector", "didHide inspector"])
    }

    @Test func collapsedTheInspectorDoesNotShow() {
        let host = HeadlessHost(device: .iPhone15)
        let split = doubleColumn(in: host)
        split.show(.inspector)
        host.settle()
        #expect(split.isCollapsed && !split.isShowing(.inspector))
        // Nothing of the inspector is on screen: no element of its content reaches VoiceOver (or a UI test).
        let marker = UILabel()
        marker.text = "Inspector content"
        inspector.view.addSubview(marker)
        marker.frame = CGRect(x: 0, y: 100, width: 200, height: 30)
        host.settle()
        #expect(!AccessibilityTree.elements(in: host.window).contains { $0.label == "Inspector content" })
        #expect(split.isShowing(.secondary) && !split.isShowing(.primary), "collapsed, the secondary is on top")
    }

    @Test func aTrailingPrimaryEdgeMirrorsTheColumnsAndItsSwipe() throws {
        let host = HeadlessHost(device: .iPadPro12_9, orientation: .landscapeLeft)
        let split = doubleColumn(in: host)
        split.primaryEdge = .trailing
        split.show(.inspector)
        host.settle()
        let listNavigation = try #require(list.navigationController)
        let inspectorNavigation = try #require(inspector.navigationController)
        #expect(listNavigation.view.frame == CGRect(x: 1366 - 320, y: 0, width: 320, height: 1024), "the primary at the right")
        #expect(inspectorNavigation.view.frame.minX == 0, "the inspector opposite it, at the left")

        let portrait = HeadlessHost(device: .iPadPro12_9)
        let overlaid = UISplitViewController(style: .doubleColumn)
        overlaid.primaryEdge = .trailing
        overlaid.setViewController(UIViewController(), for: .primary)
        overlaid.setViewController(UIViewController(), for: .secondary)
        portrait.rootViewController = overlaid
        portrait.settle()
        #expect(overlaid.displayMode == .secondaryOnly)
        portrait.drag(from: CGPoint(x: 4, y: 600), to: CGPoint(x: 300, y: 600), duration: 0.3)
        portrait.settle()
        #expect(overlaid.displayMode == .secondaryOnly, "a swipe from the left edge does not show a primary at the right")
        portrait.drag(from: CGPoint(x: 1020, y: 600), to: CGPoint(x: 700, y: 600), duration: 0.3)
        portrait.settle()
        #expect(overlaid.displayMode == .oneOverSecondary)
        let primary = try #require(overlaid.viewController(for: .primary)?.navigationController)
        #expect(primary.view.frame == CGRect(x: 1024 - 320, y: 0, width: 320, height: 1366))
    }

    @Test func theSecondaryOnlyButtonGoesToTheSecondaryAloneAndBack() throws {
        let host = HeadlessHost(device: .iPadPro12_9, orientation: .landscapeLeft)
        let events = ColumnEvents()
        let split = UISplitViewController(style: .tripleColumn)
        split.delegate = events
        let folders = UIViewController(), notes = UIViewController(), note = UIViewController()
        split.setViewController(folders, for: .primary)
        split.setViewController(notes, for: .supplementary)
        split.setViewController(note, for: .secondary)
        host.rootViewController = split
        host.settle()
        let bar = try #require(note.navigationController?.navigationBar)
        #expect(button(labelled: "Full Screen", in: bar) == nil, "off by default")
        split.showsSecondaryOnlyButton = true
        host.settle()
        let enter = try #require(button(labelled: "Full Screen", in: bar))
        host.tap(at: enter.convert(CGPoint(x: enter.bounds.midX, y: enter.bounds.midY), to: nil))
        host.settle()
        #expect(split.displayMode == .secondaryOnly && split.isShowing(.secondary) && !split.isShowing(.supplementary))
        #expect(events.events == ["willHide primary", "willHide supplementary", "didHide primary", "didHide supplementary"])
        let exit = try #require(button(labelled: "Exit Full Screen", in: bar))
        host.tap(at: exit.convert(CGPoint(x: exit.bounds.midX, y: exit.bounds.midY), to: nil))
        host.settle()
        #expect(split.displayMode == .twoBesideSecondary, "back to the mode it left")
    }

    @Test func aStoryboardsTripleColumnSplitViewFillsEachColumnFromItsRelationship() throws {
        let host = HeadlessHost(device: .iPadPro12_9, orientation: .landscapeLeft)
        let split = try #require(UIStoryboard(name: "ColumnSplit", bundle: .module).instantiateInitialViewController() as? UISplitViewController)
        #expect(split.style == .tripleColumn)
        #expect(split.viewController(for: .primary)?.title == "Folders")
        #expect(split.viewController(for: .supplementary)?.title == "Notes")
        #expect(split.viewController(for: .secondary)?.title == "Note")
        #expect(split.viewController(for: .compact)?.title == "Everything")
        host.rootViewController = split
        host.settle()
        #expect(split.displayMode == .twoBesideSecondary)

        let phone = HeadlessHost(device: .iPhone15)
        let collapsed = try #require(UIStoryboard(name: "ColumnSplit", bundle: .module).instantiateInitialViewController() as? UISplitViewController)
        phone.rootViewController = collapsed
        phone.settle()
        #expect(collapsed.isCollapsed && collapsed.viewController(for: .compact)?.viewIfLoaded?.window != nil)
    }
}
