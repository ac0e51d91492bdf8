/// A pan that begins only when the touch starts near one of `edges` of the window (the screen on a
/// device), as UIKit's `UIScreenEdgePanGestureRecognizer`: the gesture that drags a presentation
/// in from the side.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from; none means the recognizer never begins, as in UIKit.
    open var edges: UIRectEdge = []

    /// How far from an edge a touch may start, in points.
    static let edgeRegion: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let window = touch.window else { state = .failed; return }
        let point = touch.location(in: nil)
        let bounds = window.bounds
        let region = UIScreenEdgePanGestureRecognizer.edgeRegion
        let nearEdge = (edges.contains(.left) && point.x - bounds.minX <= region)
            || (edges.contains(.right) && bounds.maxX - point.x <= region)
            || (edges.contains(.top) && point.y - bounds.minY <= region)
            || (edges.contains(.bottom) && bounds.maxY - point.y <= region)
        guard nearEdge else { state = .failed; return }
        super.touchesBegan(touches, with: event)
    }
}
