/// What a layer asks of its delegate, as Core Animation's `CALayerDelegate`. Every method is
/// optional in Core Animation; the defaults do what the layer does when the delegate does not
/// implement one (`display(_:)` has the layer draw itself with `draw(in:)`).
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    func display(_ layer: CALayer)
    func draw(_ layer: CALayer, in ctx: CGContext)
    func layerWillDraw(_ layer: CALayer)
    func layoutSublayers(of layer: CALayer)
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.drawContents() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// A view is its layer's delegate, as in UIKit; it draws and lays out through its own methods.
extension UIView: CALayerDelegate {}
