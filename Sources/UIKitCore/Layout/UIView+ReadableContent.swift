// The readable content guide: the layout margins, narrowed where they are wider than a line of
// text reads well at the view's text size, and centred in them.
extension UIView {
    /// A guide no wider than a comfortable line of text at the view's text size, centred within its
    /// layout margins (and as wide as they are where they are narrower, as on an iPhone held upright).
    public var readableContentGuide: UILayoutGuide {
        if let guide = layoutState.readableContentGuide { return guide }
        let guide = UILayoutGuide(kind: .readable, owner: self)
        layoutState.readableContentGuide = guide
        return guide
    }

    /// The widest readable line at the view's text size.
    var readableWidth: CGFloat { UIView.readableWidth(for: traitCollection.preferredContentSizeCategory) }

    /// How far the readable guide stands in from each layout margin at the view's width now.
    var readableInsetWithinMargins: CGFloat {
        let margins = effectiveLayoutMargins
        return Swift.max(0, ((bounds.width - margins.left - margins.right - readableWidth) / 2).rounded(.down))
    }

    /// Readable widths by text size, as iOS lays them out (the lab's measure: 672 points at the
    /// default Large, 560 at Extra Small, 896 at Extra Extra Extra Large); the accessibility sizes
    /// grow with their body text.
    static func readableWidth(for category: UIContentSizeCategory) -> CGFloat {
        switch category {
        case .extraSmall: 560
        case .small: 600
        case .medium: 632
        case .extraLarge: 744
        case .extraExtraLarge: 824
        case .extraExtraExtraLarge: 896
        case .accessibilityMedium: 1_104
        case .accessibilityLarge: 1_304
        case .accessibilityExtraLarge: 1_580
        case .accessibilityExtraExtraLarge: 1_856
        case .accessibilityExtraExtraExtraLarge: 2_092
        default: 672
        }
    }
}
