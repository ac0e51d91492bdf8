/// A toolbar's look, as UIKit's `UIToolbarAppearance`: the bar appearance's background and hairline.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    public override init() { super.init() }

    /// An appearance with `barAppearance`'s background and hairline.
    public init(barAppearance: UIBarAppearance) {
        super.init()
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        shadowColor = barAppearance.shadowColor
    }

    /// A copy, as UIKit's `copy()` gives one to change.
    open func copy() -> UIToolbarAppearance { UIToolbarAppearance(barAppearance: self) }
}
