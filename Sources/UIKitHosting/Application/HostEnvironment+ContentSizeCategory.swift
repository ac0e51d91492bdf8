import Foundation

/// The text size as Settings changes it: with the application, since UIKit posts the change with
/// the application object.
extension HostEnvironment {
    /// Sets the text size: views and controllers hear of the new traits, labels and text fields
    /// that adjust for it take the new size, and `UIContentSizeCategory.didChangeNotification` is
    /// posted with the new category, as UIKit posts it.
    package func setContentSizeCategory(_ category: UIContentSizeCategory) {
        guard category != screen.preferredContentSizeCategory, category != .unspecified else { return }
        run {
            TraitChange.run(in: windows) { screen.preferredContentSizeCategory = category }
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: application,
                                            userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
        }
    }
}
