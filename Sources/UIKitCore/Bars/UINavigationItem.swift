/// What a navigation bar shows for one controller, as UIKit's `UINavigationItem`: its title (or
/// title view), its bar button items, and the back button the next controller shows for it.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    open var title: String? { didSet { itemDidChange() } }
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// Kept; the bar draws no prompt line above the title (not built, and says so once).
    open var prompt: String? {
        didSet { if prompt != nil { Diagnostics.warnOnce("UINavigationItem.prompt", "UINavigationItem.prompt is not drawn; the bar shows the title only.") } }
    }
    /// The title the next controller's back button shows for this one (nil: this title, or "Back").
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    open var hidesBackButton = false { didSet { itemDidChange() } }
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }

    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { observe(leftBarButtonItems); itemDidChange() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { observe(rightBarButtonItems); itemDidChange() } }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// This item's own bar look while it is on top (nil: the bar's).
    open var standardAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }

    /// The search controller whose bar shows below the title (`searchController`, declared with
    /// the search classes, which sit above the bars).
    package var searchControllerStorage: AnyObject? { didSet { itemDidChange() } }
    /// Whether the search bar folds into the bar as the content scrolls up (shown again at the
    /// top); false keeps it below the title whatever the scrolling.
    open var hidesSearchBarWhenScrolling = true { didSet { itemDidChange() } }

    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
    /// Whether this item's title shows large in a bar that prefers large titles: `.automatic`
    /// takes the item below's choice (large at the root), `.never` and `.inline` keep it small.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }

    // Animated, the bar cross-fades from its old content to the new.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { changing(animated) { self.hidesBackButton = hidesBackButton } }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { changing(animated) { leftBarButtonItem = item } }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { changing(animated) { rightBarButtonItem = item } }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { changing(animated) { leftBarButtonItems = items } }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { changing(animated) { rightBarButtonItems = items } }

    /// True while an animated setter runs: the bar fades to the change.
    package private(set) var changeFades = false

    private func changing(_ animated: Bool, _ change: () -> Void) {
        changeFades = animated
        change()
        changeFades = false
    }

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() { super.init() }

    /// Called when something the bar draws changed.
    package var onChange: (() -> Void)?

    private func observe(_ items: [UIBarButtonItem]?) {
        for item in items ?? [] { item.onChange = { [weak self] in self?.itemDidChange() } }
    }

    private func itemDidChange() { onChange?() }
}
