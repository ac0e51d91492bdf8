// The bar's place: at the bottom over the home indicator's safe area, the children's safe area
// ending above it; moved away (alongside the push) while a controller pushed with
// `hidesBottomBarWhenPushed` shows in the selected tab's navigation stack.
extension UITabBarController: ChildTransitionContainer {
    package var childContainerView: UIView { childContainer }
    package var isShowingChildren: Bool { appearanceState.phase == .appeared || appearanceState.phase == .appearing }
    package func childTransitionWillBegin(alongside coordinator: TransitionCoordinator?) {}
    package var leavingChildEndsFirst: Bool { false }

    /// The bar's height with the bottom safe area of this screen.
    func tabBarHeight(safeBottom: CGFloat) -> CGFloat { UITabBar.standardHeight + safeBottom }

    func layoutTabBar(in bounds: CGRect, safeBottom: CGFloat) {
        // The selected stack may have changed with no push to move the bar alongside: a stack
        // built before the bar showed, another tab selected. It follows at once.
        if !runningBottomBarAnimation && selectedStackHidesBottomBar != isBottomBarHidden {
            isBottomBarHidden.toggle()
            tabBar.isHidden = isBottomBarHidden
        }
        let height = tabBarHeight(safeBottom: safeBottom)
        let x = isBottomBarHidden ? -bounds.width : 0
        let frame = CGRect(x: x, y: bounds.height - height, width: bounds.width, height: height)
        if tabBar.frame != frame && runningBottomBarAnimation == false { tabBar.frame = frame }
        childContainer.frame = bounds
        // The content runs under the bar; its safe area ends above it, as in UIKit.
        let inset = isBottomBarHidden || tabBar.isHidden ? 0 : UITabBar.standardHeight
        if childContainer.providedSafeAreaInsets.bottom != inset {
            childContainer.providedSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: inset, right: 0)
        }
    }

    /// Whether the selected tab's stack holds a pushed controller that hides the bar.
    private var selectedStackHidesBottomBar: Bool {
        guard let navigation = selected as? UINavigationController else { return false }
        return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// Moves the bar away or back as the selected stack now asks; with a coordinator, alongside
    /// its push or pop (and back again if an interactive pop is cancelled).
    func updateBottomBarVisibility(alongside coordinator: UIViewControllerTransitionCoordinator?) {
        let hide = selectedStackHidesBottomBar
        guard hide != isBottomBarHidden, let view = viewIfLoaded else { return }
        // Without an animation the layout follows the stack at once (and hides the bar, out of
        // the way, as UIKit hides it until the pop brings it back).
        guard let coordinator, coordinator.isAnimated else {
            layoutTabBar(in: view.bounds, safeBottom: view.safeAreaInsets.bottom)
            return
        }
        isBottomBarHidden = hide
        if !hide { tabBar.isHidden = false }
        runningBottomBarAnimation = true
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            self.tabBar.frame.origin.x = hide ? -view.bounds.width : 0
        }, completion: { [weak self] context in
            guard let self else { return }
            self.runningBottomBarAnimation = false
            if context.isCancelled { self.isBottomBarHidden = !hide }
            self.tabBar.isHidden = self.isBottomBarHidden
            self.layoutTabBar(in: view.bounds, safeBottom: view.safeAreaInsets.bottom)
        })
        // The safe area changes at once, so the incoming content lays out for its final place.
        let inset = hide ? 0 : UITabBar.standardHeight
        childContainer.providedSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: inset, right: 0)
    }
}

extension UITabBarController: NavigationStackChrome {
    func stackTopWillChange(_ stack: UINavigationController, alongside coordinator: UIViewControllerTransitionCoordinator?) {
        if selected === stack { updateBottomBarVisibility(alongside: coordinator) }
    }
}
