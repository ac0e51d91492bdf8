// The scroll indicators: thin rounded bars at the trailing and bottom edges, showing which part of
// the content is visible. They appear while the content moves and fade out once it rests.
extension UIScrollView {
    /// iOS 13's indicators: 3 points thick, 3 points in from the edge, at least 36 points long.
    static let indicatorThickness: CGFloat = 3
    static let indicatorMargin: CGFloat = 3
    static let indicatorMinimumLength: CGFloat = 36
    /// They stay 0.5 s after the content comes to rest, then fade out over 0.25 s.
    static let indicatorHold: TimeInterval = 0.5
    static let indicatorFadeDuration: TimeInterval = 0.25

    func showIndicators() {
        indicatorFade?.invalidate()
        indicatorFade = nil
        indicatorsRestingSince = nil
        if !indicatorsVisible { indicatorsVisible = true; setNeedsDisplayTree() }
    }

    func hideIndicatorsAfterDelay() {
        guard indicatorsVisible, indicatorFade == nil else { return }
        indicatorsRestingSince = environment.animationEngine.now
        let fade = FrameCallback { [weak self] time in
            guard let self, let since = self.indicatorsRestingSince else { return false }
            self.setNeedsDisplayTree()
            guard time - since >= UIScrollView.indicatorHold + UIScrollView.indicatorFadeDuration else { return true }
            self.indicatorsVisible = false
            self.indicatorsRestingSince = nil
            self.indicatorFade = nil
            return false
        }
        indicatorFade = fade
        environment.addFrameCallback(fade)
    }

    /// The indicators' opacity at the current frame time.
    var indicatorAlpha: CGFloat {
        guard indicatorsVisible else { return 0 }
        guard let since = indicatorsRestingSince else { return 1 }
        let resting = environment.animationEngine.now - since - UIScrollView.indicatorHold
        return CGFloat(Swift.min(1, Swift.max(0, 1 - resting / UIScrollView.indicatorFadeDuration)))
    }

    func paintIndicators(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        let alpha = indicatorAlpha
        guard alpha > 0 else { return }
        // The default style is dark on a light interface (the lab draws light interfaces only).
        let base: UIColor = indicatorStyle == .white ? .white : .black
        let color = DisplayCommand.Color(base.rgba.multipliedAlpha(0.35 * alpha))
        let corners = DisplayCommand.Corners(radius: UIScrollView.indicatorThickness / 2)
        for rect in indicatorRects() {
            commands.append(.fill(rect: rect, transform: toWindow, color: color, cornerRadius: corners))
        }
    }

    /// The indicator bars, in bounds coordinates (the bounds origin is the content offset).
    func indicatorRects() -> [CGRect] {
        let visible = presentationBounds
        let inset = adjustedContentInset
        let thickness = UIScrollView.indicatorThickness, margin = UIScrollView.indicatorMargin
        let showsBoth = scrollsVertically && showsVerticalScrollIndicator && scrollsHorizontally && showsHorizontalScrollIndicator
        var rects: [CGRect] = []
        if showsVerticalScrollIndicator && contentSize.height + inset.top + inset.bottom > visible.height {
            let insets = verticalScrollIndicatorInsets
            let trackStart = visible.minY + inset.top + insets.top + margin
            let trackLength = visible.height - inset.top - inset.bottom - insets.top - insets.bottom - 2 * margin
                - (showsBoth ? thickness + margin : 0)
            if let bar = UIScrollView.indicatorBar(offset: visible.minY + inset.top, content: contentSize.height,
                                                   visible: visible.height - inset.top - inset.bottom, trackLength: trackLength) {
                rects.append(CGRect(x: visible.maxX - margin - thickness - insets.right - safeAreaInsets.right,
                                    y: trackStart + bar.start, width: thickness, height: bar.length))
            }
        }
        if showsHorizontalScrollIndicator && contentSize.width + inset.left + inset.right > visible.width {
            let insets = horizontalScrollIndicatorInsets
            let trackStart = visible.minX + inset.left + insets.left + margin
            let trackLength = visible.width - inset.left - inset.right - insets.left - insets.right - 2 * margin
                - (showsBoth ? thickness + margin : 0)
            if let bar = UIScrollView.indicatorBar(offset: visible.minX + inset.left, content: contentSize.width,
                                                   visible: visible.width - inset.left - inset.right, trackLength: trackLength) {
                rects.append(CGRect(x: trackStart + bar.start,
                                    y: visible.maxY - margin - thickness - insets.bottom - safeAreaInsets.bottom,
                                    width: bar.length, height: thickness))
            }
        }
        return rects
    }

    /// Where a bar sits on its track: its length is the visible share of the content (shorter while
    /// stretched past an edge), its position the share scrolled.
    static func indicatorBar(offset: CGFloat, content: CGFloat, visible: CGFloat, trackLength: CGFloat)
        -> (start: CGFloat, length: CGFloat)? {
        guard content > 0, visible > 0, trackLength > indicatorMinimumLength / 2 else { return nil }
        let overshoot = offset < 0 ? -offset : Swift.max(0, offset + visible - content)
        let share = Swift.max(0, visible - overshoot) / content
        let length = Swift.min(trackLength, Swift.max(trackLength * share, indicatorMinimumLength))
        let scrollable = content - visible
        let progress = scrollable > 0 ? Swift.min(1, Swift.max(0, offset / scrollable)) : 0
        return ((trackLength - length) * progress, length)
    }
}
