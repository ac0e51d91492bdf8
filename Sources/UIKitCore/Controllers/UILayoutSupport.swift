/// The extent of the bars above or below a controller's content, as UIKit's `UILayoutSupport`
/// (`topLayoutGuide`, `bottomLayoutGuide`, which iOS 11 replaced by the safe area).
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// How far the bars reach into the view, in points.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}
