/// How a context menu's preview of a view is drawn, as UIKit's `UIPreviewParameters`.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The colour behind the view's content in the preview; nil is the system background.
    open var backgroundColor: UIColor?
    /// The part of the view shown, in its bounds: a rectangle or rounded rectangle (another shape
    /// shows its bounding box); nil shows it all, with rounded corners.
    open var visiblePath: UIBezierPath?

    public override init() { super.init() }
}
