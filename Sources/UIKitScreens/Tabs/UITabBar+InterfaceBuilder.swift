import InterfaceBuilder

// A tab bar controller's `<tabBar key="tabBar">`: the colours and translucency of the bar the
// controller owns. Its frame and background colour are the canvas's; the controller places the bar
// and its appearance draws the background.
extension UITabBar {
    func decodeArchivedBar(_ archive: InterfaceBuilderCoder) {
        let element = archive.element
        decodeOwnedBarViewProperties(from: archive)
        if let tint = archive.color("barTintColor") { barTintColor = tint }
        if let tint = archive.color("unselectedItemTintColor") { unselectedItemTintColor = tint }
        if let translucent = element.bool("translucent") { isTranslucent = translucent }
        switch element["itemPositioning"] {
        case "fill": itemPositioning = .fill
        case "centered": itemPositioning = .centered
        default: break
        }
        if let width = element.double("itemWidth") { itemWidth = CGFloat(width) }
        if let spacing = element.double("itemSpacing") { itemSpacing = CGFloat(spacing) }
        standardAppearance = archive.barAppearance("standardAppearance", into: UITabBarAppearance()) ?? standardAppearance
        scrollEdgeAppearance = archive.barAppearance("scrollEdgeAppearance", into: UITabBarAppearance()) ?? scrollEdgeAppearance
        archive.unarchiver.source.warnUnreadProperties(of: element)
    }
}
