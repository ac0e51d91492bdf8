/// Where a bar sits, as UIKit's `UIBarPosition`: a bar attached to the top of the screen
/// (`.topAttached`) draws its background up under the status bar.
public enum UIBarPosition: Int, Sendable {
    case any = 0
    case bottom = 1
    case top = 2
    case topAttached = 3
}

/// A bar that has a position, as UIKit's `UIBarPositioning`.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    var barPosition: UIBarPosition { get }
}

/// The object that tells a bar where it sits, as UIKit's `UIBarPositioningDelegate`.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}
