/// What layout keeps on each view: whether it or a view below waits for a pass, its constraints
/// and guides, the frame Auto Layout solved for it, the engine of the tree it is the root of, and
/// its content priorities (UIView+Layout.swift, UIView+AutoLayout.swift).
package struct ViewLayoutState {
    package var needsLayout = true
    /// Set when a view below this one waits for layout, so layout passes skip clean subtrees.
    var descendantNeedsLayout = false
    var needsUpdateConstraints = true
    var constraints: [NSLayoutConstraint] = []
    var ownedGuides: [UILayoutGuide] = []
    /// The view's readable content guide, once asked for (its width follows the view's).
    var readableContentGuide: UILayoutGuide?
    /// The frame Auto Layout solved for this view; applied by the superview's layoutSubviews.
    var solvedFrame: CGRect?
    /// The Auto Layout engine of the tree this view is the root of, once the tree has constraints.
    var engine: LayoutEngine?
    var huggingPriorities: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionPriorities: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    /// The markers standing for the view's intrinsic width and height in the engine, made on first use.
    var intrinsicSizeMarkers: [IntrinsicSizeMarker]?
    /// Whether the app set the margins: a controller's root view otherwise has the system's minimum.
    var hasCustomMargins = false
    /// Insets a container adds to the view's safe area (a navigation bar over the content).
    var providedSafeAreaInsets = UIEdgeInsets.zero
    /// The insets last reported through `safeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets = UIEdgeInsets.zero
}
