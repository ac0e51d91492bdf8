/// A search controller's delegate: told as it is presented (activated) and dismissed. Every method
/// is optional in UIKit.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// What updates the results as the search changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Called when the search bar becomes the first responder and whenever its text or scope changes.
    func updateSearchResults(for searchController: UISearchController)
}
