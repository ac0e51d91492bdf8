// The navigation controller's toolbar: at the bottom above the home indicator's safe area, showing
// the top controller's `toolbarItems`, the content's safe area ending above it. It shows while
// `isToolbarHidden` is false and the top controller was not pushed with `hidesBottomBarWhenPushed`.
extension UINavigationController {
    /// Whether the toolbar is off the screen for the stack as it is now.
    var toolbarIsOut: Bool {
        if toolbarHidden { return true }
        guard let top = topViewController, viewControllers.count > 1 else { return false }
        return top.hidesBottomBarWhenPushed
    }

    /// Places the toolbar (below the screen's bottom edge when out, where an animated hide slides
    /// it) and returns how much of the content's bottom it covers.
    func layoutToolbar(in bounds: CGRect, safeBottom: CGFloat) -> CGFloat {
        let height = UIToolbar.standardHeight
        let out = toolbarIsOut
        toolbar.frame = CGRect(x: 0, y: out ? bounds.height : bounds.height - safeBottom - height, width: bounds.width, height: height)
        toolbar.isHidden = out && !toolbarIsSliding
        return out ? 0 : height
    }

    /// Moves the toolbar to where the stack wants it: at once, or sliding over
    /// `hideShowBarDuration`, hidden once it is out.
    func moveToolbar(animated: Bool) {
        guard let view = viewIfLoaded else { return }
        guard animated, view.window != nil else { return placeToolbarAtOnce() }
        view.layoutIfNeeded()
        toolbarIsSliding = true
        UIView.animate(withDuration: TimeInterval(UINavigationController.hideShowBarDuration),
                       animations: { Self.relayout(view) }, completion: { [weak self] _ in self?.toolbarStoppedSliding() })
    }

    /// A push or pop begins: the toolbar cross-fades to the incoming controller's items, and slides
    /// out or back alongside if that controller hides it.
    func toolbarWillFollowTop(alongside coordinator: UIViewControllerTransitionCoordinator?) {
        showTopToolbarItems(animated: coordinator?.isAnimated ?? false)
        guard let view = viewIfLoaded, toolbar.isHidden != toolbarIsOut else { return }
        guard let coordinator, coordinator.isAnimated else { return placeToolbarAtOnce() }
        toolbarIsSliding = true
        toolbar.isHidden = false
        let animated = coordinator.animate(alongsideTransition: { _ in Self.relayout(view) },
                                           completion: { [weak self] _ in self?.toolbarStoppedSliding() })
        if !animated { toolbarStoppedSliding() }
    }

    private func placeToolbarAtOnce() {
        toolbar.isHidden = toolbarIsOut
        viewIfLoaded?.setNeedsLayout()
    }

    private func toolbarStoppedSliding() {
        toolbarIsSliding = false
        placeToolbarAtOnce()
    }

    /// Lays `view` out again now (inside an animation, the toolbar's move is animated).
    private static func relayout(_ view: UIView) {
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    /// Shows the top controller's toolbar items, unless the toolbar shows them already.
    func showTopToolbarItems(animated: Bool) {
        let items = topViewController?.toolbarItems
        let shown = toolbar.items
        if shown?.count == items?.count, zip(shown ?? [], items ?? []).allSatisfy({ $0 === $1 }) { return }
        toolbar.setItems(items, animated: animated)
    }
}
