import Testing
import UIKit
import UIKitTesting
import LabTestSupport
@testable import UIKitCore
@testable import UIKitScreens

/// A controller that logs its appearance and containment callbacks into a shared list.
@MainActor
final class LoggingController: UIViewController {
    let name: String
    let log: AppearanceLog

    init(_ name: String, log: AppearanceLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = name == "A" ? .systemBlue : .systemOrange
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.entries.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.entries.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.entries.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.entries.append("\(name).didDisappear") }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.entries.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

@MainActor
final class AppearanceLog {
    var entries: [String] = []
}

/// Records the delegate's calls and can supply a custom animator and interaction controller.
@MainActor
final class NavigationDelegateLog: UINavigationControllerDelegate {
    var entries: [String] = []
    var animator: UIViewControllerAnimatedTransitioning?
    var interaction: UIViewControllerInteractiveTransitioning?

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        entries.append("willShow \(viewController.title ?? "")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        entries.append("didShow \(viewController.title ?? "")")
    }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        entries.append("animator \(operation == .push ? "push" : "pop")")
        return animator
    }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interaction }
}

/// A custom push and pop: the incoming view fades in over the outgoing one.
@MainActor
final class CrossFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: { toView.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

@MainActor
@Suite struct NavigationControllerTests {
    private func makeStack(device: SimulatedDevice = .freeform(CGSize(width: 400, height: 700)))
        -> (HeadlessHost, UINavigationController, LoggingController, AppearanceLog) {
        let host = HeadlessHost(device: device)
        let log = AppearanceLog()
        let root = LoggingController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        host.rootViewController = navigation
        host.settle()
        log.entries.removeAll()
        return (host, navigation, root, log)
    }

    @Test func pushSlidesTheNewControllerInWithUIKitsCallbacks() throws {
        let (host, navigation, root, log) = makeStack()
        let delegate = NavigationDelegateLog()
        navigation.delegate = delegate
        let pushed = LoggingController("B", log: log)
        navigation.pushViewController(pushed, animated: true)
        #expect(navigation.topViewController === pushed && navigation.viewControllers.count == 2)
        #expect(pushed.navigationController === navigation && pushed.parent === navigation)
        #expect(pushed.transitionCoordinator != nil)
        host.advance(by: NavigationSlideAnimator.duration / 2)
        let incoming = try #require(pushed.view.presentationFrame as CGRect?)
        let outgoing = root.view.presentationFrame
        #expect(incoming.minX > 0 && incoming.minX < 400, "sliding in from the right")
        #expect(outgoing.minX < 0 && outgoing.minX > -120, "the view underneath moves a third of the width")
        host.settle()
        #expect(pushed.view.frame == navigation.view.bounds)
        #expect(root.view.superview == nil)
        // UIKit's navigation order (unlike a full-screen modal's): the leaving view's didDisappear
        // comes before the arriving view's didAppear (docs/PORTING.md has the log).
        #expect(log.entries == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear", "B.didMove(parent)"])
        #expect(delegate.entries == ["animator push", "willShow B", "didShow B"])
    }

    @Test func theBackButtonPopsWithTheMirroredCallbacks() {
        let (host, navigation, root, log) = makeStack()
        let pushed = LoggingController("B", log: log)
        navigation.pushViewController(pushed, animated: false)
        host.settle()
        log.entries.removeAll()
        // The back button sits at the bar's left, below the status bar (none in a free-form window).
        host.tap(at: CGPoint(x: 30, y: 22))
        host.settle()
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root)
        #expect(pushed.parent == nil && pushed.view.superview == nil)
        #expect(log.entries == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear", "B.didMove(nil)"])
    }

    @Test func popToRootRemovesTheMiddleWithoutAppearanceCalls() {
        let (host, navigation, root, log) = makeStack()
        let middle = LoggingController("B", log: log)
        let top = LoggingController("C", log: log)
        navigation.pushViewController(middle, animated: true)
        navigation.pushViewController(top, animated: true)  // waits for the first push
        host.settle()
        #expect(navigation.viewControllers.map(\.title) == ["A", "B", "C"])
        log.entries.removeAll()
        let popped = navigation.popToRootViewController(animated: true)
        #expect(popped?.map(\.title) == ["B", "C"])
        host.settle()
        #expect(navigation.viewControllers == [root])
        #expect(!log.entries.contains { $0.hasPrefix("B.will") || $0.hasPrefix("B.did") && $0 != "B.didMove(nil)" })
        #expect(log.entries.contains("C.didDisappear") && log.entries.contains("A.didAppear"))
    }

    @Test func theLeftEdgeSwipePopsInteractivelyOrSpringsBack() throws {
        let (host, navigation, root, log) = makeStack()
        let pushed = LoggingController("B", log: log)
        navigation.pushViewController(pushed, animated: false)
        host.settle()
        log.entries.removeAll()
        // A slow swipe to a quarter of the width, held, released: the pop is cancelled.
        host.press(at: CGPoint(x: 5, y: 300))
        for step in 1...10 { host.advance(by: 1.0 / 60); host.move(to: CGPoint(x: 5 + CGFloat(step) * 10, y: 300)) }
        let following = pushed.view.presentationFrame.minX
        #expect(abs(following - 100) < 12, "the top view follows the finger: \(following)")
        #expect(navigation.topViewController === root, "the stack shows the pop under way")
        host.advance(by: 0.3)
        host.release(at: CGPoint(x: 105, y: 300))
        host.settle()
        #expect(navigation.viewControllers == [root, pushed])
        #expect(pushed.view.frame == navigation.view.bounds && root.view.superview == nil)
        #expect(log.entries == ["B.willDisappear", "A.willAppear", "A.willDisappear", "A.didDisappear", "B.willAppear", "B.didAppear"])
        // Past half the width: the pop finishes.
        host.press(at: CGPoint(x: 5, y: 300))
        for step in 1...25 { host.advance(by: 1.0 / 60); host.move(to: CGPoint(x: 5 + CGFloat(step) * 10, y: 300)) }
        host.advance(by: 0.3)
        host.release(at: CGPoint(x: 255, y: 300))
        host.settle()
        #expect(navigation.viewControllers == [root] && pushed.parent == nil)
    }

    @Test func aDelegatesAnimatorAndInteractionDriveTheTransition() {
        let (host, navigation, _, log) = makeStack()
        let delegate = NavigationDelegateLog()
        delegate.animator = CrossFadeAnimator()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        navigation.delegate = delegate
        let pushed = LoggingController("B", log: log)
        navigation.pushViewController(pushed, animated: true)
        interaction.update(0.5)
        host.advance(by: 0.5)
        #expect(abs((pushed.view.layer.presentation()?.opacity ?? 0) - 0.5) < 0.01, "held at half way by the interaction")
        interaction.finish()
        host.settle()
        #expect(pushed.view.alpha == 1 && navigation.topViewController === pushed)
        #expect(delegate.entries.last == "didShow B")
        // The edge swipe leaves a custom pop to the delegate.
        host.press(at: CGPoint(x: 5, y: 300))
        for step in 1...25 { host.advance(by: 1.0 / 60); host.move(to: CGPoint(x: 5 + CGFloat(step) * 10, y: 300)) }
        host.release(at: CGPoint(x: 255, y: 300))
        host.settle()
        #expect(navigation.topViewController === pushed)
    }

    @Test func theBarSitsBelowTheStatusBarAndTheContentsSafeAreaStartsBelowIt() {
        let (host, navigation, root, _) = makeStack(device: .iPhone15)
        let statusBar = host.window.safeAreaInsets.top
        #expect(statusBar > 0)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: statusBar, width: host.window.bounds.width, height: 44))
        #expect(root.view.frame == host.window.bounds, "the content runs under the bar")
        #expect(root.view.safeAreaInsets.top == statusBar + 44)
        navigation.setNavigationBarHidden(true, animated: false)
        host.settle()
        #expect(root.view.safeAreaInsets.top == statusBar)
    }

    /// Apple, *hidesBarsOnTap*: "an unhandled tap in the content area toggles the visibility of
    /// the navigation bar"; the recognizer is `barHideOnTapGestureRecognizer`.
    @Test func hidesBarsOnTapTogglesTheBarOnATapInTheContentOnly() throws {
        let (host, navigation, root, _) = makeStack(device: .iPhone15)
        var presses = 0
        let button = UIButton(type: .system)
        button.setTitle("Press", for: .normal)
        button.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        host.tap(at: CGPoint(x: 200, y: 500))
        host.settle()
        #expect(!navigation.isNavigationBarHidden, "off by default")
        #expect(navigation.barHideOnTapGestureRecognizer.view === navigation.view && !navigation.barHideOnTapGestureRecognizer.isEnabled)
        navigation.hidesBarsOnTap = true
        host.tap(at: CGPoint(x: 200, y: 500))
        host.settle()
        #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
        #expect(root.view.safeAreaInsets.top == host.window.safeAreaInsets.top)
        host.tap(at: CGPoint(x: 80, y: 222))
        host.settle()
        #expect(presses == 1 && navigation.isNavigationBarHidden, "a tap a control handles leaves the bar as it is")
        host.tap(at: CGPoint(x: 200, y: 500))
        host.settle()
        #expect(!navigation.isNavigationBarHidden && !navigation.navigationBar.isHidden)
    }

    /// Apple, *hidesBarsOnTap*: "the navigation controller toggles the hiding and showing of its
    /// navigation bar and toolbar"; a toolbar the app keeps hidden stays hidden when the bars return.
    @Test func hidesBarsOnTapTogglesTheToolbarToo() throws {
        let (host, navigation, root, _) = makeStack(device: .iPhone15)
        root.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
        navigation.isToolbarHidden = false
        navigation.hidesBarsOnTap = true
        host.settle()
        host.tap(at: CGPoint(x: 200, y: 400))
        host.settle()
        #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden && navigation.toolbar.isHidden)
        host.tap(at: CGPoint(x: 200, y: 400))
        host.settle()
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden && !navigation.toolbar.isHidden)
        navigation.isToolbarHidden = true
        host.settle()
        host.tap(at: CGPoint(x: 200, y: 400))
        host.settle()
        host.tap(at: CGPoint(x: 200, y: 400))
        host.settle()
        #expect(!navigation.isNavigationBarHidden && navigation.isToolbarHidden, "the app's hidden toolbar stays hidden")
    }

    /// VoiceOver (and XCUITest) name an icon item by what it does: the add item is "Add"; an
    /// item's own `accessibilityLabel` and identifier reach its button.
    @Test func barButtonItemsAreNamedForAccessibility() throws {
        let (host, _, root, _) = makeStack(device: .iPhone15)
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let share = UIBarButtonItem(title: "⇪", style: .plain, target: nil, action: nil)
        share.accessibilityLabel = "Share photo"
        share.accessibilityIdentifier = "share"
        root.navigationItem.rightBarButtonItems = [add, share]
        host.settle()
        let elements = AccessibilityTree.elements(in: host.window)
        #expect(elements.contains { $0.kind == "Button" && $0.label == "Add" })
        let shareButton = try #require(elements.first { $0.label == "Share photo" })
        #expect(shareButton.identifier == "share")
        #expect(!elements.contains { $0.label == "+" })
    }

    @Test func aChildSeesWhatItsNavigationControllerPresents() {
        let (host, navigation, root, _) = makeStack()
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        host.settle()
        // Apple: "the view controller that is presented by this view controller, or one of its ancestors".
        #expect(root.presentedViewController === alert && navigation.presentedViewController === alert)
        #expect(navigation.visibleViewController === alert)
    }

    @Test func showPushesInsideANavigationController() {
        let (host, navigation, root, log) = makeStack()
        root.show(LoggingController("B", log: log), sender: nil)
        host.settle()
        #expect(navigation.viewControllers.count == 2 && root.presentedViewController == nil)
    }

    @Test func aNavigationControllerInASheetPushesInsideTheSheet() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 800))
        let presenter = UIViewController()
        host.rootViewController = presenter
        let log = AppearanceLog()
        let navigation = UINavigationController(rootViewController: LoggingController("A", log: log))
        navigation.sheetPresentationController?.detents = [.medium()]
        presenter.present(navigation, animated: true)
        host.settle()
        let pushed = LoggingController("B", log: log)
        navigation.pushViewController(pushed, animated: true)
        host.settle()
        #expect(pushed.view.convert(CGPoint.zero, to: nil).y == 400)
        #expect(pushed.view.bounds.size == CGSize(width: 400, height: 400))
        #expect(log.entries.suffix(3) == ["A.didDisappear", "B.didAppear", "B.didMove(parent)"])
    }

    @Test func theBarShowsTitleBackButtonAndItems() {
        let (host, navigation, _, log) = makeStack(device: .freeform(CGSize(width: 320, height: 160)))
        let pushed = LoggingController("Details", log: log)
        pushed.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: pushed,
                                                                   action: LoggingController.viewDidLoad)
        navigation.pushViewController(pushed, animated: false)
        host.settle()
        let texts = host.displayList.commands.compactMap { command -> String? in
            if case let .text(string, _, _, _, _) = command { return string }
            return nil
        }
        #expect(texts.sorted() == ["A", "Details", "Done"], "the back title, the title, the Done item")
        expectGolden(host.snapshot(), "navigation-bar")
    }

    /// `.automatic` insets add the top and bottom safe area to a short (unscrollable) scroll view in
    /// a navigation controller only while its controller's deprecated
    /// `automaticallyAdjustsScrollViewInsets` is true (UIScrollView.ContentInsetAdjustmentBehavior.automatic).
    @Test func automaticInsetsOfAShortScrollViewFollowAutomaticallyAdjustsScrollViewInsets() {
        let host = HeadlessHost(device: .freeform(CGSize(width: 320, height: 400)))
        let list = UIViewController()
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 320, height: 50)
        list.view = scrollView
        host.rootViewController = UINavigationController(rootViewController: list)
        host.settle()
        #expect(scrollView.adjustedContentInset.top > 0, "below the bar, though the content does not scroll")
        list.automaticallyAdjustsScrollViewInsets = false
        scrollView.contentInset = UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
        host.settle()
        #expect(scrollView.adjustedContentInset.top == 1, "only its own inset: it does not scroll vertically")
    }

    /// Since iOS 15 a navigation controller's bar uses its scroll-edge appearance while the content
    /// is scrolled to the top or there is no scroll view; without one, the standard appearance with
    /// a transparent background (UINavigationBar, *scrollEdgeAppearance*: "If the value of this
    /// property is nil, UIKit uses the settings found in the standardAppearance property, modified
    /// to use a transparent background"). Scrolled away from the top, the standard one shows.
    @Test func theBarIsTransparentWhileTheContentIsAtItsTopEdge() {
        let host = HeadlessHost(device: .freeform(CGSize(width: 320, height: 400)))
        let list = UIViewController()
        let scrollView = UIScrollView()
        scrollView.backgroundColor = .systemYellow
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        list.view = scrollView
        let navigation = UINavigationController(rootViewController: list)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        navigation.navigationBar.standardAppearance = appearance
        host.rootViewController = navigation
        host.settle()
        let yellow = UIColor.systemYellow.rgba, indigo = UIColor.systemIndigo.rgba
        func barPixel() -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { host.snapshot().pixel(x: 5, y: 5) }
        func rgb(_ c: RGBA) -> (UInt8, UInt8, UInt8, UInt8) { (UInt8(c.red * 255), UInt8(c.green * 255), UInt8(c.blue * 255), 255) }
        #expect(close(barPixel(), rgb(yellow)), "at the top edge the content shows through the bar")
        scrollView.contentOffset.y += 100
        host.settle()
        #expect(close(barPixel(), rgb(indigo)), "scrolled, the standard appearance")
        scrollView.contentOffset.y = -scrollView.adjustedContentInset.top
        host.settle()
        #expect(close(barPixel(), rgb(yellow)), "back at the top, transparent again")
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemGreen
        navigation.navigationBar.scrollEdgeAppearance = edge
        host.settle()
        #expect(close(barPixel(), rgb(UIColor.systemGreen.rgba)), "a scroll-edge appearance of its own")
        // A bar no navigation controller manages ignores the scroll edge.
        let standalone = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        standalone.standardAppearance = appearance
        standalone.items = [UINavigationItem(title: "Alone")]
        #expect(standalone.effectiveAppearance === appearance)
    }

    @Test func anAppearanceColoursTheBarAndItsTitle() {
        let (host, navigation, root, _) = makeStack(device: .freeform(CGSize(width: 320, height: 160)))
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        // Both, as apps set them since iOS 15: over content at its top edge the scroll-edge one shows.
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        host.settle()
        let indigo = UIColor.systemIndigo.rgba
        #expect(close(host.snapshot().pixel(x: 5, y: 5), (UInt8(indigo.red * 255), UInt8(indigo.green * 255), UInt8(indigo.blue * 255), 255)))
        let titleColor = host.displayList.commands.compactMap { command -> DisplayCommand.Color? in
            if case let .text(string, _, _, _, color) = command, string == "A" { return color }
            return nil
        }.first
        #expect(titleColor?.red == 1 && titleColor?.green == 1)
        // An item's own appearance wins while it is on top (here at the scroll edge: its scroll-edge one).
        let transparent = UINavigationBarAppearance()
        transparent.configureWithTransparentBackground()
        root.navigationItem.scrollEdgeAppearance = transparent
        host.settle()
        #expect(host.snapshot().pixel(x: 5, y: 5) == (0, 122, 255, 255), "the blue content under a transparent bar")
    }

    @Test func barButtonItemsSendTheirActions() {
        let (host, navigation, root, _) = makeStack(device: .freeform(CGSize(width: 320, height: 160)))
        var taps = 0
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in taps += 1 })
        host.settle()
        host.tap(at: CGPoint(x: 290, y: 22))
        #expect(taps == 1)
        withExtendedLifetime(navigation) {}
    }
}
