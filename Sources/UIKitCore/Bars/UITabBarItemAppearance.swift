/// How tab bar items look in each state, as UIKit's `UITabBarItemAppearance`.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
    open var normal = UITabBarItemStateAppearance()
    open var selected = UITabBarItemStateAppearance()
    open var disabled = UITabBarItemStateAppearance()
    /// The look of a focused item: focus comes from a remote or a keyboard's focus movement, which
    /// iPhone tab bars never receive, so it is never shown here, as on an iPhone.
    open var focused = UITabBarItemStateAppearance()

    public override init() { super.init() }
}
