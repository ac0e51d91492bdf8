import Foundation

// The text attributes UIKit adds to Foundation's keys, with UIKit's raw values.
extension NSAttributedString.Key {
    /// The text colour (a `UIColor`); black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The font (a `UIFont`); Helvetica 12 points when absent, the system font here.
    public static let font = NSAttributedString.Key("NSFont")
    /// How the lines are laid out (an `NSParagraphStyle`); `NSParagraphStyle.default` when absent.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A drop shadow under the text (an `NSShadow`); none when absent.
    public static let shadow = NSAttributedString.Key("NSShadow")
}
