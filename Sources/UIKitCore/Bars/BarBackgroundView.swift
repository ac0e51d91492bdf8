/// What every bar draws behind its items: the appearance's blur or colour (or the bar's tint), and
/// the hairline along the edge that meets the content (below a navigation bar, above a tab bar or
/// toolbar). Bars lay it out themselves, reaching under the status bar or the home indicator.
@MainActor
package final class BarBackgroundView: UIView {
    package enum HairlineEdge { case top, bottom }

    private let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
    private let hairline = UIView()
    private let hairlineEdge: HairlineEdge

    package init(hairlineAt edge: HairlineEdge) {
        hairlineEdge = edge
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        material.isUserInteractionEnabled = false
        addSubview(material)
        hairline.backgroundColor = .separator
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
    }

    required init?(coder: NSCoder) { return nil }

    /// Draws `appearance`: an opaque bar (not translucent) has no blur and, without a colour of
    /// its own, the system background; a bar tint colour lies over either.
    package func apply(_ appearance: UIBarAppearance, translucent: Bool, barTintColor: UIColor?) {
        material.effect = translucent ? appearance.backgroundEffect : nil
        material.backgroundColor = appearance.backgroundColor ?? (translucent ? nil : .systemBackground)
        material.contentView.backgroundColor = barTintColor
        hairline.backgroundColor = appearance.shadowColor
        hairline.isHidden = appearance.shadowColor == nil
    }

    /// Places the background over `area` (the bar's bounds and what it reaches under) and the
    /// hairline just outside the bar's own `barBounds`.
    package func place(covering area: CGRect, barBounds: CGRect) {
        frame = area
        material.frame = bounds
        let y = hairlineEdge == .bottom ? barBounds.maxY - area.minY : barBounds.minY - area.minY - 0.5
        hairline.frame = CGRect(x: 0, y: y, width: bounds.width, height: 0.5)
    }
}
