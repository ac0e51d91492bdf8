import Foundation
import InterfaceBuilder

// Making a scene's controller, from a declaration or from the storyboard's document: the scene
// marked initial, scenes by Storyboard ID, and a document's relationship segues (a navigation
// controller's root, a tab bar controller's children), followed as the controller is made.
extension UIStoryboard {
    /// The identifier `instantiateInitialViewController()` makes: a declared initial scene, or a
    /// document's initial controller (an identifier of the lab's own when it has no Storyboard ID).
    var initialSceneIdentifier: String? {
        switch content {
        case .declared(let declaration): declaration.initialViewControllerIdentifier
        case .document(let source): source.document.root["initialViewController"].map { "#" + $0 }
        }
    }

    /// A scene's controller by Storyboard ID (or `#` and the element's id, for the initial one).
    func instantiateScene(_ identifier: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        switch content {
        case .declared(let declaration):
            guard let scene = declaration.scenes.first(where: { $0.identifier == identifier }) else {
                Diagnostics.raise("NSInvalidArgumentException", reason: "Storyboard (<UIStoryboard: \(name)>) doesn't contain a view controller with identifier '\(identifier)'")
            }
            let controller = creator?(SceneCoder(identifier: identifier)) ?? scene.make()
            controller.storyboardState.storyboard = self
            controller.storyboardState.sceneIdentifier = identifier
            return controller
        case .document(let source):
            guard let element = sceneElement(identifier, in: source) else {
                Diagnostics.raise("NSInvalidArgumentException", reason: "Storyboard (<UIStoryboard: \(name)>) doesn't contain a view controller with identifier '\(identifier)'")
            }
            return instantiate(element, source: source, creator: creator)
        }
    }

    private func sceneElement(_ identifier: String, in source: InterfaceBuilderSource) -> InterfaceBuilderElement? {
        if identifier.hasPrefix("#") { return source.elementsByIdentifier[String(identifier.dropFirst())] }
        return source.document.root.children(in: "scenes").lazy
            .compactMap { $0.child(named: "objects")?.children.first { $0["sceneMemberID"] == "viewController" } }
            .first { $0["storyboardIdentifier"] == identifier }
    }

    /// Makes the controller of `element` and what its relationship segues name, connects the
    /// scene's controller-level connections, and wakes it.
    func instantiate(_ element: InterfaceBuilderElement, source: InterfaceBuilderSource,
                     creator: ((NSCoder) -> UIViewController?)? = nil) -> UIViewController {
        let (controller, wake) = make(element, source: source, creator: creator)
        wake()
        return controller
    }

    /// The controller of `element` with its relationship children adopted, and what wakes them
    /// all: the children wake once in their container (a split view's primary finds its
    /// `splitViewController` in `awakeFromNib()`, as on iOS), then the container.
    private func make(_ element: InterfaceBuilderElement, source: InterfaceBuilderSource,
                      creator: ((NSCoder) -> UIViewController?)? = nil) -> (UIViewController, wake: () -> Void) {
        let unarchiver = InterfaceBuilderUnarchiver(source: source)
        unarchiver.storyboard = self
        let controller: UIViewController
        if let creator, let made = creator(InterfaceBuilderCoder(element: element, unarchiver: unarchiver)) {
            unarchiver.register(made, for: element)
            controller = made
        } else if let made = unarchiver.makeObject(element) as? UIViewController {
            controller = made
        } else {
            source.warn("The scene's controller could not be made; a plain view controller stands in.", line: element.line)
            controller = UIViewController()
        }
        unarchiver.sceneController = controller
        controller.storyboardState.storyboard = self
        controller.storyboardState.sceneElement = element
        if controller.storyboardState.sceneIdentifier == nil { controller.storyboardState.sceneIdentifier = element["storyboardIdentifier"] }
        let wakeChildren = followRelationships(of: element, controller: controller, source: source)
        return (controller, {
            wakeChildren()
            unarchiver.finish()
        })
    }

    /// A navigation controller's root, a tab bar controller's children in document order, a split
    /// view controller's primary and secondary; returns what wakes them.
    private func followRelationships(of element: InterfaceBuilderElement, controller: UIViewController,
                                     source: InterfaceBuilderSource) -> () -> Void {
        var children: [(relationship: String, controller: UIViewController)] = []
        var wakes: [() -> Void] = []
        for segue in element.children(in: "connections") where segue.name == "segue" && segue["kind"] == "relationship" {
            guard let destination = segue["destination"].flatMap({ source.elementsByIdentifier[$0] }) else { continue }
            switch segue["relationship"] {
            case let relationship? where ["rootViewController", "viewControllers", "detailViewController",
                                          "supplementaryViewController", "compactViewController"].contains(relationship):
                let (child, wake) = make(destination, source: source)
                children.append((relationship, child))
                wakes.append(wake)
            case "masterViewController"?:
                // A split view controller's primary comes first, wherever the document lists it.
                let (child, wake) = make(destination, source: source)
                children.insert(("masterViewController", child), at: 0)
                wakes.insert(wake, at: 0)
            default:
                source.warnOnce("relationship.\(segue["relationship"] ?? "")", "the '\(segue["relationship"] ?? "")' relationship (line \(segue.line)) needs a container the lab does not have yet; it is not followed", line: segue.line)
            }
        }
        if !children.isEmpty, !controller.adoptStoryboardRelationship(children) {
            source.warn("A \(type(of: controller)) has relationship segues, which only navigation, tab bar and split view controllers follow here.", line: element.line)
        }
        return { for wake in wakes { wake() } }
    }
}
