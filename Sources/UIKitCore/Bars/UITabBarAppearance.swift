/// A tab bar's look, as UIKit's `UITabBarAppearance`: the bar appearance plus how items look when
/// stacked (icon over title, as on a phone held upright), inline, or compact inline.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// Tints the selection indicator image; iOS draws no indicator without an image, and tab bars
    /// here take none, so nothing shows it, as on iOS with no image set.
    open var selectionIndicatorTintColor: UIColor?

    public override init() { super.init() }

    open func copy() -> UITabBarAppearance {
        let copy = UITabBarAppearance()
        copy.backgroundEffect = backgroundEffect
        copy.backgroundColor = backgroundColor
        copy.shadowColor = shadowColor
        copy.stackedLayoutAppearance = stackedLayoutAppearance
        copy.inlineLayoutAppearance = inlineLayoutAppearance
        copy.compactInlineLayoutAppearance = compactInlineLayoutAppearance
        copy.selectionIndicatorTintColor = selectionIndicatorTintColor
        return copy
    }
}
