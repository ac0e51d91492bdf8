// A navigation controller runs its pushes and pops as child transitions in its content container;
// the bar's items change alongside.
extension UINavigationController: ChildTransitionContainer {
    package var childContainerView: UIView { contentContainer }
    package var isShowingChildren: Bool { isShowing }
    /// A push or pop ends A.viewDidDisappear, then B.viewDidAppear (docs/PORTING.md).
    package var leavingChildEndsFirst: Bool { true }

    /// A translucent bar has the content run under it; under an opaque one (or for a controller
    /// whose layout leaves out the top edge) the child's view starts below the bar
    /// (`edgesForExtendedLayout`, `extendedLayoutIncludesOpaqueBars`).
    package func frame(forChild child: UIViewController) -> CGRect {
        let bounds = contentContainer.bounds
        let bar = navigationBar
        let extendsUnderBar = child.edgesForExtendedLayout.contains(.top) && (bar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
        guard !isNavigationBarHidden, !extendsUnderBar else { return bounds }
        // The bar sits below the status bar (the view's top safe area), as the layout places it.
        let barBottom = (viewIfLoaded?.safeAreaInsets.top ?? 0) + bar.expandedContentHeight
        return CGRect(x: bounds.minX, y: bounds.minY + barBottom, width: bounds.width, height: Swift.max(0, bounds.height - barBottom))
    }
    package func childTransitionWillBegin(alongside coordinator: TransitionCoordinator?) {
        navigationBar.showTopItem(alongside: coordinator)
        toolbarWillFollowTop(alongside: coordinator)
        // A tab bar above the stack hides or returns for controllers pushed with hidesBottomBarWhenPushed.
        (parent as? NavigationStackChrome)?.stackTopWillChange(self, alongside: coordinator)
    }
}

/// A container above a navigation stack whose own chrome follows the stack's top controller: the
/// tab bar controller, whose bar hides for controllers pushed with `hidesBottomBarWhenPushed`.
@MainActor
protocol NavigationStackChrome: AnyObject {
    func stackTopWillChange(_ stack: UINavigationController, alongside coordinator: UIViewControllerTransitionCoordinator?)
}
