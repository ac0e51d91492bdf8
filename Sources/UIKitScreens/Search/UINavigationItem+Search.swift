// A navigation item's search controller: its search bar shows in the navigation bar below the title.
extension UINavigationItem {
    public var searchController: UISearchController? {
        get { searchControllerStorage as? UISearchController }
        set {
            (searchControllerStorage as? UISearchController)?.searchBar.isInNavigationBar = false
            newValue?.searchBar.isInNavigationBar = true
            newValue?.searchBar.searchController = newValue
            searchControllerStorage = newValue
        }
    }
}
