import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore
@testable import UIKitScreens

/// Records what a tab bar controller's delegate is asked and told, and can refuse a tab or
/// animate switches with a cross-fade.
@MainActor
final class TabDelegateLog: UITabBarControllerDelegate {
    var entries: [String] = []
    var refused: UIViewController?
    var animator: UIViewControllerAnimatedTransitioning?

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        entries.append("shouldSelect \(viewController.title ?? "")")
        return viewController !== refused
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        entries.append("didSelect \(viewController.title ?? "")")
    }
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        entries.append("animator \(fromVC.title ?? "")→\(toVC.title ?? "")")
        return animator
    }
}

/// A half-second cross-fade between tabs, written as an app writes one.
@MainActor
final class TabFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.5, animations: { toView.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

@MainActor
@Suite struct TabBarControllerTests {
    private func makeTabs(_ names: [String], device: SimulatedDevice = .iPhone15, log: AppearanceLog = AppearanceLog())
        -> (HeadlessHost, UITabBarController, [LoggingController]) {
        let host = HeadlessHost(device: device)
        let controllers = names.map { LoggingController($0, log: log) }
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        host.rootViewController = tabs
        host.settle()
        return (host, tabs, controllers)
    }

    /// The centre of the tab bar's button `index` of `count`, in window points.
    private func tabPoint(_ index: Int, of count: Int, in tabs: UITabBarController) -> CGPoint {
        let bar = tabs.tabBar.frame
        let width = bar.width / CGFloat(count)
        return CGPoint(x: bar.minX + width * (CGFloat(index) + 0.5), y: bar.minY + 24)
    }

    @Test func theBarSitsOverTheHomeIndicatorAndTheSafeAreaEndsAboveIt() {
        let (host, tabs, controllers) = makeTabs(["A", "B"])
        defer { withExtendedLifetime(host) {} }
        // iPhone 15: 49 points of bar over the 34-point home indicator area.
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        #expect(controllers[0].view.safeAreaInsets.bottom == 83)
        #expect(controllers[0].view.frame == tabs.view.bounds)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === controllers[0])
        #expect(tabs.tabBar.items?.map(\.title) == ["A", "B"])
        #expect(controllers[0].tabBarController === tabs)
    }

    @Test func systemItemsHaveUIKitsTitlesAndGlyphs() {
        let (host, tabs, controllers) = makeTabs(["A", "B"])
        controllers[0].tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 3)
        controllers[1].tabBarItem = UITabBarItem(tabBarSystemItem: .downloads, tag: 4)
        host.settle()
        let search = controllers[0].tabBarItem
        #expect(search?.title == "Search" && search?.tag == 3 && search?.systemItem == .search)
        #expect(search?.image != nil, "a system item shows its glyph")
        #expect(controllers[1].tabBarItem.title == "Downloads" && controllers[1].tabBarItem.image != nil, "Downloads too: an arrow in a circle")
        #expect(UITabBarItem(tabBarSystemItem: .more, tag: 0).image != nil && UITabBarItem(tabBarSystemItem: .featured, tag: 0).title == "Featured")
        // The glyph is drawn in the selected tint above the title.
        let shot = host.snapshot()
        let point = tabPoint(0, of: 2, in: tabs)
        let tinted = (Int(point.x) - 12...Int(point.x) + 12).contains { x in
            (Int(tabs.tabBar.frame.minY) + 4...Int(tabs.tabBar.frame.minY) + 30).contains { y in
                let p = shot.pixel(x: x, y: y)
                return p.b > 200 && p.r < 80
            }
        }
        #expect(tinted)
    }

    /// XCUITest finds a tab as a button named by its item (`app.tabBars.buttons["B"]`), selected or not.
    @Test func eachTabIsOneButtonNamedByItsItem() throws {
        let (host, tabs, _) = makeTabs(["A", "B", "C"])
        tabs.viewControllers?[2].tabBarItem.badgeValue = "3"
        host.settle()
        let elements = AccessibilityTree.elements(in: host.window)
        let buttons = elements.filter { $0.kind == "Button" && ["A", "B", "C"].contains($0.label) }
        #expect(buttons.map(\.label) == ["A", "B", "C"])
        #expect(!elements.contains { $0.kind == "StaticText" && $0.label == "B" }, "the title is part of its button")
        #expect(buttons[0].view.accessibilityTraits.contains(.selected) && !buttons[1].view.accessibilityTraits.contains(.selected))
        #expect(buttons[2].view.accessibilityValue == "3")
        host.tap(at: try AccessibilityTree.tapPoint(for: "C", in: host.window).get())
        host.settle()
        #expect(tabs.selectedIndex == 2)
    }

    @Test func tappingATabSwitchesWithAppearanceCallbacksAndTheDelegate() {
        let log = AppearanceLog()
        let (host, tabs, controllers) = makeTabs(["A", "B", "C"], log: log)
        let delegate = TabDelegateLog()
        tabs.delegate = delegate
        log.entries.removeAll()
        host.tap(at: tabPoint(1, of: 3, in: tabs))
        host.settle()
        #expect(tabs.selectedIndex == 1)
        #expect(controllers[1].view.superview != nil && controllers[0].view.superview == nil)
        #expect(log.entries == ["A.willDisappear", "B.willAppear", "B.didAppear", "A.didDisappear"])
        #expect(delegate.entries == ["shouldSelect B", "animator A→B", "didSelect B"])
        // A refused tab stays unselected; setting selectedIndex asks no delegate.
        delegate.refused = controllers[2]
        delegate.entries.removeAll()
        host.tap(at: tabPoint(2, of: 3, in: tabs))
        host.settle()
        #expect(tabs.selectedIndex == 1)
        #expect(delegate.entries == ["shouldSelect C"])
        delegate.entries.removeAll()
        tabs.selectedIndex = 2
        host.settle()
        #expect(tabs.selectedViewController === controllers[2])
        #expect(delegate.entries == ["animator B→C"])
        #expect(tabs.tabBar.selectedItem === controllers[2].tabBarItem)
    }

    @Test func aSubclassOverridingTabBarDidSelectSeesTheTapAndSuperSwitches() {
        final class ObservingTabs: UITabBarController {
            var tapped: [String?] = []
            override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
                tapped.append(item.title)
                super.tabBar(tabBar, didSelect: item)
            }
        }
        let host = HeadlessHost(device: .iPhone15)
        let tabs = ObservingTabs()
        tabs.viewControllers = [LoggingController("A", log: AppearanceLog()), LoggingController("B", log: AppearanceLog())]
        host.rootViewController = tabs
        host.settle()
        host.tap(at: tabPoint(1, of: 2, in: tabs))
        host.settle()
        #expect(tabs.tapped == ["B"])
        #expect(tabs.selectedIndex == 1)
    }

    @Test func aDelegatesAnimatorRunsTheSwitchThroughATransitionContext() {
        let (host, tabs, controllers) = makeTabs(["A", "B"])
        let delegate = TabDelegateLog()
        delegate.animator = TabFadeAnimator()
        tabs.delegate = delegate
        host.tap(at: tabPoint(1, of: 2, in: tabs))
        host.advance(by: 0.25)
        let alpha = controllers[1].view.presentationAlpha
        #expect(alpha > 0.3 && alpha < 0.7, "half way through the fade: \(alpha)")
        #expect(controllers[1].transitionCoordinator != nil)
        #expect(!delegate.entries.contains("didSelect B"), "didSelect comes when the switch is done")
        host.settle()
        #expect(controllers[1].view.alpha == 1)
        #expect(controllers[0].view.superview == nil)
        #expect(delegate.entries.last == "didSelect B")
    }

    @Test func aBadgeAndTitlesComeFromTheItems() {
        let (host, tabs, controllers) = makeTabs(["A", "B"])
        controllers[1].tabBarItem.badgeValue = "3"
        controllers[0].title = "Home"
        host.settle()
        #expect(tabs.tabBar.items?.first?.title == "Home")
        let texts = host.displayList.commands.compactMap { command -> String? in
            if case let .text(text, _, _, _, _) = command { return text }
            return nil
        }
        #expect(texts.contains("Home"))
        #expect(texts.contains { $0.contains("3") })
    }

    @Test func anAppearancesTitleAttributesColourTheTitles() {
        let (host, tabs, _) = makeTabs(["A", "B"])
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        tabs.tabBar.standardAppearance = appearance
        host.settle()
        let colors = host.displayList.commands.compactMap { command -> (String, DisplayCommand.Color)? in
            if case let .text(text, _, _, _, color) = command, text == "A" || text == "B" { return (text, color) }
            return nil
        }
        #expect(colors.first { $0.0 == "A" }?.1 == DisplayCommand.Color(UIColor.systemRed.rgba))
        #expect(colors.first { $0.0 == "B" }?.1 == DisplayCommand.Color(UIColor.systemGreen.rgba))
    }

    /// A state's badge text attributes colour the badge's text (UITabBarItemStateAppearance,
    /// *badgeTextAttributes*; white by default), and its background colour fills the badge.
    @Test func anAppearancesBadgeAttributesColourTheBadge() {
        let (host, tabs, controllers) = makeTabs(["A", "B"])
        controllers[1].tabBarItem.badgeValue = "7"
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.normal.badgeTextAttributes = [.foregroundColor: UIColor.black]
        appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemYellow
        tabs.tabBar.standardAppearance = appearance
        host.settle()
        let badge = host.displayList.commands.compactMap { command -> DisplayCommand.Color? in
            if case let .text(text, _, _, _, color) = command, text.contains("7") { return color }
            return nil
        }
        #expect(badge == [DisplayCommand.Color(UIColor.black.rgba)])
        let fills = host.displayList.commands.contains { command in
            if case let .fill(_, _, color, _) = command { return color == DisplayCommand.Color(UIColor.systemYellow.rgba) }
            return false
        }
        #expect(fills, "the badge's background")
    }

    /// A tab bar controller's bar uses its scroll-edge look while the selected tab's content is
    /// scrolled to its bottom (or it has no scroll view): by default the standard appearance with a
    /// transparent background (UITabBar, *scrollEdgeAppearance*); a long list above the bottom shows
    /// the standard, blurred bar.
    @Test func theBarIsTransparentWhileTheContentIsAtItsBottomEdge() {
        let (host, tabs, controllers) = makeTabs(["A", "B"])
        #expect(tabs.tabBar.isAtScrollEdge, "a plain view is always at its edge")
        #expect(tabs.tabBar.effectiveAppearance.backgroundEffect == nil && tabs.tabBar.effectiveAppearance.shadowColor == .clear)
        let list = UIScrollView(frame: controllers[0].view.bounds)
        list.contentSize = CGSize(width: 10, height: 3000)
        controllers[0].view.addSubview(list)
        controllers[0].setContentScrollView(list)
        host.settle()
        #expect(!tabs.tabBar.isAtScrollEdge)
        #expect(tabs.tabBar.effectiveAppearance.backgroundEffect != nil, "the standard, blurred bar")
        list.contentOffset.y = list.contentSize.height + list.adjustedContentInset.bottom - list.bounds.height
        host.settle()
        #expect(tabs.tabBar.isAtScrollEdge, "scrolled to the bottom")
    }

    /// A state appearance's `titlePositionAdjustment` moves the titles, added to an item's own
    /// (UITabBarItemStateAppearance, *titlePositionAdjustment*).
    @Test func anAppearancesTitleOffsetMovesTheTitles() {
        let (host, tabs, _) = makeTabs(["A", "B"])
        func titleY(_ title: String) -> CGFloat? {
            host.displayList.commands.compactMap { command -> CGFloat? in
                if case let .text(text, _, origin, transform, _) = command, text == title { return origin.applying(transform).y }
                return nil
            }.first
        }
        let before = try! #require(titleY("B"))
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 4)
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        host.settle()
        #expect(titleY("B") == before + 4, "the unselected title moves")
        #expect(titleY("A") == before, "the selected state has no offset")
    }

    /// An item's `imageInsets` move its image's edges (UIBarItem, *imageInsets*: "the image inset
    /// or outset for each edge"): the usual title-less icon moved down by 6 points.
    @Test func anItemsImageInsetsMoveItsImage() {
        let (host, _, controllers) = makeTabs(["A", "B"])
        let icon = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        controllers[0].tabBarItem.image = icon
        host.settle()
        func imageTop() -> CGFloat? {
            host.displayList.commands.compactMap { command -> CGFloat? in
                if case let .image(_, rect, transform, _) = command { return rect.applying(transform).minY }
                return nil
            }.first
        }
        let plain = try! #require(imageTop())
        controllers[0].tabBarItem.imageInsets = UIEdgeInsets(top: 6, left: 0, bottom: -6, right: 0)
        host.settle()
        #expect(imageTop() == plain + 6)
    }

    /// The frames of the bar's item buttons, left to right.
    private func itemFrames(_ tabs: UITabBarController) -> [CGRect] {
        tabs.tabBar.subviews.filter { $0 is TabBarButton }.map(\.frame).sorted { $0.minX < $1.minX }
    }

    /// Apple, *itemPositioning*: automatic spreads the items over the width where it is compact and
    /// centres them at `itemWidth` with `itemSpacing` between where it is regular; `.centered`
    /// and `.fill` force one or the other; a negative width or spacing becomes 0 (the system's).
    @Test func itemsFillACompactBarAndCentreInARegularOne() {
        let (_, phoneTabs, _) = makeTabs(["A", "B", "C"])
        let phone = itemFrames(phoneTabs)
        #expect(phone.map(\.width) == Array(repeating: phoneTabs.tabBar.bounds.width / 3, count: 3))
        #expect(phone.first?.minX == 0)
        let (padHost, padTabs, _) = makeTabs(["A", "B", "C"], device: .iPad10)
        let bar = padTabs.tabBar
        let pad = itemFrames(padTabs)
        #expect(pad.map(\.width) == [76, 76, 76], "the system width")
        #expect(pad[1].minX - pad[0].maxX == 34 && pad[2].minX - pad[1].maxX == 34, "the system spacing")
        #expect(abs(pad[0].minX - (bar.bounds.width - pad[2].maxX)) <= 1, "centred")
        bar.itemWidth = 120
        bar.itemSpacing = 10
        padHost.settle()
        let custom = itemFrames(padTabs)
        #expect(custom.map(\.width) == [120, 120, 120] && custom[1].minX - custom[0].maxX == 10)
        bar.itemPositioning = .fill
        padHost.settle()
        #expect(itemFrames(padTabs).map(\.width) == Array(repeating: bar.bounds.width / 3, count: 3))
        bar.itemWidth = -5
        #expect(bar.itemWidth == 0)
        phoneTabs.tabBar.itemPositioning = .centered
        phoneTabs.tabBar.setNeedsLayout()
        phoneTabs.tabBar.layoutIfNeeded()
        #expect(itemFrames(phoneTabs).map(\.width) == [76, 76, 76])
    }

    /// Apple, *UIBarItem.landscapeImagePhone*: "the image to use for the item in bars with compact
    /// height (an iPhone in landscape)"; turned upright again, the item shows `image`.
    @Test func anIPhoneInLandscapeShowsTheItemsLandscapeImage() throws {
        let (host, tabs, controllers) = makeTabs(["A", "B"])
        let tall = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in }
        let short = UIGraphicsImageRenderer(size: CGSize(width: 18, height: 18)).image { _ in }
        controllers[0].tabBarItem.image = tall
        controllers[0].tabBarItem.landscapeImagePhone = short
        host.settle()
        func shownImage() -> UIImage? {
            (tabs.tabBar.subviews.compactMap { $0 as? TabBarButton }.first { $0.item === controllers[0].tabBarItem })?
                .subviews.compactMap { ($0 as? UIImageView)?.image }.first
        }
        #expect(shownImage() === tall)
        host.rotate(to: .landscapeLeft)
        host.settle()
        #expect(shownImage() === short)
        host.rotate(to: .portrait)
        host.settle()
        #expect(shownImage() === tall)
    }

    @Test func aControllerPushedWithHidesBottomBarWhenPushedHidesTheBarUntilPopped() {
        let host = HeadlessHost(device: .iPhone15)
        let root = UIViewController()
        root.title = "List"
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        host.rootViewController = tabs
        host.settle()
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 0.1)
        #expect(tabs.tabBar.presentationFrame.minX < 0, "the bar leaves with the list")
        host.settle()
        #expect(tabs.tabBar.frame.maxX <= 0)
        #expect(tabs.tabBar.isHidden, "hidden until the pop, as UIKit hides it")
        #expect(detail.view.safeAreaInsets.bottom == 34)
        navigation.popViewController(animated: true)
        host.advance(by: 0.1)
        #expect(!tabs.tabBar.isHidden, "shown as the pop starts, to slide in alongside")
        host.settle()
        #expect(tabs.tabBar.frame.minX == 0 && !tabs.tabBar.isHidden)
        #expect(root.view.safeAreaInsets.bottom == 83)
    }

    /// A stack whose top hides the bar hides it however it got there: built before the tab bar
    /// controller showed, or selected from another tab.
    @Test func aStackBuiltOrSelectedWithAControllerThatHidesTheBarHidesIt() {
        let host = HeadlessHost(device: .iPhone15)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(detail, animated: false)
        let other = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        host.rootViewController = tabs
        host.settle()
        #expect(tabs.tabBar.isHidden && tabs.tabBar.frame.maxX <= 0)
        #expect(detail.view.safeAreaInsets.bottom == 34)
        tabs.selectedIndex = 1
        host.settle()
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.frame.minX == 0)
        #expect(other.view.safeAreaInsets.bottom == 83)
        tabs.selectedIndex = 0
        host.settle()
        #expect(tabs.tabBar.isHidden)
    }

    @Test func tappingTheSelectedTabPopsItsStackToTheRoot() {
        let host = HeadlessHost(device: .iPhone15)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.title = "Stack"
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        host.rootViewController = tabs
        host.settle()
        navigation.pushViewController(UIViewController(), animated: false)
        host.settle()
        host.tap(at: tabPoint(0, of: 2, in: tabs))
        host.settle()
        #expect(navigation.viewControllers == [root])
    }

    @Test func pastFiveTabsOnAPhoneTheRestMoveToMore() {
        let (host, tabs, controllers) = makeTabs(["A", "B", "C", "D", "E", "F", "G"])
        #expect(tabs.tabBar.items?.map(\.title) == ["A", "B", "C", "D", "More"])
        host.tap(at: tabPoint(4, of: 5, in: tabs))
        host.settle()
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        let list = tabs.moreNavigationController.topViewController as? UITableViewController
        #expect(list?.tableView.numberOfRows(inSection: 0) == 3)
        #expect(list?.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "E")
        // An iPad's regular width has room for every tab.
        let (padHost, padTabs, _) = makeTabs(["A", "B", "C", "D", "E", "F", "G"], device: .iPad10)
        #expect(padTabs.tabBar.items?.count == 7)
        withExtendedLifetime((controllers, padHost)) {}
    }
}

/// Presentations inside a tab: `.overCurrentContext` from a controller that defines the context.
@MainActor
@Suite struct TabContextPresentationTests {
    @Test func anOverCurrentContextPresentationCoversItsTabAndLeavesTheBarAbove() throws {
        let log = AppearanceLog()
        let host = HeadlessHost(device: .iPhone15)
        let list = LoggingController("A", log: log)
        let navigation = UINavigationController(rootViewController: list)
        navigation.definesPresentationContext = true
        let other = LoggingController("B", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        // Opaque, so its pixels show the bar on top (over a plain view iOS 15 draws it transparent).
        let opaque = UITabBarAppearance()
        opaque.configureWithOpaqueBackground()
        tabs.tabBar.scrollEdgeAppearance = opaque
        host.rootViewController = tabs
        host.settle()
        let card = UIViewController()
        card.view.backgroundColor = .systemTeal
        card.modalPresentationStyle = .overCurrentContext
        list.present(card, animated: true)
        host.settle()
        #expect(card.presentingViewController === navigation, "the controller that defines the context presents")
        #expect(card.view.convert(card.view.bounds, to: nil) == navigation.view.convert(navigation.view.bounds, to: nil))
        // The tab bar stays over the presentation and still switches tabs.
        #expect(host.snapshot().pixel(x: 196, y: 400) == (48, 176, 199, 255))
        #expect(host.snapshot().pixel(x: 196, y: 852 - 40) != (48, 176, 199, 255))
        host.tap(at: CGPoint(x: 393 * 3 / 4, y: 852 - 60))
        host.settle()
        #expect(tabs.selectedIndex == 1)
        #expect(card.view.window == nil, "the presentation left with its tab")
        host.tap(at: CGPoint(x: 393 / 4, y: 852 - 60))
        host.settle()
        #expect(card.view.window != nil && card.presentingViewController === navigation)
        card.dismiss(animated: true)
        host.settle()
        #expect(navigation.presentedViewController == nil && card.view.window == nil)
    }

    @Test func aCurrentContextPresentationWithoutADefiningControllerUsesTheTopOfTheChain() {
        let host = HeadlessHost(device: .iPhone15)
        let log = AppearanceLog()
        let list = LoggingController("A", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: list)]
        host.rootViewController = tabs
        host.settle()
        let card = UIViewController()
        card.modalPresentationStyle = .currentContext
        log.entries.removeAll()
        list.present(card, animated: false)
        host.settle()
        #expect(card.presentingViewController === tabs)
        #expect(log.entries.contains("A.willDisappear") && log.entries.contains("A.didDisappear"), "covered, the list disappears")
    }
}
