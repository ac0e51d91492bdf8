// `draw(_:)`: a view that draws its own content is asked once, then again after each
// `setNeedsDisplay()`; what it drew is shown above its background, below its subviews.
extension UIView {
    func paintDrawnContent(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        guard !drawing.drawsNothing else { return }
        let size = presentationBounds.size
        if drawing.isStale || (contentMode == .redraw && drawing.size != size) { redraw(size: size) }
        guard !drawing.commands.isEmpty else { return }
        for command in drawing.commands { commands.append(command.transformed(by: toWindow)) }
    }

    private func redraw(size: CGSize) {
        let bounds = CGRect(origin: self.bounds.origin, size: size)
        let context = CGContext(bounds: bounds)
        let stack = GraphicsContextStack.forThisThread
        drawing.baseDrawRan = false
        stack.contexts.append(context)
        environment.run { draw(bounds) }
        stack.contexts.removeLast()
        let recorded = context.finishRecording()
        drawing.isStale = false
        drawing.size = size
        drawing.commands = recorded
        // A view whose draw(_:) is UIKit's own draws nothing, and is not asked again.
        if recorded.isEmpty && drawing.baseDrawRan { drawing.drawsNothing = true }
    }
}

/// The context `draw(_:)` paints into now, as UIKit's; nil outside a drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.forThisThread.contexts.last
}

public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.forThisThread.contexts.append(context) }

public func UIGraphicsPopContext() { _ = GraphicsContextStack.forThisThread.contexts.popLast() }

/// Fills `rect` with the current fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes `rect`'s outline one point wide with the current fill colour, as UIKit's does.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
    context.fill(CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1))
    context.fill(CGRect(x: rect.minX, y: rect.minY, width: 1, height: rect.height))
    context.fill(CGRect(x: rect.maxX - 1, y: rect.minY, width: 1, height: rect.height))
}
