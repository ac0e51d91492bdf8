/// How far content sits above the window's main content, as UIKit's `UIUserInterfaceLevel`:
/// the system puts sheets, popovers and alerts at `.elevated`, where the dark background colours
/// are a step lighter.
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1
    case base = 0
    case elevated = 1
}
