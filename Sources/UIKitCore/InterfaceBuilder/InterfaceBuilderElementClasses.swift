/// Which UIKit class each Interface Builder element makes when it names no custom class. The
/// classes are found by name, as a nib finds every class it makes, so this core mechanism names
/// none of the containers and lists above it.
@MainActor
enum InterfaceBuilderElementClasses {
    static func standardClass(for elementName: String) -> AnyClass? {
        guard let className = classNames[elementName] else { return nil }
        return InterfaceBuilderClassTables.type(named: ["UIKit", className], lastKinds: ["C"]) as? AnyClass
    }

    private static let classNames: [String: String] = [
        "view": "UIView", "containerView": "UIView", "label": "UILabel", "button": "UIButton",
        "imageView": "UIImageView", "stackView": "UIStackView", "scrollView": "UIScrollView",
        "tableView": "UITableView", "tableViewCell": "UITableViewCell",
        "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
        "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
        "collectionReusableView": "UICollectionReusableView",
        "switch": "UISwitch", "slider": "UISlider", "textField": "UITextField", "textView": "UITextView", "searchBar": "UISearchBar",
        "segmentedControl": "UISegmentedControl", "visualEffectView": "UIVisualEffectView",
        "pickerView": "UIPickerView", "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView",
        "stepper": "UIStepper", "pageControl": "UIPageControl", "datePicker": "UIDatePicker", "toolbar": "UIToolbar", "navigationBar": "UINavigationBar",
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController",
        "collectionViewController": "UICollectionViewController", "pageViewController": "UIPageViewController",
        "tapGestureRecognizer": "UITapGestureRecognizer", "panGestureRecognizer": "UIPanGestureRecognizer",
        "swipeGestureRecognizer": "UISwipeGestureRecognizer", "pinchGestureRecognizer": "UIPinchGestureRecognizer",
        "rotationGestureRecognizer": "UIRotationGestureRecognizer",
        "longPressGestureRecognizer": "UILongPressGestureRecognizer",
        "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
        "barButtonItem": "UIBarButtonItem", "refreshControl": "UIRefreshControl",
        "collectionViewLayout": "UICollectionViewLayout", "collectionViewFlowLayout": "UICollectionViewFlowLayout",
    ]

    /// Whether an element may appear inside an object's element: an object itself, or a value the
    /// lab reads or knowingly passes over (design-time metrics, canvas positions).
    static func isKnownChild(_ name: String) -> Bool {
        // Interface Builder's simulated metrics (status bar, bars, screen size) are for its canvas only.
        classNames[name] != nil || unbuiltViews.contains(name) || knownValues.contains(name) || name.hasPrefix("simulated")
    }

    private static let knownValues: Set<String> = [
        "rect", "frame", "autoresizingMask", "color", "nil", "fontDescription", "string", "state", "buttonConfiguration",
        "subviews", "constraints", "connections", "viewLayoutGuide", "userDefinedRuntimeAttributes", "accessibility",
        "edgeInsets", "directionalEdgeInsets", "inset", "size", "point", "imageReference", "prototypes", "sections",
        "cells", "segments", "navigationItem", "tabBarItem", "navigationBar", "tabBar", "tableViewCellContentView",
        "textInputTraits", "freeformSimulatedSizeMetrics", "simulatedStatusBarMetrics",
        "simulatedTopBarMetrics", "simulatedBottomBarMetrics", "simulatedOrientationMetrics", "simulatedScreenMetrics",
        "simulatedNavigationBarMetrics", "simulatedTabBarMetrics", "extendedEdge", "value", "attributedString", "rectEdge",
        "blurEffect", "vibrancyEffect", "popoverArrowDirection", "leftBarButtonItems", "rightBarButtonItems",
        "preferredSymbolConfiguration", "real", "integer", "bool", "placeholder", "exit", "layoutGuides",
        "customObject", "toolbarItems", "keyCommands", "offsetWrapper", "contentConfiguration", "dataDetectorType", "scopeButtonTitles",
        "items", "textAttributes", "date", "locale",
    ]

    /// Views Interface Builder offers that the lab has no class for yet: each is a plain view of its
    /// frame, so the layout around it holds.
    static let unbuiltViews: Set<String> = [
        "tabBar",
        "mapView", "webView", "wkWebView", "mtkView", "glkView", "sceneKitView", "arscnView",
    ]
}
