// A controller's place in a tab bar controller.
extension UIViewController {
    /// The nearest tab bar controller among this controller's ancestors.
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
}
