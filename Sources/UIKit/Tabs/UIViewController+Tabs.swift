// A controller's place in a tab bar controller.
extension UIViewController {
    /// The nearest tab bar controller among this controller's ancestors.
    public var tabBarController: UITabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabs = current as? UITabBarController { return tabs }
            ancestor = current.parent
        }
        return nil
    }
}
