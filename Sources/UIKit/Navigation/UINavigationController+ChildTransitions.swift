// A navigation controller runs its pushes and pops as child transitions in its content container;
// the bar's items change alongside.
extension UINavigationController: ChildTransitionContainer {
    var childContainerView: UIView { contentContainer }
    var isShowingChildren: Bool { isShowing }
    /// A push or pop ends A.viewDidDisappear, then B.viewDidAppear (docs/PORTING.md).
    var leavingChildEndsFirst: Bool { true }
    func childTransitionWillBegin(alongside coordinator: TransitionCoordinator?) {
        navigationBar.showTopItem(alongside: coordinator)
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
