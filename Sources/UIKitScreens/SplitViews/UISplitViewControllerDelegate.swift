/// What a split view controller asks its delegate: each method has a default that does what
/// UIKit does when the delegate does not implement it.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Collapsing to one column: true when the delegate dealt with the secondary controller
    /// (usually by discarding it, so the primary shows first); false lets the primary take it
    /// (a navigation controller pushes it).
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// `showDetailViewController(_:sender:)`: true when the delegate showed `vc` itself.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    /// `show(_:sender:)`: true when the delegate showed `vc` itself.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
}
