extension UIViewController {
    /// The nearest split view controller this controller is in, as UIKit's `splitViewController`.
    public var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }
}
