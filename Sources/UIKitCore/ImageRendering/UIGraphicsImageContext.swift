// The image contexts of UIKit before graphics renderers: begin one, draw into it as the current
// context, take its image, end it. Kept per thread, innermost last, as the current context is.

/// Opens an image context `size` points large at `scale` pixels a point (0: the main screen's) and
/// makes it the current context.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = CGContext(bounds: CGRect(origin: .zero, size: size))
    let stack = GraphicsContextStack.forThisThread
    stack.imageContexts.append((context, scale > 0 ? scale : MainActorBridge.sync { UIScreen.main.scale }, opaque))
    stack.contexts.append(context)
}

/// Opens a transparent image context at scale 1, as UIKit's.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The image of what was drawn into the current image context; nil when none is open.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let open = GraphicsContextStack.forThisThread.imageContexts.last else { return nil }
    return UIImage(recording: open.context.recordingSoFar, bounds: open.context.bounds, scale: open.scale, opaque: open.opaque)
}

/// Closes the innermost image context (and stops it being the current context).
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.forThisThread
    guard let open = stack.imageContexts.popLast() else { return }
    if let index = stack.contexts.lastIndex(where: { $0 === open.context }) { stack.contexts.remove(at: index) }
}
