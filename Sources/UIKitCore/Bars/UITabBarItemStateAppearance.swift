/// One state's look of tab bar items, as UIKit's `UITabBarItemStateAppearance`: the icon's colour,
/// the title's and the badge text's attributes (`.foregroundColor` and `.font` are drawn) and the
/// badge's colour.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    open var iconColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero

    public override init() { super.init() }
}
