import Foundation

/// The root of a view tree shown on screen, as UIKit's `UIWindow`. It owns the root view controller,
/// routes touches (UIWindow+Touches.swift) and tells its host when a new frame must be drawn.
@preconcurrency @MainActor
open class UIWindow: UIView {
    override var asWindow: UIWindow? { self }
    /// Set when something visible changed; the host draws a frame and clears it. What changed is
    /// marked on the views (`setNeedsDisplayTree()`), or is everything (`setNeedsEveryViewRepainted()`).
    @exclusivity(unchecked)
    var needsDisplay = true {
        didSet { if needsDisplay { hostEnvironment.frameDriver?.wake() } }
    }

    /// Counts the changes that can alter what any view of the window draws without marking it (the
    /// traits, the size, the status bar, a window shown above): each repaints every view.
    @exclusivity(unchecked)
    package private(set) var everyViewPaintVersion: UInt32 = 0

    package func setNeedsEveryViewRepainted() {
        everyViewPaintVersion &+= 1
        needsDisplay = true
    }

    private(set) var layoutPassFollowers: [LayoutPassFollower] = []

    /// Where the window stands among the windows on screen (UIWindow+Level.swift).
    open var windowLevel = UIWindow.Level.normal { didSet { if oldValue != windowLevel { setNeedsEveryViewRepainted() } } }
    /// When the window was last shown, for the order of windows of one level.
    var shownOrder = 0
    /// The window a touch that began here went to, until it ends.
    @Unretained var pointerWindow: UIWindow? = nil
    /// Set while a touch that began on the status bar is down: the status bar has it, not the app.
    var statusBarHasTouch = false
    /// The menu open on this window, if any (MenuPresentation).
    package var openMenu: MenuPresentation?
    /// The edit menu open on this window, if any (cut, copy, paste).
    package var openEditMenu: EditMenuPresentation?
    /// Whose edit menu the touch in progress closed as it began: a tap on the caret toggles the
    /// menu, so the text it belonged to does not open it again.
    package weak var editMenuOwnerClosedByTouch: AnyObject?

    /// Touch routing and gesture arbitration (Events/TouchRouter.swift).
    private(set) lazy var touchRouter = TouchRouter(window: self)

    /// View controllers whose viewDidAppear waits for the next drawn frame.
    @exclusivity(unchecked)
    var pendingDidAppear: [UIViewController] = []

    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue, old.isViewLoaded, old.view.superview === self {
                old.beginAppearanceTransition(false, animated: false)
                old.view.removeFromSuperview()
                old.endAppearanceTransition()
            }
            installRootViewController()
            statusBarAppearanceDidChange()
        }
    }

    /// The status bar's appearance as last asked for (nil: ask again).
    var cachedStatusBarAppearance: StatusBarAppearance?
    /// The status bar showing or hiding, while it animates (UIWindow+StatusBar.swift).
    var statusBarTransition: StatusBarTransition?

    /// Set when safe areas may have changed (a rotation, `additionalSafeAreaInsets`); stays set on a
    /// device with insets, since any frame change can move a view into or out of them.
    var needsSafeAreaUpdate = false

    open override func layoutIfNeeded() {
        super.layoutIfNeeded()
        // Safe areas depend on the frames just solved and feed constraints back: settle in a few rounds.
        if needsSafeAreaUpdate || screen.safeAreaInsets != .zero {
            needsSafeAreaUpdate = false
            var rounds = 0
            while propagateSafeAreaChanges() && rounds < 4 {
                super.layoutIfNeeded()
                rounds += 1
            }
        }
        layoutPassFollowers.removeAll { $0.owner == nil }
        for follower in layoutPassFollowers { follower.run() }
    }

    /// Work that runs after each of the window's layout passes, for as long as its owner lives or
    /// until it stops (a popover following its source view, wherever the source's layout moved it).
    func followLayoutPasses(by owner: AnyObject, _ run: @escaping () -> Void) {
        stopFollowingLayoutPasses(by: owner)
        layoutPassFollowers.append(LayoutPassFollower(owner: owner, run: run))
    }

    func stopFollowingLayoutPasses(by owner: AnyObject) {
        layoutPassFollowers.removeAll { $0.owner === owner || $0.owner == nil }
    }

    public private(set) var isKeyWindow = false
    open var screen: UIScreen { environment.screen }

    /// The environment of the host the window was made in (the one bound while it was made): its
    /// clock, animations and transitions. Everything in the window reaches its host through it.
    let hostEnvironment = HostEnvironment.current

    public override init(frame: CGRect) {
        super.init(frame: frame)
        // Windows start hidden, as in UIKit; makeKeyAndVisible shows them.
        isHidden = true
        environment.register(self)
        // An app without scenes has one all the same, which its windows belong to.
        if let scene = environment.appWindowScene {
            windowScene = scene
            scene.attach(self)
        }
        isSetUp = true
    }

    private var isSetUp = false

    open override var isHidden: Bool {
        didSet { if isSetUp && oldValue != isHidden { visibilityDidChange() } }
    }

    /// The screen turned or resized under this window, which is not the host's
    /// (UIWindow+SizeTransition.swift): a system window (the software keyboard's) takes its place on
    /// the new screen. Nothing for the app's own windows.
    func screenDidChange() {}

    public required init?(coder: NSCoder) { return nil }

    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    /// A window in `windowScene`, filling the screen, as scene delegates make it.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: UIScreen.main.bounds)
        self.windowScene?.detach(self)  // the scene an app without scenes gives its windows
        self.windowScene = windowScene
        windowScene.attach(self)  // property observers do not run in the class's own initialisers
    }

    /// The scene the window belongs to: the scene delegate's, or the one UIKit gives an app that
    /// adopts no scenes (nil for a window the app made outside its scene).
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.detach(self)
            windowScene?.attach(self)
        }
    }

    /// Shows the window and makes it key: the root view controller's view goes in and appears.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    open func makeKey() {
        for window in environment.windows where window !== self && window.isKeyWindow {
            window.isKeyWindow = false
            window.resignKey()
            NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: window)
        }
        let wasKey = isKeyWindow
        isKeyWindow = true
        installRootViewController()
        if !wasKey {
            becomeKey()
            NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
        }
    }

    /// Called when the window becomes the key window; overrides call super.
    open func becomeKey() {}
    /// Called when another window becomes key; overrides call super.
    open func resignKey() {}

    /// Shown windows go above those shown before them at their level; hidden ones stop taking touches.
    func visibilityDidChange() {
        if !isHidden {
            environment.windowsShown += 1
            shownOrder = environment.windowsShown
            installRootViewController()
        }
        NotificationCenter.default.post(name: isHidden ? UIWindow.didBecomeHiddenNotification : UIWindow.didBecomeVisibleNotification, object: self)
        for window in environment.windows where window !== self { window.setNeedsEveryViewRepainted() }
    }

    private func installRootViewController() {
        guard let root = rootViewController, !isHidden else { return }
        guard root.view.superview !== self else { return }
        root.bind(to: hostEnvironment)
        root.beginAppearanceTransition(true, animated: false)
        root.view.frame = bounds
        root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(root.view)
        layoutIfNeeded()
        // As in UIKit, viewDidAppear comes once the first frame with the view is on screen.
        pendingDidAppear.append(root)
    }

    /// Runs the appearance callbacks that wait for a drawn frame.
    func frameDidDraw() {
        let waiting = pendingDidAppear
        pendingDidAppear.removeAll()
        for controller in waiting { controller.endAppearanceTransition() }
    }

    /// Tells every view in the window that the traits changed.
    func notifyTraitChange(_ previous: UITraitCollection) {
        let current = traitCollection
        func visit(_ view: UIView) {
            view.traitCollectionDidChange(previous)
            for registration in view.traitState.changeRegistrations { registration.notify(view, previous: previous, current: current) }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let root = rootViewController, root.isViewLoaded, root.view.superview === self, root.view.frame != bounds {
            root.view.frame = bounds
        }
    }
}

/// Work following a window's layout passes, held for as long as its owner lives.
struct LayoutPassFollower {
    weak var owner: AnyObject?
    let run: () -> Void
}
