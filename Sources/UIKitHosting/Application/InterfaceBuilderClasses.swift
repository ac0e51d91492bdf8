/// The outlets of UIKit's own classes that Interface Builder documents connect, found by the same
/// lookup as an app's (`InterfaceBuilderClassTable`): a controller's view, the data sources and
/// delegates of tables, collection views, scroll views, text fields and pickers.
enum InterfaceBuilderClasses: InterfaceBuilderClassTable {
    @MainActor static var classes: [InterfaceBuilderClass] {
        [
            // Set through the setter alone: a key path's write reads the property first, and
            // reading a controller's view loads it, which is what connecting the outlet is doing.
            InterfaceBuilderClass(UIViewController.self, outlets: [InterfaceBuilderOutlet(name: "view", declaredType: UIView.self) { controller, value in
                guard let view = value as? UIView else { return false }
                controller.view = view
                return true
            }]),
            InterfaceBuilderClass(UIScrollView.self, outlets: [.outlet("delegate", \.delegate)]),
            // Their delegates are the scroll view's, typed as UIKit's.
            InterfaceBuilderClass(UITableView.self, outlets: [.outlet("dataSource", \.dataSource)]),
            InterfaceBuilderClass(UICollectionView.self, outlets: [.outlet("dataSource", \.dataSource)]),
            InterfaceBuilderClass(UITextField.self, outlets: [.outlet("delegate", \.delegate)]),
            InterfaceBuilderClass(UISearchBar.self, outlets: [.outlet("delegate", \.delegate)]),
            InterfaceBuilderClass(UIPickerView.self, outlets: [.outlet("dataSource", \.dataSource), .outlet("delegate", \.delegate)]),
        ]
    }
}
