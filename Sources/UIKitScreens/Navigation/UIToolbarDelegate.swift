/// A toolbar's delegate, as UIKit's `UIToolbarDelegate`: it may say where the bar sits
/// (`.topAttached` draws the background up under the status bar).
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
