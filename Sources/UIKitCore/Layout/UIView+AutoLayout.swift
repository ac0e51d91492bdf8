// Auto Layout's API on UIView and the hooks the layout pass calls.
extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// The constraints held by this view (those whose items' nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { layoutState.constraints }

    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.holder === self { constraint.isActive = false }
    }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    public var layoutGuides: [UILayoutGuide] { layoutState.ownedGuides }
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        layoutState.ownedGuides.append(layoutGuide)
    }
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutState.ownedGuides.removeAll { $0 === layoutGuide }
        if layoutGuide.owningView === self { layoutGuide.owningView = nil }
        constraintsDidChange()
    }

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState.huggingPriorities[axis.rawValue]
    }
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutState.huggingPriorities[axis.rawValue] = priority
        constraintsDidChange()
    }
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState.compressionPriorities[axis.rawValue]
    }
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutState.compressionPriorities[axis.rawValue] = priority
        constraintsDidChange()
    }

    /// The smallest (or largest, or nearest) size the view's constraints allow around `targetSize`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        let engine = LayoutEngine(root: self, pinsAreFixed: false)
        return engine.fit(self, to: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// The part of this view that the screen's unsafe edges (the sensor housing, the home indicator,
    /// the status bar) or an ancestor's safe area leave out, plus the owning controller's
    /// `additionalSafeAreaInsets`. A window has the screen's insets; any other view has the
    /// overlap of its bounds with its superview's unsafe margins.
    var computedSafeAreaInsets: UIEdgeInsets {
        if self is UIWindow { return safeAreaInsets(parentInsets: .zero) }
        return safeAreaInsets(parentInsets: superview?.safeAreaInsets ?? .zero)
    }

    /// `safeAreaInsets`, given the superview's.
    private func safeAreaInsets(parentInsets: UIEdgeInsets) -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if self is UIWindow {
            insets = environment.screen.safeAreaInsets
        } else if let superview, parentInsets != .zero {
            let safe = convert(superview.bounds.inset(by: parentInsets), from: superview)
            let own = bounds
            insets = UIEdgeInsets(top: Swift.max(0, Swift.min(own.height, safe.minY - own.minY)),
                                  left: Swift.max(0, Swift.min(own.width, safe.minX - own.minX)),
                                  bottom: Swift.max(0, Swift.min(own.height, own.maxY - safe.maxY)),
                                  right: Swift.max(0, Swift.min(own.width, own.maxX - safe.maxX)))
        }
        if providedSafeAreaInsets != .zero {
            let extra = providedSafeAreaInsets
            insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                  bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
        }
        if let extra = owningViewController?.additionalSafeAreaInsets, extra != .zero {
            insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                  bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
        }
        return insets
    }

    /// Reports changed safe areas after a layout pass of this tree (`safeAreaInsetsDidChange`,
    /// `viewSafeAreaInsetsDidChange`) and marks constraints to safe-area guides whose insets moved
    /// for a re-solve. Returns whether anything changed, so the window lays out again.
    func propagateSafeAreaChanges() -> Bool {
        let hasLayoutEngine = layoutState.engine != nil
        var changed = false
        func visit(_ view: UIView, parentInsets: UIEdgeInsets) {
            let insets = view.safeAreaInsets(parentInsets: parentInsets)
            if insets != view.layoutState.reportedSafeAreaInsets {
                view.layoutState.reportedSafeAreaInsets = insets
                changed = true
                if hasLayoutEngine { view.constraintsDidChange() }
                view.setNeedsLayout()
                view.safeAreaInsetsDidChange()
                view.owningViewController?.viewSafeAreaInsetsDidChange()
            }
            for subview in view.subviews { visit(subview, parentInsets: insets) }
        }
        visit(self, parentInsets: .zero)
        return changed
    }

    // MARK: Internal hooks

    /// Tells the tree's layout engine to re-read constraints before the next layout pass.
    func constraintsDidChange() {
        let root = treeRoot
        if root.layoutState.engine == nil { root.layoutState.engine = LayoutEngine(root: root) }
        root.layoutState.engine?.needsSync = true
        root.setNeedsLayout()
    }

    func intrinsicContentSizeDidChange() {
        guard !translatesAutoresizingMaskIntoConstraints else { return }
        constraintsDidChange()
    }

    /// Runs updateConstraints where marked and solves the tree's constraints, when it has any.
    /// Trees that never had a constraint have no engine and skip this entirely; a tree where no
    /// view can be marked (nothing asked since the last pass, nothing added) skips the walk.
    func prepareConstraintsForLayout() {
        guard let engine = layoutState.engine else { return }
        if engine.mayNeedConstraintUpdates {
            engine.mayNeedConstraintUpdates = false
            // An override that does not call super stays marked, and is asked again next pass.
            if updateMarkedConstraints() { engine.mayNeedConstraintUpdates = true }
        }
        engine.update()
    }

    func performUpdateConstraintsIfNeeded() { updateMarkedConstraints() }

    /// Runs updateConstraints on the marked views of this subtree, deepest first; true when one
    /// is still marked afterwards.
    @discardableResult
    private func updateMarkedConstraints() -> Bool {
        var stillMarked = false
        for subview in subviews where subview.updateMarkedConstraints() { stillMarked = true }
        guard layoutState.needsUpdateConstraints else { return stillMarked }
        if let controller = owningViewController { controller.updateViewConstraints() } else { updateConstraints() }
        return stillMarked || layoutState.needsUpdateConstraints
    }

    /// For `setNeedsUpdateConstraints`: makes sure the tree has an engine to run the pass, and
    /// that the pass walks the tree for marked views.
    func markTreeForConstraintUpdates() {
        let root = treeRoot
        if root.layoutState.engine == nil { root.layoutState.engine = LayoutEngine(root: root) }
        root.layoutState.engine?.mayNeedConstraintUpdates = true
    }

    /// Places subviews that use Auto Layout at their solved frames (UIView.layoutSubviews' default).
    func applySolvedFramesToSubviews() {
        let subviews = subviews
        // A loop, not `contains(where:)`: a main-actor closure handed to the standard library is
        // checked for its actor on every call; most views have no constrained subview.
        var hasConstrainedSubview = false
        for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            hasConstrainedSubview = true
            break
        }
        guard hasConstrainedSubview else { return }
        let root = treeRoot
        if let engine = root.layoutState.engine, engine.refreshPins() { engine.update() }
        for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            if let frame = subview.layoutState.solvedFrame, !frame.isSame(as: subview.frame) { subview.frame = frame }
        }
    }

    /// Deactivates the constraints that tie this view to views outside its subtree, as UIKit does
    /// when a view leaves its superview.
    func removeConstraintsCrossingSuperview() {
        for ancestor in ancestry.dropLast() {
            for constraint in ancestor.layoutState.constraints where constraint.itemsReach(self) {
                constraint.isActive = false
            }
        }
        if treeRoot.layoutState.engine != nil { constraintsDidChange() }
    }

    package func activeConstraintsInTree() -> [NSLayoutConstraint] {
        var result = layoutState.constraints
        for subview in subviews { result += subview.activeConstraintsInTree() }
        return result
    }

    func intrinsicallySizedViewsInTree() -> [UIView] {
        var result: [UIView] = []
        if !translatesAutoresizingMaskIntoConstraints && hasIntrinsicSize { result.append(self) }
        for subview in subviews { result += subview.intrinsicallySizedViewsInTree() }
        return result
    }

    private var hasIntrinsicSize: Bool {
        let size = intrinsicContentSize
        return size.width != UIView.noIntrinsicMetric || size.height != UIView.noIntrinsicMetric
    }

    static func nearestCommonAncestor(_ views: [UIView]) -> UIView? {
        guard let first = views.first else { return nil }
        var candidates = first.ancestry
        for view in views.dropFirst() {
            let chain = view.ancestry
            var common = 0
            while common < Swift.min(candidates.count, chain.count) && candidates[common] === chain[common] { common += 1 }
            candidates = Array(candidates.prefix(common))
        }
        return candidates.last
    }
}

extension NSLayoutConstraint {
    /// True when one of the items is `view` or inside it.
    func itemsReach(_ view: UIView) -> Bool {
        [firstItem, secondItem].contains { item in
            guard let owner = (item as? LayoutItem)?.owningViewForLayout else { return false }
            return owner.isDescendant(of: view)
        }
    }
}

/// Identity objects for a view's generated intrinsic-size constraints, one an axis.
final class IntrinsicSizeMarker {}

extension UIView {
    /// The view's markers for its width and height, made the first time its intrinsic size enters a layout.
    var intrinsicSizeMarkers: [IntrinsicSizeMarker] {
        if let markers = layoutState.intrinsicSizeMarkers { return markers }
        let made = [IntrinsicSizeMarker(), IntrinsicSizeMarker()]
        layoutState.intrinsicSizeMarkers = made
        return made
    }
}
