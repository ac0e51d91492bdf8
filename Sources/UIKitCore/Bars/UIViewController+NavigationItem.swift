// The item a navigation bar shows for a controller. It belongs with the bars, below the navigation
// controller: Interface Builder documents and plain controllers set it up without a stack.
extension UIViewController {
    /// What the navigation bar shows while this controller is on top; made on first use.
    public var navigationItem: UINavigationItem {
        if let item = barState.navigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        item.onChange = { [weak self, unowned item] in
            guard let self else { return }
            self.parent?.childNavigationItemDidChange(self, fades: item.changeFades)
        }
        barState.navigationItem = item
        return item
    }
}
