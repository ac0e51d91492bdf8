/// What a controller shows in the bars of its containers: its navigation, tab bar and toolbar
/// items, made on first use, its edit button, and the scroll views the top and bottom bars follow
/// (`setContentScrollView(_:for:)`).
struct ControllerBarState {
    var navigationItem: UINavigationItem?
    var tabBarItem: UITabBarItem?
    var toolbarItems: [UIBarButtonItem]?
    var editButtonItem: UIBarButtonItem?
    weak var topContentScrollView: UIScrollView?
    weak var bottomContentScrollView: UIScrollView?
}
