/// The text size the user picked, as the app reads it.
extension UIApplication {
    /// The user's text size (Settings, Display & Brightness, Text Size), as UIKit's
    /// `preferredContentSizeCategory`; it changes with `UIContentSizeCategory.didChangeNotification`.
    public var preferredContentSizeCategory: UIContentSizeCategory { environment.screen.preferredContentSizeCategory }
}
