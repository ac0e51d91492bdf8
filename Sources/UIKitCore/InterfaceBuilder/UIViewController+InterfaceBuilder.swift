import Foundation
import InterfaceBuilder

// A controller as Interface Builder writes it: title, presentation, navigation and tab bar items,
// and where its view is; and loading that view, or a nib's, when the view is first asked for.
extension UIViewController {
    func decodeControllerProperties(from archive: InterfaceBuilderCoder) {
        let element = archive.element
        if let title = archive.text("title") { self.title = title }
        if let identifier = element["storyboardIdentifier"] { storyboardState.sceneIdentifier = identifier }
        if let style = UIModalPresentationStyle(archived: element["modalPresentationStyle"]) { modalPresentationStyle = style }
        if let style = UIModalTransitionStyle(archived: element["modalTransitionStyle"]) { modalTransitionStyle = style }
        if let value = element.bool("definesPresentationContext") { definesPresentationContext = value }
        if let value = element.bool("hidesBottomBarWhenPushed") { hidesBottomBarWhenPushed = value }
        if let value = element.bool("automaticallyAdjustsScrollViewInsets") { automaticallyAdjustsScrollViewInsets = value }
        if let value = element.bool("extendedLayoutIncludesOpaqueBars") { extendedLayoutIncludesOpaqueBars = value }
        // Interface Builder writes the edges that extend (`<extendedEdge … bottom="YES"/>`); none written is all of them.
        if let edges = element.child(key: "edgesForExtendedLayout"), edges.name == "extendedEdge" {
            let named: [(String, UIRectEdge)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]
            edgesForExtendedLayout = UIRectEdge(named.filter { edges.bool($0.0) == true }.map(\.1))
        }
        if let size = element.child(key: "contentSizeForViewInPopover") {
            preferredContentSize = CGSize(width: size.double("width") ?? 0, height: size.double("height") ?? 0)
        }
        if let item = element.child(key: "navigationItem") { decodeNavigationItem(archive.coder(for: item)) }
        if let item = element.child(key: "tabBarItem") { decodeTabBarItem(archive.coder(for: item)) }
        if let list = element.child(named: "toolbarItems") {
            toolbarItems = list.children.compactMap { archive.unarchiver.makeObject($0) as? UIBarButtonItem }
        }
        // A table controller's refresh control is made with its view, when the view loads.
        element.markRead(keys: ["refreshControl"])
        if let view = element.child(key: "view") {
            let scene = element.parent?.children.filter { $0 !== element && Self.isSceneObject($0) } ?? []
            storyboardState.archivedView = ArchivedControllerView(source: archive.unarchiver.source, controllerElement: element, viewElement: view,
                                                  sceneObjects: scene, storyboard: archive.unarchiver.storyboard)
        }
    }

    /// Objects beside the controller in its scene that its view's connections may name.
    private static func isSceneObject(_ element: InterfaceBuilderElement) -> Bool {
        !["placeholder", "exit"].contains(element.name) && element["sceneMemberID"] != "viewController"
    }

    private func decodeNavigationItem(_ archive: InterfaceBuilderCoder) {
        navigationItem.decodeArchivedItem(archive)
    }

    private func decodeTabBarItem(_ archive: InterfaceBuilderCoder) {
        let element = archive.element
        if let name = element["systemItem"], let systemItem = Self.tabSystemItems[name] {
            tabBarItem = UITabBarItem(tabBarSystemItem: systemItem, tag: element.int("tag") ?? 0)
        } else {
            if let title = archive.text("title") { tabBarItem.title = title }
            if let image = archive.image("image") { tabBarItem.image = image }
            if let image = archive.image("selectedImage") { tabBarItem.selectedImage = image }
            if let badge = element["badgeValue"] { tabBarItem.badgeValue = badge }
        }
        archive.unarchiver.register(tabBarItem, for: element)
    }

    /// Makes the view the document holds for this controller, connects the scene's outlets and
    /// actions to it and wakes what was made. False when the controller has no archived view.
    package func loadArchivedView() -> Bool {
        if let archived = storyboardState.archivedView {
            let unarchiver = InterfaceBuilderUnarchiver(source: archived.source)
            unarchiver.storyboard = archived.storyboard ?? storyboard
            unarchiver.sceneController = self
            if let id = archived.controllerElement.id { unarchiver.bindPlaceholder(id, to: self) }
            unarchiver.connect(archived.controllerElement, of: self)
            let view = unarchiver.makeObject(archived.viewElement) as? UIView
            for object in archived.sceneObjects { _ = unarchiver.makeObject(object) }
            self.view = view ?? UIView(frame: environment.screen.bounds)
            if let refresh = archived.controllerElement.child(key: "refreshControl"), let object = unarchiver.makeObject(refresh) {
                adoptArchived(object, key: "refreshControl")
            }
            unarchiver.finish()
            return true
        }
        guard let nib = nibToLoad() else { return false }
        _ = nib.instantiate(withOwner: self, options: nil)
        if !isViewLoaded {
            // UIKit raises here: the nib's File's Owner has no `view` outlet to a view.
            Diagnostics.raise(reason: "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(nib.name)\" nib but the view outlet was not set.")
        }
        return true
    }

    /// The nib this controller's view comes from: the one named at init, or, with none named, one
    /// named after the class (without its "Controller" suffix first, as UIKit looks).
    private func nibToLoad() -> UINib? {
        let bundle = Bundle.resolvingMain(nibBundle)
        if let nibName { return UINib(nibName: nibName, bundle: bundle) }
        let className = String(describing: type(of: self))
        for candidate in [className.hasSuffix("Controller") ? String(className.dropLast("Controller".count)) : nil, className].compactMap({ $0 }) {
            if bundle.url(forResource: candidate, withExtension: "xib") != nil { return UINib(nibName: candidate, bundle: bundle) }
        }
        return nil
    }

    private static let tabSystemItems: [String: UITabBarItem.SystemItem] = [
        "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated, "recents": .recents,
        "contacts": .contacts, "history": .history, "bookmarks": .bookmarks, "search": .search, "downloads": .downloads,
        "mostRecent": .mostRecent, "mostViewed": .mostViewed,
    ]
}
