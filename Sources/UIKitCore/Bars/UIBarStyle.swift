/// A bar's style before appearances, as UIKit's `UIBarStyle`: `.black` draws the bar dark, with
/// light items, whatever the screen's appearance.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    @available(iOS, deprecated: 13.0, message: "Use UIBarStyleBlack and set the translucent property to YES")
    case blackTranslucent = 2
}

extension UIBarStyle {
    /// The interface style a bar of this style draws its background and items in.
    package var interfaceStyle: UIUserInterfaceStyle { self == .default ? .unspecified : .dark }
}
