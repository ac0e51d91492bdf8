/// How a bar looks, as UIKit's `UIBarAppearance`: its background (a blur, a colour, or nothing) and
/// the hairline below it.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    open var backgroundEffect: UIBlurEffect? = UIBlurEffect(style: .systemChromeMaterial)
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor? = .separator

    public override init() { super.init() }

    /// The translucent default: a blur with a hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        shadowColor = .separator
    }

    /// An opaque background in the system colour, with a hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        shadowColor = .separator
    }

    /// No background and no hairline: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = .clear
        shadowColor = .clear
    }
}

/// A navigation bar's look, as UIKit's `UINavigationBarAppearance`: the bar appearance plus the
/// title's text attributes (`.foregroundColor` and `.font` are drawn).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    public override init() { super.init() }

    /// A copy, as UIKit's `copy()` gives one to change.
    open func copy() -> UINavigationBarAppearance {
        let copy = UINavigationBarAppearance()
        copy.backgroundEffect = backgroundEffect
        copy.backgroundColor = backgroundColor
        copy.shadowColor = shadowColor
        copy.titleTextAttributes = titleTextAttributes
        copy.largeTitleTextAttributes = largeTitleTextAttributes
        return copy
    }
}
