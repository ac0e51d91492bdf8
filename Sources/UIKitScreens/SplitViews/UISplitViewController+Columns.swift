import Foundation
@_spi(UIKitLayers) import UIKitCore

/// The column-style split view (iOS 14): a controller for each column, each shown in a navigation
/// controller (the split view wraps one that is not). Where the width is regular the display mode
/// says which columns show and how: beside the secondary, over it, or pushing it aside. Where it is
/// compact the split view collapses: the compact column's controller shows when there is one;
/// else the primary's navigation stack takes the supplementary's and the secondary's controllers
/// up to the top column (the secondary, unless the delegate picks another), and gives them back
/// when the width is regular again.
extension UISplitViewController {
    /// The columns this style has, leading first.
    private var styleColumns: [Column] { style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary] }

    /// Puts `vc` in `column`, wrapped in a navigation controller unless it is one.
    public func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            Diagnostics.warn("UISplitViewController.setViewController(_:for:) is for column-style split views (init(style:)); this one is classic: set viewControllers.")
            return
        }
        if column == .inspector { return setInspector(vc) }
        if column == .supplementary && style == .doubleColumn {
            Diagnostics.warnOnce("split.supplementary", "UISplitViewController: a double-column split view has no supplementary column; use .tripleColumn to show it.")
        }
        if columnControllers[column] === vc { return }
        let old = columnNavigations[column]
        let oldStack = isCollapsed ? collapsedPortion(of: column) : nil
        columnControllers[column] = vc
        let navigation = vc.map { $0 as? UINavigationController ?? UINavigationController(rootViewController: $0) }
        columnNavigations[column] = navigation
        if let old, old !== navigation { unembed(old) }
        guard isCollapsed, column != .compact, column != .primary || columnNavigations[.compact] != nil else {
            if let navigation { embed(navigation) }
            viewIfLoaded?.setNeedsLayout()
            return
        }
        if column == .primary {
            // Collapsed, the new primary takes the other columns' controllers the old one held.
            let stack = old?.viewControllers ?? []
            old?.setViewControllers([], animated: false)
            if let navigation {
                navigation.setViewControllers(navigation.viewControllers + stack[firstMovedIndex(in: stack)...], animated: false)
                embed(navigation)
            }
            viewIfLoaded?.setNeedsLayout()
            return
        }
        // Collapsed: the column's controllers join the primary's stack in place of the old ones
        // when the stack shows them, else wait for show(_:).
        let newStack = navigation.map { stack(takenFrom: $0) } ?? []
        if let navigation { embed(navigation) }
        if let oldStack, let primary = columnNavigations[.primary] {
            var stack = primary.viewControllers
            if let start = stack.firstIndex(where: { $0 === oldStack.first }) {
                stack.replaceSubrange(start..<(start + oldStack.count), with: newStack)
                primary.setViewControllers(stack, animated: false)
            }
        }
        collapsedStacks[column] = newStack
    }

    /// The controller set for `column` (not the navigation controller wrapping it).
    public func viewController(for column: Column) -> UIViewController? {
        guard style != .unspecified else { return nil }
        return columnControllers[column]
    }

    /// Shows `column`: expanded, the display mode changes to one that shows it; collapsed, the
    /// primary's navigation stack goes to it (pushing or popping).
    public func show(_ column: Column) {
        guard style != .unspecified else {
            Diagnostics.warn("UISplitViewController.show(_:) with a column is for column-style split views (init(style:)).")
            return
        }
        if column == .inspector { return setInspectorShown(true) }
        if isCollapsed { return showCollapsed(column) }
        let mode = columnDisplayMode
        let target: DisplayMode
        switch (column, style) {
        case (.primary, .tripleColumn):
            target = [.twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(mode) ? mode : modeShowing(columns: 2)
        case (.primary, _), (.supplementary, .tripleColumn):
            target = mode == .secondaryOnly ? modeShowing(columns: 1) : mode
        default:
            return
        }
        changeDisplayMode(to: target, animated: true)
    }

    /// Hides `column`: expanded, the display mode changes to one without it; collapsed, the stack
    /// leaves it (popping back to the column before).
    public func hide(_ column: Column) {
        guard style != .unspecified else {
            Diagnostics.warn("UISplitViewController.hide(_:) is for column-style split views (init(style:)).")
            return
        }
        if column == .inspector { return setInspectorShown(false) }
        if isCollapsed {
            switch column {
            case .secondary: return showCollapsed(style == .tripleColumn ? .supplementary : .primary)
            case .supplementary: return showCollapsed(.primary)
            default: return
            }
        }
        let mode = columnDisplayMode
        switch column {
        case .primary where style == .tripleColumn:
            if [.twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(mode) { changeDisplayMode(to: modeShowing(columns: 1), animated: true) }
        case .primary, .supplementary:
            changeDisplayMode(to: .secondaryOnly, animated: true)
        default:
            break
        }
    }

    /// Whether `column` shows now: in the display mode's columns, on top of the collapsed stack,
    /// or (the inspector) shown by `show(_:)`.
    public func isShowing(_ column: Column) -> Bool {
        guard style != .unspecified else {
            switch column {
            case .primary: return isCollapsed || displayMode != .secondaryOnly
            case .secondary: return !isCollapsed
            default: return false
            }
        }
        if column == .inspector { return isInspectorShown && !isCollapsed }
        if isCollapsed {
            if columnNavigations[.compact] != nil { return column == .compact }
            guard column != .compact, let top = columnNavigations[.primary]?.topViewController else { return false }
            if column == .primary { return !styleColumns.dropFirst().contains { collapsedStacks[$0]?.contains { $0 === top } ?? false } }
            return collapsedStacks[column]?.contains { $0 === top } ?? false
        }
        return shownColumns(in: columnDisplayMode).contains(column)
    }

    /// The mode showing `count` columns beside the secondary, in the split behavior's way.
    func modeShowing(columns count: Int) -> DisplayMode {
        switch (splitBehavior, count) {
        case (.tile, 1): return .oneBesideSecondary
        case (_, 1): return .oneOverSecondary
        case (.tile, _): return .twoBesideSecondary
        case (.displace, _): return .twoDisplaceSecondary
        default: return .twoOverSecondary
        }
    }

    /// The mode `.automatic` comes to for the size: tiled, the columns before the secondary
    /// beside it; else the secondary alone.
    var automaticDisplayMode: DisplayMode {
        guard splitBehavior == .tile else { return .secondaryOnly }
        return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    /// The preferred mode, as this style can show it (a double column shows one column at most beside).
    var resolvedPreferredDisplayMode: DisplayMode {
        switch preferredDisplayMode {
        case .automatic: return automaticDisplayMode
        case .twoBesideSecondary where style == .doubleColumn: return .oneBesideSecondary
        case .twoOverSecondary where style == .doubleColumn, .twoDisplaceSecondary where style == .doubleColumn: return .oneOverSecondary
        case let mode: return mode
        }
    }

    /// Columns a mode shows, leading first.
    func shownColumns(in mode: DisplayMode) -> [Column] {
        switch (mode, style) {
        case (.secondaryOnly, _), (.automatic, _): return [.secondary]
        case (.oneBesideSecondary, .tripleColumn), (.oneOverSecondary, .tripleColumn): return [.supplementary, .secondary]
        case (.oneBesideSecondary, _), (.oneOverSecondary, _): return [.primary, .secondary]
        default: return style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        }
    }

    /// Goes to `mode`, telling the delegate which columns show and hide first.
    func changeDisplayMode(to mode: DisplayMode, animated: Bool) {
        guard mode != columnDisplayMode else { return }
        let before = Set(shownColumns(in: columnDisplayMode).map(\.rawValue))
        let after = Set(shownColumns(in: mode).map(\.rawValue))
        delegate?.splitViewController(self, willChangeTo: mode)
        for column in styleColumns where after.contains(column.rawValue) && !before.contains(column.rawValue) {
            delegate?.splitViewController(self, willShow: column)
        }
        for column in styleColumns where before.contains(column.rawValue) && !after.contains(column.rawValue) {
            delegate?.splitViewController(self, willHide: column)
        }
        columnDisplayMode = mode
        let finish = { [weak self] in
            guard let self else { return }
            for column in self.styleColumns where after.contains(column.rawValue) && !before.contains(column.rawValue) {
                self.delegate?.splitViewController(self, didShow: column)
            }
            for column in self.styleColumns where before.contains(column.rawValue) && !after.contains(column.rawValue) {
                self.delegate?.splitViewController(self, didHide: column)
            }
        }
        slideColumns(animated: animated, then: finish)
    }

    /// Lays the columns out anew, sliding them there when `animated` and on screen (columns come in
    /// from their edge and go back out, those gone hidden once off screen), then calls `finish`.
    func slideColumns(animated: Bool, then finish: @escaping () -> Void) {
        guard isViewLoaded else { return finish() }
        view.setNeedsLayout()
        // Not animated, the next layout pass places them (this may be called during one).
        guard animated && UIView.areAnimationsEnabled && view.window != nil else { return finish() }
        isChangingDisplayMode = true
        UIView.animate(withDuration: UISplitViewController.displayModeDuration, delay: 0, options: [.curveEaseInOut],
                       animations: { self.view.layoutIfNeeded() },
                       completion: { _ in
                           self.isChangingDisplayMode = false
                           self.view.setNeedsLayout()
                           finish()
                       })
    }

    // MARK: Collapsing and expanding

    func collapseColumns() {
        // Collapsed, the inspector does not show.
        if isInspectorShown { setInspectorShown(false) }
        isCollapsed = true
        defer {
            placeDisplayModeButton()
            delegate?.splitViewControllerDidCollapse(self)
        }
        if let compact = columnNavigations[.compact] {
            compact.view.isHidden = false
            return
        }
        let proposed: Column = .secondary
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        for column in styleColumns where column != .primary {
            collapsedStacks[column] = columnNavigations[column].map { stack(takenFrom: $0) } ?? []
        }
        guard let primary = columnNavigations[.primary] else { return }
        primary.setViewControllers(primary.viewControllers + stackParts(upTo: top), animated: false)
    }

    func expandColumns() {
        isCollapsed = false
        if columnNavigations[.compact] == nil, let primary = columnNavigations[.primary] {
            // The primary's stack gives each column its part back: from the column's first
            // controller to the next column's; a column the stack left keeps what it had.
            let stack = primary.viewControllers
            let starts = styleColumns.dropFirst().compactMap { column -> (Column, Int)? in
                guard let first = collapsedStacks[column]?.first, let index = stack.firstIndex(where: { $0 === first }) else { return nil }
                return (column, index)
            }
            primary.setViewControllers(Array(stack[..<(starts.first?.1 ?? stack.count)]), animated: false)
            for column in styleColumns.dropFirst() {
                guard let navigation = columnNavigations[column] else { continue }
                let part: [UIViewController]
                if let start = starts.first(where: { $0.0 == column })?.1 {
                    let end = starts.first(where: { $0.1 > start })?.1 ?? stack.count
                    part = Array(stack[start..<end])
                } else {
                    part = collapsedStacks[column] ?? []
                }
                navigation.setViewControllers(part, animated: false)
            }
        }
        collapsedStacks = [:]
        let proposed = resolvedPreferredDisplayMode
        let mode = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
        columnDisplayMode = mode == .automatic ? proposed : mode
        displayModeSize = view.bounds.size
        placeDisplayModeButton()
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Collapsed: the primary's stack goes to `column`'s controllers.
    private func showCollapsed(_ column: Column) {
        guard columnNavigations[.compact] == nil, let primary = columnNavigations[.primary] else { return }
        let stack = primary.viewControllers
        let target = Array(stack[..<firstMovedIndex(in: stack)]) + stackParts(upTo: column)
        guard !target.elementsEqual(stack, by: ===) else { return }
        primary.setViewControllers(target, animated: true)
    }

    /// The supplementary's and the secondary's controllers that follow the primary's when `top` shows.
    private func stackParts(upTo top: Column) -> [UIViewController] {
        var parts: [UIViewController] = []
        if style == .tripleColumn, top == .supplementary || top == .secondary { parts += collapsedStacks[.supplementary] ?? [] }
        if top == .secondary { parts += collapsedStacks[.secondary] ?? [] }
        return parts
    }

    /// Collapsed: the part of the primary's stack that is `column`'s.
    private func collapsedPortion(of column: Column) -> [UIViewController]? {
        guard let moved = collapsedStacks[column], let first = moved.first,
              let stack = columnNavigations[.primary]?.viewControllers,
              let start = stack.firstIndex(where: { $0 === first }) else { return nil }
        let end = min(stack.count, start + moved.count)
        return Array(stack[start..<end])
    }

    /// Where the other columns' controllers start in the collapsed primary's `stack`.
    private func firstMovedIndex(in stack: [UIViewController]) -> Int {
        stack.firstIndex { controller in styleColumns.dropFirst().contains { collapsedStacks[$0]?.first === controller } } ?? stack.count
    }

    /// Takes a column navigation controller's controllers out of it, to join another stack.
    private func stack(takenFrom navigation: UINavigationController) -> [UIViewController] {
        let controllers = navigation.viewControllers
        navigation.setViewControllers([], animated: false)
        return controllers
    }

    // MARK: Views

    /// The navigation controllers of the columns shown.
    var shownColumnNavigations: [UIViewController] {
        if isCollapsed { return [columnNavigations[.compact] ?? columnNavigations[.primary]].compactMap { $0 } }
        return shownColumns(in: columnDisplayMode).compactMap { columnNavigations[$0] }
    }

    func loadColumnViews(into root: UIView) {
        secondSeparator.backgroundColor = .separator
        root.addSubview(secondSeparator)
        inspectorSeparator.backgroundColor = .separator
        root.addSubview(inspectorSeparator)
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.2)
        dimmingView.isHidden = true
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: UISplitViewController.dimmingViewTapped))
        edgeSwipeGate.split = self
        root.addGestureRecognizer(edgeSwipe)
        for column in [Column.secondary, .supplementary, .primary, .inspector, .compact] {
            if let navigation = columnNavigations[column] { root.addSubview(navigation.view) }
        }
    }

    /// Whether a swipe from the leading edge would show anything: expanded, with the columns before
    /// the secondary hidden, and the secondary's stack at its root (else its back swipe wins).
    var edgeSwipeShows: Bool {
        guard presentsWithGesture, !isCollapsed, columnDisplayMode == .secondaryOnly else { return false }
        return (columnNavigations[.secondary]?.viewControllers.count ?? 0) <= 1
    }

    func edgeSwiped(_ swipe: UIScreenEdgePanGestureRecognizer) {
        guard swipe.state == .began, edgeSwipeShows else { return }
        show(style == .tripleColumn ? .supplementary : .primary)
    }

    func dimmingViewTapped() {
        switch columnDisplayMode {
        case .oneOverSecondary: changeDisplayMode(to: .secondaryOnly, animated: true)
        case .twoOverSecondary, .twoDisplaceSecondary: changeDisplayMode(to: .secondaryOnly, animated: true)
        default: break
        }
    }

    func layoutColumnViews() {
        let bounds = view.bounds
        separator.isHidden = true
        secondSeparator.isHidden = true
        inspectorSeparator.isHidden = true
        dimmingView.isHidden = true
        edgeSwipe.edges = primaryEdgeIsLeft ? .left : .right
        if isCollapsed {
            let shown = columnNavigations[.compact] ?? columnNavigations[.primary]
            for navigation in columnNavigations.values {
                navigation.view.isHidden = navigation !== shown
                if navigation === shown { navigation.view.frame = bounds; view.bringSubviewToFront(navigation.view) }
            }
            return
        }
        if displayModeSize != bounds.size {
            // The first size chooses the mode; a new size chooses the automatic one again.
            if displayModeSize == nil {
                columnDisplayMode = resolvedPreferredDisplayMode
            } else if preferredDisplayMode == .automatic {
                changeDisplayMode(to: automaticDisplayMode, animated: false)
            }
            displayModeSize = bounds.size
        }
        columnNavigations[.compact]?.view.isHidden = true
        let hairline = 1 / max(1, traitCollection.displayScale)
        let primaryWidth = primaryColumnWidth, supplementaryWidth = supplementaryColumnWidth
        let leading: [Column] = style == .tripleColumn ? [.primary, .supplementary] : [.primary]
        let widths: [Column: CGFloat] = [.primary: primaryWidth, .supplementary: supplementaryWidth]
        let shown = shownColumns(in: columnDisplayMode).filter { $0 != .secondary }
        let beside = [.oneBesideSecondary, .twoBesideSecondary].contains(columnDisplayMode)
        let displaced = columnDisplayMode == .twoDisplaceSecondary
        // Shown leading columns side by side from the leading edge; hidden ones just off it.
        var x: CGFloat = 0
        var hidden: CGFloat = 0
        for column in leading.reversed() where !shown.contains(column) {
            hidden -= widths[column] ?? 0
            columnNavigations[column]?.view.frame = CGRect(x: hidden, y: 0, width: widths[column] ?? 0, height: bounds.height)
            if !isChangingDisplayMode { columnNavigations[column]?.view.isHidden = true }
        }
        for column in shown {
            let width = widths[column] ?? 0
            columnNavigations[column]?.view.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            columnNavigations[column]?.view.isHidden = false
            x += width + hairline
        }
        for (index, separatorView) in [separator, secondSeparator].enumerated() where index < shown.count && (beside || displaced) {
            let edge = shown.prefix(index + 1).reduce(CGFloat(0)) { $0 + (widths[$1] ?? 0) + hairline } - hairline
            separatorView.isHidden = false
            separatorView.frame = CGRect(x: edge, y: 0, width: hairline, height: bounds.height)
        }
        var secondaryFrame: CGRect
        if beside {
            secondaryFrame = CGRect(x: x, y: 0, width: max(0, bounds.width - x), height: bounds.height)
        } else if displaced {
            // Pushed aside: as wide as beside the supplementary alone, moved over by the primary.
            let width = max(0, bounds.width - supplementaryWidth - hairline)
            secondaryFrame = CGRect(x: x, y: 0, width: width, height: bounds.height)
        } else {
            secondaryFrame = bounds
        }
        if primaryBackgroundStyle == .sidebar { columnNavigations[.primary]?.view.backgroundColor = .systemGroupedBackground }
        secondaryFrame = layoutInspector(besides: secondaryFrame, hairline: hairline)
        columnNavigations[.secondary]?.view.frame = secondaryFrame
        columnNavigations[.secondary]?.view.isHidden = false
        if let secondary = columnNavigations[.secondary]?.view { view.sendSubviewToBack(secondary) }
        if !beside && !shown.isEmpty {
            dimmingView.isHidden = false
            dimmingView.frame = secondaryFrame
            if dimmingView.superview !== view { view.addSubview(dimmingView) }
            if let secondary = columnNavigations[.secondary]?.view { view.insertSubview(dimmingView, aboveSubview: secondary) }
        }
        for column in leading where shown.contains(column) {
            if let columnView = columnNavigations[column]?.view { view.bringSubviewToFront(columnView) }
        }
        view.bringSubviewToFront(separator)
        view.bringSubviewToFront(secondSeparator)
        if !primaryEdgeIsLeft { mirrorColumnViews() }
        placeDisplayModeButton()
    }

    /// Whether the primary column is at the left: leading, left to right, or trailing, right to left.
    var primaryEdgeIsLeft: Bool {
        (primaryEdge == .leading) == (traitCollection.layoutDirection != .rightToLeft)
    }

    /// The columns laid out from the left, flipped to start at the right.
    private func mirrorColumnViews() {
        let width = view.bounds.width
        let columns = columnNavigations.filter { $0.key != .compact }.compactMap { $0.value.viewIfLoaded }
        for piece in columns + [separator, secondSeparator, inspectorSeparator, dimmingView] {
            piece.frame.origin.x = width - piece.frame.maxX
        }
    }
}

/// Lets the split view's edge swipe begin only where it would show a column.
@MainActor
final class EdgeSwipeGate: NSObject, UIGestureRecognizerDelegate {
    weak var split: UISplitViewController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { split?.edgeSwipeShows ?? false }
}
