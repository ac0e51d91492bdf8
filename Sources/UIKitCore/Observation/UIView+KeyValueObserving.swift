/// Foundation's marker for types that offer `observe(_:options:changeHandler:)`: every `NSObject`,
/// as in Foundation (NSObject+KeyValueObserving.swift).
public protocol _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: UIView {
    /// Observes `keyPath` of this view, as Foundation's block-based KVO:
    /// `scrollView.observe(\.contentOffset, options: [.new, .old]) { scrollView, change in … }`.
    /// Keep the returned observation: it ends when invalidated or freed.
    @preconcurrency @MainActor
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        NSKeyValueObservation.observing(self, keyPath, property: .named(by: keyPath), options: options,
                                        announcedBy: self, changeHandler: changeHandler)
    }
}

extension _KeyValueCodingAndObserving where Self: CALayer {
    /// Observes `keyPath` of this layer (`layer.observe(\.bounds) { layer, _ in … }`): its geometry
    /// lives on its view, whose setters announce every set; the rest compare each frame.
    @preconcurrency @MainActor
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        NSKeyValueObservation.observing(self, keyPath, property: .named(by: keyPath), options: options,
                                        announcedBy: view, changeHandler: changeHandler)
    }
}

extension NSKeyValueObservation {
    /// An observation of `object`'s `keyPath`, checked when `view` announces a set (if a view
    /// announces for it), at `didChangeValue(for:)` and at the end of every frame of its host.
    static func observing<Root: AnyObject, Value>(_ object: Root, _ keyPath: KeyPath<Root, Value>, property: ObservedProperty?,
                                                  options: NSKeyValueObservingOptions, announcedBy view: UIView?,
                                                  changeHandler: @escaping (Root, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        if options.contains(.prior) {
            Diagnostics.warnOnce("kvo-prior", "observe(_:options:changeHandler:): the .prior option is not built (the lab's setters announce a change once it is made); the handler is called after each change only.")
        }
        var last = object[keyPath: keyPath]
        let observation = NSKeyValueObservation(object: object, keyPath: keyPath, property: property) { [weak object] wasSet in
            guard let object else { return }
            let current = object[keyPath: keyPath]
            guard wasSet || !KeyValueComparison.isSame(last, current) else { return }
            let old = last
            last = current
            changeHandler(object, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? current : nil,
                                                           oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
        }
        view?.observationState.observations.append(WeakObservation(value: observation))
        (view?.environment ?? HostEnvironment.current).keyValueObservations.append(WeakObservation(value: observation))
        if options.contains(.initial) {
            changeHandler(object, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil,
                                                           oldValue: nil, indexes: nil, isPrior: false))
        }
        return observation
    }
}

extension UIView {
    /// Called by a setter that announces, on every set (equal values included): observers of
    /// `property` are called, and every other observation of this view compares its value now.
    package func observableValueDidChange(_ property: ObservedProperty) {
        // Nothing to hold back or tell: no announcement is open and nobody observes.
        guard observationState.announcementDepth > 0 || !observationState.observations.isEmpty else { return }
        announcing(property) {}
    }

    /// Runs `change`, a setter made of other setters (`frame` sets bounds and center), holding
    /// announcements back, then announces `property` and the sets made inside it once.
    func announcing(_ property: ObservedProperty, _ change: () -> Void) {
        observationState.setsHeldBack.insert(property)
        observationState.announcementDepth += 1
        change()
        observationState.announcementDepth -= 1
        guard observationState.announcementDepth == 0 else { return }
        let sets = observationState.setsHeldBack
        observationState.setsHeldBack = ObservedPropertySet()
        guard !observationState.observations.isEmpty else { return }
        observationState.observations.removeAll { $0.value == nil || $0.value?.isValid == false }
        for case let observation? in observationState.observations.map(\.value) {
            observation.valueMayHaveChanged(wasSet: observation.property.map(sets.contains) ?? false)
        }
    }
}

extension HostEnvironment {
    /// Compares every observation of this host once (the end of a frame): this catches key
    /// paths whose setters do not announce.
    func checkKeyValueObservations() {
        guard !keyValueObservations.isEmpty else { return }
        keyValueObservations.removeAll { $0.value == nil || $0.value?.isValid == false }
        for observation in keyValueObservations { observation.value?.valueMayHaveChanged() }
    }
}

/// Whether two observed values are the same: by `==` when the value is Equatable, by identity for
/// objects, else by their printed form.
enum KeyValueComparison {
    static func isSame<Value>(_ a: Value, _ b: Value) -> Bool {
        if let a = a as? any Equatable { return equals(a, b) }
        if Value.self is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        return String(describing: a) == String(describing: b)
    }

    private static func equals<E: Equatable>(_ a: E, _ b: Any) -> Bool {
        guard let b = b as? E else { return false }
        return a == b
    }
}
