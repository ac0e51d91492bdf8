import Foundation
import InterfaceBuilder

/// One instantiation of a document's objects, as UIKit's nib loading: a nib's top-level objects,
/// or a storyboard scene's controller or view. Each object is made through its class's
/// `init?(coder:)` (a custom class found by name); when all are made, outlets and actions are
/// connected and each object gets `awakeFromNib()`.
@MainActor
package final class InterfaceBuilderUnarchiver {
    package let source: InterfaceBuilderSource
    /// Objects the document names but does not make: File's Owner, a scene's own controller.
    private var objectsByIdentifier: [String: AnyObject] = [:]
    /// What this instantiation made, in order: connected and awoken in `finish()`.
    private var made: [(element: InterfaceBuilderElement, object: AnyObject)] = []
    /// Elements whose connections belong to this instantiation though their object was made before
    /// (a scene's controller, whose outlets point into the view loaded later).
    private var connectedElsewhere: [(element: InterfaceBuilderElement, object: AnyObject)] = []
    /// The storyboard whose scene this is, for segues.
    weak var storyboard: UIStoryboard?
    /// The controller whose scene this is: the source of the segues its views trigger.
    weak var sceneController: UIViewController?

    init(source: InterfaceBuilderSource) {
        self.source = source
    }

    /// Objects outside the document that it names (File's Owner, a scene's controller), held
    /// weakly, so prototypes made later find them again.
    private var placeholders: [(identifier: String, object: WeakObject)] = []

    private struct WeakObject { weak var object: AnyObject? }

    /// `object` stands for the element `identifier` (an object made elsewhere, or a cell's own part).
    package func bind(_ identifier: String, to object: AnyObject?) {
        if let object { objectsByIdentifier[identifier] = object }
    }

    /// `object` stands for the placeholder `identifier` in this and every later copy.
    func bindPlaceholder(_ identifier: String, to object: AnyObject?) {
        guard let object else { return }
        objectsByIdentifier[identifier] = object
        placeholders.append((identifier, WeakObject(object: object)))
    }

    /// How to make `element` again later in a fresh instantiation with the same placeholders (a
    /// prototype cell per dequeue), holding the placeholders weakly.
    package func maker(for element: InterfaceBuilderElement) -> () -> AnyObject? {
        let source = source, placeholders = placeholders
        return { [weak storyboard, weak sceneController] in
            let copy = InterfaceBuilderUnarchiver(source: source)
            copy.storyboard = storyboard
            copy.sceneController = sceneController
            for (identifier, reference) in placeholders { copy.bindPlaceholder(identifier, to: reference.object) }
            let object = copy.makeObject(element)
            copy.finish()
            return object
        }
    }

    /// Connects `element`'s connections, made by an earlier instantiation, with this one's objects.
    func connect(_ element: InterfaceBuilderElement, of object: AnyObject) {
        connectedElsewhere.append((element, object))
        if let id = element.id { objectsByIdentifier[id] = object }
    }

    package func object(withIdentifier identifier: String) -> AnyObject? { objectsByIdentifier[identifier] }

    // MARK: Making objects

    /// Makes the object of `element` (a view, a controller, a bar item, a gesture recognizer …);
    /// nil for an element that makes none, with one warning when the lab does not know it.
    package func makeObject(_ element: InterfaceBuilderElement) -> AnyObject? {
        if let id = element.id, let existing = objectsByIdentifier[id] { return existing }
        guard let object = instantiate(element) else { return nil }
        register(object, for: element)
        // A stand-in for a view the lab has no class for was named already; what it holds is its own.
        guard !InterfaceBuilderElementClasses.unbuiltViews.contains(element.name) else { return object }
        for child in element.children where !InterfaceBuilderElementClasses.isKnownChild(child.name) {
            source.warnUnknownElement(child)
        }
        return object
    }

    /// Records an object the document describes but its parent made (a cell's content view, a
    /// controller's navigation item), so connections and constraints can name it.
    package func register(_ object: AnyObject, for element: InterfaceBuilderElement) {
        if let id = element.id { objectsByIdentifier[id] = object }
        made.append((element, object))
    }

    private func instantiate(_ element: InterfaceBuilderElement) -> AnyObject? {
        let coder = InterfaceBuilderCoder(element: element, unarchiver: self)
        let standard: AnyClass? = InterfaceBuilderElementClasses.standardClass(for: element.name)
        var type: AnyClass? = standard
        if let custom = element["customClass"] {
            if let found = resolveCustomClass(custom, of: element) {
                type = found
            } else {
                // UIKit's console text for a class it cannot find; the standard class stands in, and
                // the outlets only the missing class has are not named one by one.
                source.warn("Unknown class \(custom) in Interface Builder file.", line: element.line)
            }
        }
        if element["customClass"] == nil, let standard, let declared = classDeclaredByOutlets(to: element, narrowing: standard) {
            type = declared
        }
        guard let type else {
            if InterfaceBuilderElementClasses.unbuiltViews.contains(element.name) {
                source.warnOnce("element.\(element.name)", "<\(element.name)> (line \(element.line)) has no class in the lab yet; a plain view of its frame stands in for it", line: element.line)
                return UIView(coder: coder)
            }
            if element.name == "customObject" { return makeCustomObject(element, type: nil) }
            source.warnUnknownElement(element)
            return nil
        }
        if element.name == "customObject", !(type is InterfaceBuilderArchivable.Type), !(type is UIResponder.Type) {
            return makeCustomObject(element, type: type)
        }
        switch type {
        case let view as UIView.Type:
            return view.init(coder: coder) ?? notDecoded(element, type)
        case let controller as UIViewController.Type:
            return controller.init(coder: coder) ?? notDecoded(element, type)
        case is UIGestureRecognizer.Type:
            return UIGestureRecognizer.decoded(from: coder, customClass: type == standard ? nil : type)
        case is UIBarButtonItem.Type:
            return UIBarButtonItem.decoded(from: coder)
        case let archivable as InterfaceBuilderArchivable.Type:
            return archivable.init(coder: coder) ?? notDecoded(element, type)
        default:
            source.warn("\(element["customClass"] ?? element.name) is not a view, view controller, gesture recognizer or bar button item; the lab cannot make it from a document.", line: element.line)
            return nil
        }
    }

    /// A document's `customObject` (a data source or delegate in the scene), made with its class's
    /// `init()` through the module's table; the importer lists direct `NSObject` subclasses whose
    /// initializers take no arguments. Others are named once and not made.
    private func makeCustomObject(_ element: InterfaceBuilderElement, type: AnyClass?) -> AnyObject? {
        if let type, let object = InterfaceBuilderClassTables.current.make(type) { return object }
        let name = element["customClass"] ?? "NSObject"
        source.warnOnce("customObject.\(name)", "the object \(name) at line \(element.line) is not made: Swift cannot make a class from its name, and the app's InterfaceBuilderClasses table cannot make this one (it makes direct NSObject subclasses whose initializers take no arguments); make it in code and set the outlets that point to it", line: element.line)
        return nil
    }

    /// A class whose `init?(coder:)` gave nil: the app's own chose to, or the lab cannot decode it yet.
    private func notDecoded(_ element: InterfaceBuilderElement, _ type: AnyClass) -> AnyObject? {
        source.warn("\(type).init(coder:) returned nil; the <\(element.name)> and what it holds are not loaded.", line: element.line)
        return nil
    }

    private func resolveCustomClass(_ name: String, of element: InterfaceBuilderElement) -> AnyClass? {
        var modules = source.modules
        if let module = element["customModule"] { modules.insert(module, at: 0) }
        modules.append("UIKit")
        return InterfaceBuilderClassTables.current.resolveClass(named: name, in: modules)
    }

    /// The class an app's outlet to `element` is declared as, when it inherits from the class
    /// the document makes (`@IBOutlet var panel: UIStackView!` connected to a plain `<view>`). On
    /// iOS the outlet holds the plain view, unchecked, and only the members both classes have work;
    /// Swift here cannot store it there, so the lab makes the element as the outlet's class.
    private func classDeclaredByOutlets(to element: InterfaceBuilderElement, narrowing standard: AnyClass) -> AnyClass? {
        guard let id = element.id, let outlets = source.outletsByDestination[id] else { return nil }
        let tables = InterfaceBuilderClassTables.current
        for (owner, property) in outlets {
            guard let ownerClass = owner["customClass"].flatMap({ resolveCustomClass($0, of: owner) }),
                  let declared = tables.declaredType(ofOutlet: property, in: ownerClass) as? AnyClass,
                  ObjectIdentifier(declared) != ObjectIdentifier(standard),
                  InterfaceBuilderClassTables.isClass(declared, inheritingFrom: standard) else { continue }
            source.warnOnce("outletClass.\(id)", "the outlet '\(property)' of \(ownerClass) is declared \(declared), and the object it is connected to at line \(element.line) is a \(standard); iOS would let the outlet hold the \(standard), Swift cannot, so the lab makes that object a \(declared)", line: element.line)
            return declared
        }
        return nil
    }

    // MARK: Finishing

    /// Connects outlets and actions of everything made (and of elements connected here), sets the
    /// user-defined runtime attributes, then sends `awakeFromNib()` to each made object, as UIKit
    /// does once a nib is loaded.
    func finish() {
        let waiting = afterMade
        afterMade = []
        for work in waiting { work() }
        let connections = InterfaceBuilderConnector(unarchiver: self)
        for (element, object) in connectedElsewhere + made {
            connections.gatherCollections(element, of: object)
        }
        connections.finishCollections()
        for (element, object) in connectedElsewhere + made {
            connections.connect(element, of: object)
        }
        for (element, object) in made { applyRuntimeAttributes(of: element, to: object) }
        for (_, object) in made {
            (object as? UIResponder)?.awakeFromNib()
            (object as? InterfaceBuilderArchivable)?.awakeFromNib()
        }
        for (element, _) in made { source.warnUnreadProperties(of: element) }
    }

    /// Work that needs objects the document makes later (a constraint to one), done first in `finish()`.
    private var afterMade: [() -> Void] = []

    func afterAllAreMade(_ work: @escaping () -> Void) { afterMade.append(work) }

    /// The objects made from `elements` (a nib's top level), in order.
    func topLevelObjects(of elements: [InterfaceBuilderElement]) -> [AnyObject] {
        elements.compactMap { element in
            if element.name == "placeholder" { return nil }
            return makeObject(element)
        }
    }

    // MARK: Values

    func color(from element: InterfaceBuilderElement) -> UIColor? {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            if let color = UIColor.systemColor(named: name) { return color }
            source.warnOnce("color.\(name)", "the system colour '\(name)' (line \(element.line)) is not one the lab has; it is drawn clear", line: element.line)
            return .clear
        }
        if let name = element["name"] {
            if let color = UIColor(named: name, in: source.bundle, compatibleWith: nil) { return color }
            if let fallback = source.namedColorResource(name) { return color(from: fallback) }
            source.warnOnce("color.\(name)", "no colour named '\(name)' in the app's asset catalogs (line \(element.line)); it is drawn clear", line: element.line)
            return .clear
        }
        let alpha = CGFloat(element.double("alpha") ?? 1)
        if let white = element.double("white") { return UIColor(white: CGFloat(white), alpha: alpha) }
        let red = CGFloat(element.double("red") ?? 0), green = CGFloat(element.double("green") ?? 0), blue = CGFloat(element.double("blue") ?? 0)
        if element["customColorSpace"] == "displayP3" || element["colorSpace"] == "displayP3" {
            return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    package func image(named name: String, line: Int) -> UIImage? {
        if let image = UIImage(named: name, in: source.bundle, compatibleWith: nil) { return image }
        source.warnOnce("image.\(name)", "no image named '\(name)' in the app's asset catalogs or bundle (line \(line)); none is shown", line: line)
        return nil
    }

    func warnOnce(_ key: String, _ message: String) { source.warnOnce(key, message, line: nil) }
}
