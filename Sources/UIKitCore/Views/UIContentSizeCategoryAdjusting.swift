/// Views whose font can follow the user's text size, as UIKit's `UIContentSizeCategoryAdjusting`:
/// with `adjustsFontForContentSizeCategory` on, a font from `preferredFont(forTextStyle:)` or
/// `UIFontMetrics` takes each new size when the setting changes.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// What puts its font at a new text size: labels and text fields.
@MainActor
package protocol FontSizeAdjusting: UIContentSizeCategoryAdjusting {
    func adjustFont(to category: UIContentSizeCategory)
}

extension UILabel: FontSizeAdjusting {
    package func adjustFont(to category: UIContentSizeCategory) { if let font { self.font = font.adjusted(to: category) } }
}
