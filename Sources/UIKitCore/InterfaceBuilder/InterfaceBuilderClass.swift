/// What Interface Builder connects on one class of an app: its outlets, by property name, and its
/// actions, by the selector the document names (`tapped:`). Without the Objective-C runtime a nib
/// cannot set a property or call a method by its name, so the app's module lists them in a type
/// named `InterfaceBuilderClasses` (see `InterfaceBuilderClassTable`); `presentation-lab import`
/// writes both. Written in the class's own file, the list reaches its `private` outlets too:
///
///     extension ListViewController {
///         static let interfaceBuilderClass = InterfaceBuilderClass(ListViewController.self,
///             outlets: [.outlet("titleLabel", \.titleLabel), .collection("rows", \.rows)],
///             actions: [.action("add:", ListViewController.add(_:))])
///     }
@preconcurrency @MainActor
public struct InterfaceBuilderClass {
    let type: AnyClass
    let outlets: [String: (AnyObject, Any) -> Bool]
    /// Each outlet's declared type (a collection's element type).
    let outletTypes: [String: Any.Type]
    let actions: [String: (AnyObject, Any?, UIEvent?) -> Bool]
    /// Its `@IBInspectable` properties, set from user-defined runtime attributes.
    let inspectables: [String: (AnyObject, Any) -> Bool]
    /// Makes an object of the class with `init()`, for a document's `customObject` (Swift cannot
    /// make an arbitrary class from its name, as the Objective-C runtime does).
    let make: (() -> AnyObject)?

    public init<Owner: AnyObject>(_ type: Owner.Type, outlets: [InterfaceBuilderOutlet<Owner>] = [],
                                  actions: [InterfaceBuilderAction<Owner>] = [], inspectables: [InterfaceBuilderInspectable<Owner>] = [],
                                  make: (() -> Owner)? = nil) {
        self.type = type
        self.make = make.map { make in { make() } }
        self.outlets = Dictionary(outlets.map { outlet in
            (outlet.name, { (owner: AnyObject, value: Any) in outlet.connect(owner as! Owner, value) })
        }, uniquingKeysWith: { _, last in last })
        self.outletTypes = Dictionary(outlets.map { ($0.name, $0.declaredType) }, uniquingKeysWith: { _, last in last })
        self.actions = Dictionary(actions.map { action in
            (action.selector, { (owner: AnyObject, sender: Any?, event: UIEvent?) in action.send(owner as! Owner, sender, event) })
        }, uniquingKeysWith: { _, last in last })
        self.inspectables = Dictionary(inspectables.map { inspectable in
            (inspectable.name, { (owner: AnyObject, value: Any) in inspectable.assign(owner as! Owner, value) })
        }, uniquingKeysWith: { _, last in last })
    }
}

extension InterfaceBuilderClass {
    /// This class's outlets and actions with `other`'s (the same class's, listed in another file).
    func merging(_ other: InterfaceBuilderClass) -> InterfaceBuilderClass {
        InterfaceBuilderClass(type: type, outlets: outlets.merging(other.outlets) { _, last in last },
                              outletTypes: outletTypes.merging(other.outletTypes) { _, last in last },
                              actions: actions.merging(other.actions) { _, last in last },
                              inspectables: inspectables.merging(other.inspectables) { _, last in last }, make: make ?? other.make)
    }

    private init(type: AnyClass, outlets: [String: (AnyObject, Any) -> Bool], outletTypes: [String: Any.Type],
                 actions: [String: (AnyObject, Any?, UIEvent?) -> Bool], inspectables: [String: (AnyObject, Any) -> Bool],
                 make: (() -> AnyObject)?) {
        self.type = type
        self.make = make
        self.outlets = outlets
        self.outletTypes = outletTypes
        self.actions = actions
        self.inspectables = inspectables
    }
}

/// One outlet of `Owner`: the name Interface Builder gives it and the property it sets.
@preconcurrency @MainActor
public struct InterfaceBuilderOutlet<Owner: AnyObject> {
    let name: String
    /// The type the property holds (a collection's element type).
    let declaredType: Any.Type
    /// Sets the property to the value (an object, or the objects of a collection); false when the
    /// value is not of the property's type.
    let connect: (Owner, Any) -> Bool

    package init(name: String, declaredType: Any.Type, connect: @escaping (Owner, Any) -> Bool) {
        self.name = name
        self.declaredType = declaredType
        self.connect = connect
    }

    /// An optional or implicitly unwrapped outlet (`@IBOutlet weak var label: UILabel!`).
    public static func outlet<Value>(_ name: String, _ property: ReferenceWritableKeyPath<Owner, Value?>) -> Self {
        Self(name: name, declaredType: Value.self) { owner, value in
            guard let value = value as? Value else { return false }
            owner[keyPath: property] = value
            return true
        }
    }

    /// A non-optional outlet.
    public static func outlet<Value>(_ name: String, _ property: ReferenceWritableKeyPath<Owner, Value>) -> Self {
        Self(name: name, declaredType: Value.self) { owner, value in
            guard let value = value as? Value else { return false }
            owner[keyPath: property] = value
            return true
        }
    }

    /// An outlet collection (`@IBOutlet var buttons: [UIButton]!`), set once with its objects in
    /// the document's order.
    public static func collection<Element>(_ name: String, _ property: ReferenceWritableKeyPath<Owner, [Element]?>) -> Self {
        Self(name: name, declaredType: Element.self) { owner, value in
            guard let elements: [Element] = every(value) else { return false }
            owner[keyPath: property] = elements
            return true
        }
    }

    public static func collection<Element>(_ name: String, _ property: ReferenceWritableKeyPath<Owner, [Element]>) -> Self {
        Self(name: name, declaredType: Element.self) { owner, value in
            guard let elements: [Element] = every(value) else { return false }
            owner[keyPath: property] = elements
            return true
        }
    }

    /// The collection's objects as `Element`s, or nil when one is not.
    private static func every<Element>(_ value: Any) -> [Element]? {
        guard let objects = value as? [Any] else { return nil }
        let elements = objects.compactMap { $0 as? Element }
        return elements.count == objects.count ? elements : nil
    }
}

/// One action method of `Owner`, under the selector Interface Builder names it by (`tapped:`,
/// `tapped`, `tapped:forEvent:`, an unwind action's `unwindToList:`).
@preconcurrency @MainActor
public struct InterfaceBuilderAction<Owner: AnyObject> {
    let selector: String
    /// Calls the method; false when the sender is not of the type it takes.
    let send: (Owner, Any?, UIEvent?) -> Bool

    public static func action(_ selector: String, _ method: @escaping (Owner) -> () -> Void) -> Self {
        Self(selector: selector) { owner, _, _ in
            method(owner)()
            return true
        }
    }

    public static func action<Sender>(_ selector: String, _ method: @escaping (Owner) -> (Sender) -> Void) -> Self {
        Self(selector: selector) { owner, sender, _ in
            guard let sender = sender as? Sender else { return false }
            method(owner)(sender)
            return true
        }
    }

    public static func action<Sender>(_ selector: String, _ method: @escaping (Owner) -> (Sender, UIEvent) -> Void) -> Self {
        Self(selector: selector) { owner, sender, event in
            guard let sender = sender as? Sender else { return false }
            method(owner)(sender, event ?? UIEvent(touches: []))
            return true
        }
    }
}

/// The classes of one module that Interface Builder documents connect: a type named
/// `InterfaceBuilderClasses` in the module that declares them, which the lab finds by that name
/// (as a nib finds a custom class by its name).
///
///     enum InterfaceBuilderClasses: InterfaceBuilderClassTable {
///         static var classes: [InterfaceBuilderClass] { [ListViewController.interfaceBuilderClass] }
///     }
public protocol InterfaceBuilderClassTable {
    @MainActor static var classes: [InterfaceBuilderClass] { get }
}
