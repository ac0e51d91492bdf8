extension UIView {
    /// UIKit's hit test: a view that is hidden, nearly transparent, not interactive, or animating
    /// without `.allowUserInteraction` takes no touches; subviews are asked front to back.
    func performHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, !isAnimatingWithoutInteraction,
              self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = point.applying(subview.transformToSuperview().inverted())
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// True while an animation that does not allow user interaction moves this view.
    var isAnimatingWithoutInteraction: Bool {
        animationState.running.values.contains { $0.contains { $0.group?.blocksInteraction == true } }
    }
}
