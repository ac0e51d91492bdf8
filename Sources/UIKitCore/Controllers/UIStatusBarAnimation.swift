/// How a status bar change animates, as UIKit's `UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0, fade, slide
}
