import InterfaceBuilder

// Segues as a storyboard runs them: by identifier from code, triggered by the controls, cells,
// bar items and gesture recognizers they start from (`shouldPerformSegue`, then
// `prepare(for:sender:)`, then the transition), embed segues as a container view loads, and
// unwind segues back to the controller up the chain whose class has the unwind action.
extension UIStoryboard {
    /// Performs the segue `identifier` of `source`'s scene (or its parent's); false when there is none.
    func performSegue(_ identifier: String, from source: UIViewController, sender: Any?) -> Bool {
        switch content {
        case .declared(let declaration):
            let scene = source.storyboardState.sceneIdentifier ?? source.parent?.storyboardState.sceneIdentifier
            guard let declared = declaration.segues.first(where: { $0.identifier == identifier && (scene == nil || $0.source == scene) }) else { return false }
            let destination = instantiateViewController(withIdentifier: declared.destination)
            run(UIViewController.makeSegue(identifier: identifier, kind: declared.kind, source: source, destination: destination, sender: sender),
                from: source, sender: sender)
            return true
        case .document(let source_):
            var controller: UIViewController? = source
            while let current = controller {
                if let scene = current.storyboardState.sceneElement?.parent,
                   let segue = scene.descendants.first(where: { $0.name == "segue" && $0["identifier"] == identifier }) {
                    perform(segue, in: source_, from: source, sender: sender)
                    return true
                }
                controller = current.parent
            }
            return false
        }
    }

    private func run(_ segue: UIStoryboardSegue, from source: UIViewController, sender: Any?) {
        source.environment.trace("performSegue \(segue.identifier ?? "(no identifier)"): \(source.traceName) -> \(segue.destination.traceName)")
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// Makes a segue element's destination and runs it (an unwind segue goes back instead).
    func perform(_ segue: InterfaceBuilderElement, in document: InterfaceBuilderSource, from source: UIViewController, sender: Any?) {
        if segue["kind"] == "unwind" {
            unwind(segue, in: document, from: source, sender: sender)
            return
        }
        guard let destinationElement = segue["destination"].flatMap({ document.elementsByIdentifier[$0] }) else {
            document.warn("The segue '\(segue["identifier"] ?? "")' names no destination in this storyboard; it is not performed.", line: segue.line)
            return
        }
        let destination = instantiate(destinationElement, source: document)
        run(UIViewController.makeSegue(identifier: segue["identifier"], kind: kind(of: segue, in: document), animated: segue.bool("animates") ?? true,
                                       source: source, destination: destination, sender: sender),
            from: source, sender: sender)
    }

    /// Interface Builder's segue kinds (and their older names) as the lab's.
    private func kind(of segue: InterfaceBuilderElement, in document: InterfaceBuilderSource) -> Kind {
        switch segue["kind"] {
        case "showDetail"?, "replace"?: return .showDetail
        case "presentation"?, "modal"?:
            return .presentModally(UIModalPresentationStyle(archived: segue["modalPresentationStyle"]),
                                   UIModalTransitionStyle(archived: segue["modalTransitionStyle"]))
        case "popoverPresentation"?, "popover"?: return .popoverPresentation
        case "custom"?:
            if let name = segue["customClass"],
               let type = InterfaceBuilderClassTables.current.resolveClass(named: name, in: [segue["customModule"]].compactMap { $0 } + document.modules) as? UIStoryboardSegue.Type {
                return .custom(type)
            }
            document.warn("Unknown class \(segue["customClass"] ?? "") in Interface Builder file; the custom segue is performed as a show segue.", line: segue.line)
            return .show
        default: return .show
        }
    }

    // MARK: Triggers

    /// Hooks a segue element up to what triggers it: a control's touch up, a cell's selection, a bar
    /// item's or gesture recognizer's action; a container view's embed segue runs now.
    func connectTrigger(of segue: InterfaceBuilderElement, on object: AnyObject, unarchiver: InterfaceBuilderUnarchiver) {
        guard case .document(let document) = content else { return }
        switch segue["kind"] {
        case "relationship"?: return
        case "embed"?:
            if let container = object as? UIView, let parent = unarchiver.sceneController { embed(segue, in: container, parent: parent, document: document) }
            return
        default: break
        }
        // A segue from the controller itself is performed by identifier only.
        if object is UIViewController { return }
        let trigger: (Any?) -> Void = { [weak self, weak sceneController = unarchiver.sceneController] sender in
            guard let self, let source = sceneController else { return }
            if let identifier = segue["identifier"], !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
            self.perform(segue, in: document, from: source, sender: sender)
        }
        if segue["trigger"] == "accessoryAction" {
            document.warnOnce("segue.accessory", "segues from a cell's accessory button (line \(segue.line)) are not triggered yet", line: segue.line)
            return
        }
        switch object {
        case let view as UIView where view.attachSegueTrigger(trigger): break
        case let item as UIBarButtonItem: item.register(.closure { trigger($0) })
        case let recognizer as UIGestureRecognizer: recognizer.register(.closure { trigger($0) })
        default:
            document.warn("A segue starts from a \(type(of: object)), which cannot trigger one here; it runs only by identifier.", line: segue.line)
        }
    }

    /// A container view's child, as UIKit embeds it while the parent's view loads: made, prepared
    /// for by the parent, added as its child with its view filling the container.
    private func embed(_ segue: InterfaceBuilderElement, in container: UIView, parent: UIViewController, document: InterfaceBuilderSource) {
        guard let destinationElement = segue["destination"].flatMap({ document.elementsByIdentifier[$0] }) else { return }
        let child = instantiate(destinationElement, source: document)
        let embedSegue = UIStoryboardSegue(identifier: segue["identifier"], source: parent, destination: child) { [unowned parent, unowned child, unowned container] in
            parent.addChild(child)
            child.view.frame = container.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        parent.prepare(for: embedSegue, sender: nil)
        embedSegue.perform()
    }

    // MARK: Unwinding

    /// Goes back to the nearest controller up the chain whose class has the unwind action: the
    /// source's `prepare(for:sender:)`, then the action on the destination, then the pop or
    /// dismissal that shows it.
    private func unwind(_ segue: InterfaceBuilderElement, in document: InterfaceBuilderSource, from source: UIViewController, sender: Any?) {
        guard let action = segue["unwindAction"] else { return }
        guard let destination = Self.unwindDestination(for: action, from: source) else {
            document.warn("No view controller up the chain from \(type(of: source)) has the unwind action '\(action)' in its module's InterfaceBuilderClasses; the unwind segue does nothing.", line: segue.line)
            return
        }
        let unwindSegue = UIStoryboardSegue(identifier: segue["identifier"], source: source, destination: destination) { [unowned source, unowned destination] in
            // Each container on the way back shows the child towards the destination, then what
            // the destination presented is dismissed.
            var child = destination
            while let container = child.parent {
                container.unwind(for: UIStoryboardSegue(identifier: segue["identifier"], source: source, destination: destination), towards: child)
                child = container
            }
            if destination.presentedViewController != nil { destination.dismiss(animated: true) }
        }
        source.prepare(for: unwindSegue, sender: sender)
        _ = InterfaceBuilderClassTables.current.send(action, to: destination, from: unwindSegue, event: nil)
        unwindSegue.perform()
    }

    /// The first controller, searching out from `source` (the controllers beneath it in its
    /// navigation stacks, its containers, then whoever presented it, and so on), that has `action`.
    static func unwindDestination(for action: String, from source: UIViewController) -> UIViewController? {
        let tables = InterfaceBuilderClassTables.current
        var current = source
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(source)]
        func accepts(_ candidate: UIViewController) -> Bool {
            visited.insert(ObjectIdentifier(candidate)).inserted && tables.responds(candidate, to: action)
        }
        while true {
            if let parent = current.parent {
                if let found = parent.childrenForUnwinding(from: current).first(where: accepts) { return found }
                if accepts(parent) { return parent }
                current = parent
                continue
            }
            guard let presenter = current.presentingViewController else { return nil }
            // Down the presenter's shown controllers to the one on screen, then outwards again from it.
            var shown = presenter
            while let next = shown.childShownForUnwinding { shown = next }
            if accepts(shown) { return shown }
            current = shown
        }
    }
}
