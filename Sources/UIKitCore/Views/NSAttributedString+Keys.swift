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
    /// The fill behind the text (a `UIColor`); none when absent.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// A line under the text (an `NSUnderlineStyle` raw value as an `Int`); none when absent.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's colour (a `UIColor`); the text colour when absent.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A line through the text (an `NSUnderlineStyle` raw value as an `Int`); none when absent.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's colour (a `UIColor`); the text colour when absent.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Points the text is raised above the baseline (a number); 0 when absent.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// Points added after each character (a number); 0 when absent.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The outline's width as a percentage of the font size (a number): positive strokes only,
    /// negative strokes and fills; 0 when absent.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The outline's colour (a `UIColor`); the text colour when absent.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// A link (a `URL` or a `String`); none when absent.
    public static let link = NSAttributedString.Key("NSLink")
}
