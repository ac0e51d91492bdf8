/// What a split view controller asks and tells its delegate: each method has a default that does
/// what UIKit does when the delegate does not implement it.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Collapsing to one column: true when the delegate dealt with the secondary controller
    /// (usually by discarding it, so the primary shows first); false lets the primary take it
    /// (a navigation controller pushes it). Classic split views.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// Expanding to two columns: the secondary controller to show (nil: the one the primary's
    /// navigation stack gives, or the one collapsing took). Classic split views.
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    /// The primary controller for the collapsed (or expanded) interface; nil keeps the primary. Classic split views.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// `showDetailViewController(_:sender:)`: true when the delegate showed `vc` itself.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    /// `show(_:sender:)`: true when the delegate showed `vc` itself.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool

    /// Collapsing a column-style split view: the column whose controller is on top of the stack
    /// (UIKit proposes the secondary).
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// Expanding a column-style split view: the display mode to show (UIKit proposes the automatic one).
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// A column is about to show or hide as the display mode changes.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// After a column shows or hides, its animation done (iOS 26).
    func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column)
    func splitViewController(_ svc: UISplitViewController, didHide column: UISplitViewController.Column)
    /// The display mode is about to change.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The mode the display mode button goes to; `.automatic` lets the split view choose.
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, didHide column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
}
