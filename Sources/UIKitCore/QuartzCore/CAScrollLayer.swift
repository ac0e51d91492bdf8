/// A layer that shows part of content larger than itself, as Core Animation's `CAScrollLayer`: its
/// sublayers lay out the content, and scrolling moves its bounds' origin on the axes `scrollMode`
/// allows. It has no scroll indicators and takes no touches (a `UIScrollView` does both).
@preconcurrency @MainActor
open class CAScrollLayer: CALayer {
    /// The axes the layer scrolls on; `.both` by default.
    open var scrollMode: CAScrollLayerScrollMode = .both

    /// Makes `p` the bounds' origin, on the axes `scrollMode` allows.
    open func scroll(to p: CGPoint) {
        var origin = bounds.origin
        if scrollMode == .both || scrollMode == .horizontally { origin.x = p.x }
        if scrollMode == .both || scrollMode == .vertically { origin.y = p.y }
        guard origin != bounds.origin else { return }
        bounds.origin = origin
    }

    /// Scrolls the least distance that shows `r` (in this layer's coordinates): a rectangle larger
    /// than the bounds shows its top-left corner.
    open func scroll(to r: CGRect) {
        let visible = bounds
        func offset(_ min: CGFloat, _ max: CGFloat, shownFrom start: CGFloat, length: CGFloat) -> CGFloat {
            if max - min > length || min < start { return min }
            if max > start + length { return max - length }
            return start
        }
        scroll(to: CGPoint(x: offset(r.minX, r.maxX, shownFrom: visible.minX, length: visible.width),
                           y: offset(r.minY, r.maxY, shownFrom: visible.minY, length: visible.height)))
    }

    override func copyValues(of model: CALayer) {
        super.copyValues(of: model)
        if let scrollLayer = model as? CAScrollLayer { scrollMode = scrollLayer.scrollMode }
    }
}
