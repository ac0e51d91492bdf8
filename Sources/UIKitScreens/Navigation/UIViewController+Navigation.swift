// A controller's place in a navigation stack: the nearest navigation controller above it.
extension UIViewController {
    /// The nearest navigation controller among this controller's ancestors.
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }
}
