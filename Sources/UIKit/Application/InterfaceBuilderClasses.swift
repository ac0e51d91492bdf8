/// The outlets of UIKit's own classes that Interface Builder documents connect, found by the same
/// lookup as an app's (`InterfaceBuilderClassTable`): a controller's view, the data sources and
/// delegates of tables, collection views, scroll views, text fields and pickers.
enum InterfaceBuilderClasses: InterfaceBuilderClassTable {
    @MainActor static var classes: [InterfaceBuilderClass] {
        [
            InterfaceBuilderClass(UIViewController.self, outlets: [.outlet("view", \.view)]),
            InterfaceBuilderClass(UIScrollView.self, outlets: [.outlet("delegate", \.delegate)]),
            // Their delegates are the scroll view's, typed as UIKit's.
            InterfaceBuilderClass(UITableView.self, outlets: [.outlet("dataSource", \.dataSource)]),
            InterfaceBuilderClass(UICollectionView.self, outlets: [.outlet("dataSource", \.dataSource)]),
            InterfaceBuilderClass(UITextField.self, outlets: [.outlet("delegate", \.delegate)]),
            InterfaceBuilderClass(UIPickerView.self, outlets: [.outlet("dataSource", \.dataSource), .outlet("delegate", \.delegate)]),
        ]
    }
}
