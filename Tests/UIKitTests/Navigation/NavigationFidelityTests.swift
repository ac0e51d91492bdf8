import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore
@testable import UIKitScreens

/// Navigation details as Apple documents them (fidelity, round two).
@MainActor
@Suite struct NavigationFidelityTests {
    private func makeStack() -> (HeadlessHost, UINavigationController, UIViewController) {
        let host = HeadlessHost(size: CGSize(width: 400, height: 700))
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        host.rootViewController = navigation
        host.settle()
        return (host, navigation, root)
    }

    /// A swipe from the left edge across most of the width, at frame steps.
    private func swipeFromLeftEdge(_ host: HeadlessHost) {
        host.press(at: CGPoint(x: 5, y: 300))
        for step in 1...30 { host.advance(by: 1.0 / 60); host.move(to: CGPoint(x: 5 + CGFloat(step) * 10, y: 300)) }
        host.release(at: CGPoint(x: 305, y: 300))
        host.settle()
    }

    /// Apple, `title`: "If the view controller has a valid navigation item or tab-bar item,
    /// assigning a value to this property updates the title text of those objects."
    @Test func aControllersTitleIsItsNavigationItemsTitle() {
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox", "an item made later starts with the title")
        controller.title = "Archive"
        #expect(controller.navigationItem.title == "Archive")
        controller.navigationItem.title = "Own"
        #expect(controller.title == "Archive", "the item's own title does not change the controller's")
        controller.title = nil
        #expect(controller.navigationItem.title == nil)
    }

    /// The edge swipe stands for the back button: with the back button hidden or replaced by the
    /// item's own left button (not supplementing it), or with the bar hidden, it does not pop.
    @Test func theEdgeSwipePopsOnlyWhereTheBackButtonWouldShow() {
        let cases: [(String, (UINavigationController, UIViewController) -> Void)] = [
            ("hidesBackButton", { _, top in top.navigationItem.hidesBackButton = true }),
            ("a custom left item", { _, top in top.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil) }),
            ("a hidden bar", { navigation, _ in navigation.setNavigationBarHidden(true, animated: false) }),
        ]
        for (name, configure) in cases {
            let (host, navigation, _) = makeStack()
            let top = UIViewController()
            navigation.pushViewController(top, animated: false)
            configure(navigation, top)
            host.settle()
            swipeFromLeftEdge(host)
            #expect(navigation.topViewController === top, "no pop with \(name)")
        }
        let (host, navigation, root) = makeStack()
        let top = UIViewController()
        top.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Extra", style: .plain, target: nil, action: nil)
        top.navigationItem.leftItemsSupplementBackButton = true
        navigation.pushViewController(top, animated: false)
        host.settle()
        swipeFromLeftEdge(host)
        #expect(navigation.topViewController === root, "a left item beside the back button keeps the swipe")
    }

    /// Apple, *extendedLayoutIncludesOpaqueBars* (default false) and *edgesForExtendedLayout*
    /// (default all): the view runs under a translucent bar, starts below an opaque one unless it
    /// includes opaque bars, and starts below any bar when its edges leave out the top.
    @Test func opaqueBarsAndExtendedEdgesPlaceTheContent() {
        let (host, navigation, root) = makeStack()
        #expect(root.view.frame.minY == 0, "under the translucent bar")
        #expect(root.view.safeAreaInsets.top == 44)
        navigation.navigationBar.isTranslucent = false
        host.settle()
        #expect(root.view.convert(CGPoint.zero, to: nil).y == 44, "below the opaque bar")
        #expect(root.view.frame.minY == 44 && root.view.frame.height == 700 - 44,
                "the view's own frame starts below the bar, as UIKit sets it (frame.origin.y is the bar's bottom)")
        #expect(root.view.safeAreaInsets.top == 0)
        // A controller pushed onto an opaque bar slides in and rests below it too.
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        host.advance(by: 0.1)
        #expect(pushed.view.frame.minY == 44, "its final frame, during the slide")
        host.settle()
        #expect(pushed.view.frame.minY == 44 && pushed.view.convert(CGPoint.zero, to: nil).y == 44)
        navigation.popViewController(animated: true)
        host.settle()
        #expect(root.view.frame.minY == 44)
        root.extendedLayoutIncludesOpaqueBars = true
        host.settle()
        #expect(root.view.convert(CGPoint.zero, to: nil).y == 0 && root.view.safeAreaInsets.top == 44)
        navigation.navigationBar.isTranslucent = true
        root.edgesForExtendedLayout = []
        host.settle()
        #expect(root.view.convert(CGPoint.zero, to: nil).y == 44, "no top edge: below even a translucent bar")
    }

    /// Apple, *setNavigationBarHidden(_:animated:)*: animated, over `hideShowBarDuration`.
    @Test func hidingTheBarAnimatedSlidesItAway() {
        let (host, navigation, root) = makeStack()
        #expect(UINavigationController.hideShowBarDuration == 0.2)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden)
        host.advance(by: 0.1)
        let midway = navigation.navigationBar.presentationFrame.minY
        #expect(midway < 0 && midway > -44, "sliding up, halfway")
        #expect(!navigation.navigationBar.isHidden)
        host.settle()
        #expect(navigation.navigationBar.isHidden && root.view.safeAreaInsets.top == 0)
        navigation.setNavigationBarHidden(false, animated: true)
        host.advance(by: 0.1)
        #expect(!navigation.navigationBar.isHidden)
        host.settle()
        #expect(navigation.navigationBar.frame.minY == 0 && root.view.safeAreaInsets.top == 44)
    }

    /// A bar on its own shows the items it is given (Apple, *UINavigationBar.items*,
    /// *setItems(_:animated:)*, *pushItem(_:animated:)*, *popItem(animated:)*): the top item's
    /// title, and a back button that pops it.
    @Test func aStandaloneBarShowsItsOwnItems() {
        let screen = PlainScreen(size: CGSize(width: 400, height: 700))
        let (host, controller) = (screen.host, screen.controller)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        controller.view.addSubview(bar)
        let first = UINavigationItem(title: "Mail"), second = UINavigationItem(title: "Inbox")
        bar.setItems([first], animated: false)
        #expect(bar.items?.count == 1 && bar.topItem === first && bar.backItem == nil)
        bar.pushItem(second, animated: true)
        #expect(bar.topItem === second && bar.backItem === first)
        host.settle()
        func labels(in view: UIView) -> [String] { view.subviews.flatMap { (($0 as? UILabel)?.text.map { [$0] } ?? []) + labels(in: $0) } }
        let titles = labels(in: bar)
        #expect(titles.contains("Inbox") && titles.contains("Mail"), "the title and the back button's \(titles)")
        host.tap(at: CGPoint(x: 30, y: 22))
        host.settle()
        #expect(bar.topItem === first && bar.items?.count == 1, "the back button pops the item")
        second.title = "Renamed"
        #expect(bar.popItem(animated: false) === first && bar.items?.isEmpty == true)
        let (_, navigation, _) = makeStack()
        #expect(navigation.navigationBar.items?.count == 1, "a controller's bar has its stack's items")
    }

    /// Apple, *setRightBarButton(_:animated:)* and its siblings: animated, the bar's content
    /// changes with an animation (a cross-fade here); not animated, at once.
    @Test func animatedItemChangesCrossFadeTheBar() {
        let (host, navigation, root) = makeStack()
        let bar = navigation.navigationBar
        root.navigationItem.setRightBarButton(UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil), animated: false)
        host.advance(by: 0)
        #expect(bar.subviews.filter { $0 is NavigationBarContent }.count == 1, "at once")
        root.navigationItem.setRightBarButton(UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil), animated: true)
        host.advance(by: UINavigationBar.itemFadeDuration / 2)
        let contents = bar.subviews.compactMap { $0 as? NavigationBarContent }
        #expect(contents.count == 2, "old and new content, fading")
        #expect(contents.allSatisfy { $0.presentationAlpha > 0.2 && $0.presentationAlpha < 0.8 })
        host.settle()
        #expect(bar.subviews.filter { $0 is NavigationBarContent }.count == 1)
    }
}
