// A navigation controller runs its pushes and pops as child transitions in its content container;
// the bar's items change alongside.
extension UINavigationController: ChildTransitionContainer {
    var childContainerView: UIView { contentContainer }
    var isShowingChildren: Bool { isShowing }
    func childTransitionWillBegin(alongside coordinator: TransitionCoordinator?) {
        navigationBar.showTopItem(alongside: coordinator)
        // A tab bar above the stack hides or returns for controllers pushed with hidesBottomBarWhenPushed.
        if let tabs = parent as? UITabBarController, tabs.selected === self { tabs.updateBottomBarVisibility(alongside: coordinator) }
    }
}
