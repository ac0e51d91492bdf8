/// The status bar's content colour, as UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}
