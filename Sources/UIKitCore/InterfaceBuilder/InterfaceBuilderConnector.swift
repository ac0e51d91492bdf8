import InterfaceBuilder

/// Makes one instantiation's connections: outlets (UIKit's own, such as a controller's `view` and
/// a table's `dataSource`, and the app's through its `InterfaceBuilderClasses` table), outlet
/// collections in document order (set first), actions by selector, and the segues controls, cells and bar
/// items trigger.
@MainActor
struct InterfaceBuilderConnector {
    let unarchiver: InterfaceBuilderUnarchiver
    private var source: InterfaceBuilderSource { unarchiver.source }
    private let collections = CollectionBuffer()

    init(unarchiver: InterfaceBuilderUnarchiver) {
        self.unarchiver = unarchiver
    }

    /// Outlet collections gather their objects across the document before they are set once.
    private final class CollectionBuffer {
        var pending: [(owner: AnyObject, property: String, line: Int, objects: [AnyObject])] = []
    }

    /// Gathers `element`'s outlet collections, to be set by `finishCollections()` before any
    /// outlet: an app's outlet observer may count a collection (`didSet` of a label reading
    /// `cardButtons.count`, as Stanford's Concentration does), which works on iOS.
    func gatherCollections(_ element: InterfaceBuilderElement, of object: AnyObject) {
        for connection in element.children(in: "connections") where connection.name == "outletCollection" {
            guard let property = connection["property"], let destination = destination(of: connection) else { continue }
            if let index = collections.pending.firstIndex(where: { $0.owner === object && $0.property == property }) {
                collections.pending[index].objects.append(destination)
            } else {
                collections.pending.append((object, property, connection.line, [destination]))
            }
        }
    }

    /// Makes `element`'s outlets, actions and segue triggers (its collections were gathered).
    func connect(_ element: InterfaceBuilderElement, of object: AnyObject) {
        for connection in element.children(in: "connections") {
            switch connection.name {
            case "outlet":
                guard let property = connection["property"], let destination = destination(of: connection) else { continue }
                if Self.standsIn(object, for: element) { continue }
                connectOutlet(property, of: object, to: destination, line: connection.line)
            case "outletCollection":
                continue
            case "action":
                guard let selector = connection["selector"] else { continue }
                let target = connection["destination"].flatMap(unarchiver.object(withIdentifier:))
                connectAction(selector, of: object, target: target, eventType: connection["eventType"], line: connection.line)
            case "segue":
                unarchiver.storyboard?.connectTrigger(of: connection, on: object, unarchiver: unarchiver)
            default:
                source.warnUnknownElement(connection)
            }
        }
    }

    /// Whether `object` is the standard class standing in for a custom class that was not found
    /// (named once already): the outlets only that class has are not named one by one.
    private static func standsIn(_ object: AnyObject, for element: InterfaceBuilderElement) -> Bool {
        guard let custom = element["customClass"]?.split(separator: ".").last else { return false }
        return String(describing: type(of: object)) != custom
    }

    func finishCollections() {
        for (owner, property, line, objects) in collections.pending {
            if property == "gestureRecognizers", let view = owner as? UIView {
                for case let recognizer as UIGestureRecognizer in objects { view.addGestureRecognizer(recognizer) }
                continue
            }
            setAppOutlet(property, of: owner, to: objects, line: line)
        }
        collections.pending.removeAll()
    }

    private func destination(of connection: InterfaceBuilderElement) -> AnyObject? {
        guard let identifier = connection["destination"] else { return nil }
        if let object = unarchiver.object(withIdentifier: identifier) { return object }
        // A connection to an object of another scene or one this instantiation did not make
        // (Interface Builder does not allow the first; the second is a placeholder left unbound).
        return nil
    }

    /// UIKit's own classes list their outlets (a controller's `view`, a table's `dataSource`) in
    /// UIKit's table, the app's in its own: one lookup serves both.
    private func connectOutlet(_ property: String, of owner: AnyObject, to value: AnyObject, line: Int) {
        setAppOutlet(property, of: owner, to: value, line: line)
    }

    private func setAppOutlet(_ property: String, of owner: AnyObject, to value: Any, line: Int) {
        switch InterfaceBuilderClassTables.current.connectOutlet(property, of: owner, to: value) {
        case true?: return
        case false?:
            source.warn("The outlet '\(property)' of \(type(of: owner)) cannot hold a \(type(of: value)); it is not connected.", line: line)
        case nil:
            // UIKit raises with these words; the lab leaves the outlet nil and goes on.
            source.warn("[<\(String(reflecting: type(of: owner)))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property). "
                + "List the outlet in \(InterfaceBuilderClassTables.module(of: type(of: owner))).InterfaceBuilderClasses (presentation-lab import writes it).", line: line)
        }
    }

    private func connectAction(_ selector: String, of sender: AnyObject, target: AnyObject?, eventType: String?, line: Int) {
        switch sender {
        case let control as UIControl:
            guard let events = Self.controlEvents[eventType ?? "touchUpInside"] else {
                source.warnOnce("event.\(eventType ?? "")", "the control event '\(eventType ?? "")' (line \(line)) is not one the lab sends; that action is not connected", line: line)
                return
            }
            control.register(.selector(selector, target: target, source: source), for: events)
        case let recognizer as UIGestureRecognizer:
            recognizer.register(.selector(selector, target: target, source: source))
        case let item as UIBarButtonItem:
            item.register(.selector(selector, target: target, source: source))
        default:
            source.warn("An action '\(selector)' is connected from a \(type(of: sender)), which sends none here; it is not connected.", line: line)
        }
    }

    private static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit,
    ]
}
