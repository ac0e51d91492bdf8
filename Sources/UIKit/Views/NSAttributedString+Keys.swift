import Foundation

// The text attributes UIKit adds to Foundation's keys, with UIKit's raw values.
extension NSAttributedString.Key {
    /// The text colour (a `UIColor`); black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The font (a `UIFont`); Helvetica 12 points when absent, the system font here.
    public static let font = NSAttributedString.Key("NSFont")
}
