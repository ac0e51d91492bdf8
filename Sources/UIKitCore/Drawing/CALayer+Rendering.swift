// A layer tree drawn into a context, as `CALayer.render(in:)` and `UIView.drawHierarchy(in:afterScreenUpdates:)`
// draw it: what the screen would show of it, in the layer's own coordinates (its bounds origin at
// the context's origin: what it shows of its bounds), through the context's transform and clip.
extension CALayer {
    /// Draws the layer, its sublayers and their content as they are now (the model values, as Core
    /// Animation renders the model tree), into `ctx`.
    public func render(in ctx: CGContext) {
        // The view as its own root: its top left at the origin.
        ctx.replay(view.makeDisplayList(visibleRect: .infinite).commands)
    }
}

extension UIView {
    /// Draws the view and its subviews, scaled to fill `rect` of the current context, as they show
    /// now. False when there is no current context to draw into.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if afterUpdates { window?.layoutIfNeeded() }
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return true }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
        layer.render(in: context)
        context.restoreGState()
        return true
    }
}
