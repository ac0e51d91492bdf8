// The More tab: on a phone (compact width), more than five tabs show as the first four and More,
// whose navigation controller lists the rest; choosing one pushes it.
extension UITabBarController {
    /// UIKit's limit of buttons in a compact-width tab bar.
    static let compactTabLimit = 5

    /// The controllers that have buttons: every tab, or the first four and More.
    var visibleTabs: [UIViewController] {
        guard needsMoreTab else { return tabs }
        return Array(tabs.prefix(UITabBarController.compactTabLimit - 1)) + [moreNavigationController]
    }

    private var needsMoreTab: Bool {
        tabs.count > UITabBarController.compactTabLimit && traitCollection.horizontalSizeClass != .regular
    }

    /// The navigation controller of the More tab, listing the tabs that have no button.
    public var moreNavigationController: UINavigationController {
        if let moreNavigationControllerIfMade { return moreNavigationControllerIfMade }
        let list = MoreListController(tabBarController: self)
        let navigation = UINavigationController(rootViewController: list)
        navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        addChild(navigation)
        navigation.didMove(toParent: self)
        moreNavigationControllerIfMade = navigation
        return navigation
    }

    /// The tabs listed under More.
    var moreTabs: [UIViewController] {
        needsMoreTab ? Array(tabs.dropFirst(UITabBarController.compactTabLimit - 1)) : []
    }
}
