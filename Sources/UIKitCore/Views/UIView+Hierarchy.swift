// The tree operations behind UIView's hierarchy API (declared open in UIView.swift, since Swift on
// Linux cannot override members declared in extensions).
extension UIView {
    func performAddSubview(_ view: UIView) {
        guard view !== self else { Diagnostics.warn("Can't add self as subview"); return }
        refuseCycle(adding: view)
        if view.superview === self { reorderSubview(view, to: subviews.count); return }
        attachSubview(view, at: subviews.count)
    }

    func performInsertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { Diagnostics.warn("Can't add self as subview"); return }
        refuseCycle(adding: view)
        if view.superview === self { reorderSubview(view, to: index); return }
        attachSubview(view, at: index)
    }

    /// A view cannot become a subview of one of its own descendants: the tree would be a loop.
    private func refuseCycle(adding view: UIView) {
        var ancestor = superview
        while let current = ancestor {
            if current === view {
                Diagnostics.fail("Can't add \(type(of: view)) as a subview of its own descendant \(type(of: self)): the view hierarchy would be a cycle. Remove it from its place first.")
            }
            ancestor = current.superview
        }
    }

    /// Inserts `view` next to `sibling`: just below it, or just above it when `above` is true.
    func performInsertSubview(_ view: UIView, nextTo sibling: UIView, above: Bool) {
        guard sibling.superview === self, view !== sibling else { performAddSubview(view); return }
        if view.superview === self { detachForReorder(view) }
        let index = subviews.firstIndex(where: { $0 === sibling })!
        if view.superview === self {
            subviews.insert(view, at: above ? index + 1 : index)
            setNeedsDisplayTree()
        } else {
            performInsertSubview(view, at: above ? index + 1 : index)
        }
    }

    private func detachForReorder(_ view: UIView) {
        if let index = subviews.firstIndex(where: { $0 === view }) { subviews.remove(at: index) }
    }

    func performRemoveFromSuperview() {
        guard let superview else { return }
        let leavingWindow = window != nil
        let childDisappearing = leavingWindow ? childControllerChangingAppearance(appearing: false) : nil
        childDisappearing?.performBeginAppearance(false, animated: false)
        if leavingWindow { resignFirstResponderWithin() }
        if leavingWindow { willMoveToNoWindow() }
        willMove(toSuperview: nil)
        removeConstraintsCrossingSuperview()
        superview.detachSubview(self)
        // Constraints inside the subtree now belong to its own engine.
        if !activeConstraintsInTree().isEmpty { constraintsDidChange() }
        didMoveToSuperview()
        if leavingWindow { didMoveToNoWindow() }
        childDisappearing?.performEndAppearance()
    }

    /// A child view controller whose root view enters or leaves the window appears or disappears
    /// with it, as UIKit forwards it (`addSubview(child.view)` in a container, and its removal).
    /// Root and presented controllers are not children; the window and presentations drive them.
    func childControllerChangingAppearance(appearing: Bool) -> UIViewController? {
        guard let child = owningViewController, let parent = child.parent,
              parent.shouldAutomaticallyForwardAppearanceMethods else { return nil }
        if appearing {
            let parentIsShowing = parent.appearanceState.phase == .appeared || parent.appearanceState.phase == .appearing
            let childIsHidden = child.appearanceState.phase == .disappeared || child.appearanceState.phase == .disappearing
            return parentIsShowing && childIsHidden ? child : nil
        }
        return child.appearanceState.phase == .appeared || child.appearanceState.phase == .appearing ? child : nil
    }

    /// The first responder is first "in its window": one leaving it with this view gives the focus
    /// up, and the keyboard goes (a dismissed alert's field takes its keyboard with it).
    private func resignFirstResponderWithin() {
        let environment = self.environment
        guard let responder = environment.firstResponder as? UIView, responder === self || responder.isDescendant(of: self) else { return }
        if !responder.resignFirstResponder() {
            environment.firstResponder = nil
            responder.firstResponderStatusDidChange()
        }
    }

    private func willMoveToNoWindow() {
        willMove(toWindow: nil)
        for subview in subviews { subview.willMoveToNoWindow() }
    }

    private func didMoveToNoWindow() {
        didMoveToWindow()
        for subview in subviews { subview.didMoveToNoWindow() }
    }

    /// The window this view is in, found by walking up the tree.
    /// The environment this view lives in: its window's host; for a view in no window, that of the
    /// controller whose view holds it (one covered by a full-screen presentation stays in its host),
    /// else the host whose code runs now.
    package var environment: HostEnvironment {
        var view: UIView = self
        while true {
            if let window = view as? UIWindow { return window.hostEnvironment }
            guard let superview = view.superview else { break }
            view = superview
        }
        return view.owningViewController?.environment ?? .current
    }

    var enclosingWindow: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// The views from the root of the tree down to this one.
    /// The topmost ancestor, or this view: `ancestry.first` without building the chain, which every
    /// view's layout pass asks for.
    var treeRoot: UIView {
        var view = self
        while let up = view.superview { view = up }
        return view
    }

    var ancestry: [UIView] {
        var chain: [UIView] = []
        var view: UIView? = self
        while let current = view { chain.append(current); view = current.superview }
        return chain.reversed()
    }
}
