import Foundation
import Testing
import UIKit
import UIKitTesting

/// Split.storyboard's list: the split view's delegate, set in `awakeFromNib()` (it is in the
/// split view controller by then, as on iOS); it discards the detail when collapsing until a
/// theme is chosen, so the list shows first on an iPhone.
@MainActor
final class ThemeListController: UIViewController, UISplitViewControllerDelegate {
    var foundSplitWhenAwake = false
    var themeChosen = false
    override func awakeFromNib() {
        super.awakeFromNib()
        foundSplitWhenAwake = splitViewController != nil
        splitViewController?.delegate = self
    }

    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool { !themeChosen }
}

/// UISplitViewController as UIKit documents it: collapsed to the primary where the width is
/// compact (the secondary pushed onto a navigation primary unless the delegate takes it), both
/// columns where it is regular, `showDetailViewController(_:sender:)` from inside it showing the
/// detail, and storyboards' master and detail relationships. Sources: docs/PORTING.md.
@MainActor
@Suite struct SplitViewControllerTests {
    private func split(primary: UIViewController, secondary: UIViewController) -> UISplitViewController {
        let split = UISplitViewController(nibName: nil, bundle: nil)
        split.viewControllers = [primary, secondary]
        return split
    }

    @Test func onAnIPhoneTheSecondaryIsPushedOntoThePrimary() {
        let host = HeadlessHost(device: .iPhone15)
        let list = UIViewController(), detail = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let split = split(primary: navigation, secondary: detail)
        host.rootViewController = split
        host.settle()
        #expect(split.isCollapsed && split.displayMode == .secondaryOnly)
        #expect(split.viewControllers.count == 1 && split.viewControllers.first === navigation, "collapsed, the primary alone")
        #expect(navigation.viewControllers.map { $0 === detail } == [false, true], "the detail on top of the list")
        #expect(detail.splitViewController === split, "through the navigation controller")
        let other = UIViewController()
        host.run { list.showDetailViewController(other, sender: nil) }
        host.settle()
        #expect(navigation.topViewController === other, "a detail shown from inside is pushed")
    }

    @Test func theDelegateMayKeepThePrimaryShowing() throws {
        let host = HeadlessHost(device: .iPhone15)
        let storyboard = UIStoryboard(name: "Split", bundle: .module)
        let split = try #require(storyboard.instantiateInitialViewController() as? UISplitViewController)
        let navigation = try #require(split.viewControllers.first as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? ThemeListController)
        #expect(list.foundSplitWhenAwake, "awakeFromNib() runs once the list is in the split view controller")
        #expect(split.viewControllers.map(\.title) == [nil, "Game"], "master first, whatever the document's order")
        host.rootViewController = split
        host.settle()
        #expect(split.isCollapsed && navigation.viewControllers.count == 1, "the delegate took the detail; the list shows")
        let gameRoot = UIViewController()
        host.run { list.showDetailViewController(UINavigationController(rootViewController: gameRoot), sender: nil) }
        host.settle()
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === gameRoot,
                "a navigation controller shown as the detail gives its controllers to the primary one")
    }

    @Test func whereTheWidthIsRegularBothColumnsShow() {
        let host = HeadlessHost(device: .iPadPro12_9, orientation: .landscapeLeft)
        let list = UINavigationController(rootViewController: UIViewController()), detail = UIViewController()
        let split = split(primary: list, secondary: detail)
        host.rootViewController = split
        host.settle()
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 320, "UIKit's default primary width")
        #expect(list.view.frame.width == 320 && detail.view.frame.minX > 320 && detail.view.frame.maxX == split.view.bounds.width)
        let replacement = UIViewController()
        host.run { list.topViewController?.showDetailViewController(replacement, sender: nil) }
        host.settle()
        #expect(split.viewControllers.last === replacement && detail.parent == nil, "the detail replaced")
        #expect(replacement.view.frame.minX > 320)
    }
}
