// A controller's place in a navigation stack: the nearest navigation controller above it, and the
// item the bar shows for it.
extension UIViewController {
    /// The nearest navigation controller among this controller's ancestors.
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// What the navigation bar shows while this controller is on top; made on first use.
    public var navigationItem: UINavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = UINavigationItem()
        item.title = title
        item.onChange = { [weak self, unowned item] in self?.navigationItemDidChange(fades: item.changeFades) }
        navigationItemStorage = item
        return item
    }

    /// The item changed: the bar redraws if this controller is on top or just below it.
    private func navigationItemDidChange(fades: Bool) {
        guard let navigationController, navigationController.runningTransition == nil, navigationController.isViewLoaded else { return }
        let stack = navigationController.viewControllers
        if stack.last === self || (stack.count > 1 && stack[stack.count - 2] === self) {
            navigationController.navigationBar.showTopItem(alongside: nil, fades: fades)
        }
    }
}
