/// How the keyboard looks for a text input, as UIKit's `UIKeyboardAppearance`: `.default` follows
/// the system appearance (dark in Dark Mode, since iOS 13); `.dark` (and `.alert`) always dark.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark = 1, light = 2
    public static let alert = UIKeyboardAppearance.dark
}
