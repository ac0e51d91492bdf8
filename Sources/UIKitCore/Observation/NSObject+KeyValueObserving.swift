import Foundation

/// Every `NSObject` offers block-based observation, as in Foundation; Linux's Foundation has none.
extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// Observes `keyPath` of an object of the app's own (`model.observe(\.name) { model, change in … }`).
    /// Nothing intercepts its setter here (the porting rule drops `@objc dynamic`): the value is
    /// compared at the end of every frame of the host the observation was made in, and the handler
    /// runs at once when the setter calls `didChangeValue(for:)`, Foundation's manual notification.
    @preconcurrency @MainActor
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation.observing(self, keyPath, property: nil, options: options, announcedBy: nil,
                                                          changeHandler: changeHandler)
        ManuallyNotifiedObservations.add(observation, of: self)
        return observation
    }

    /// Foundation's manual notification before a change. The handler runs after it only (`.prior`
    /// is not built) and the old value is the one last reported, so there is nothing to do before.
    public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {}

    /// Foundation's manual notification after a change: every observation of `keyPath` of this
    /// object is called now, even if the value is equal, as Foundation calls it. Models are seldom
    /// main-actor types, so this may be called from any thread; off the main thread the handlers
    /// run soon after on the main queue (the lab's observations live on the main actor).
    public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        let change = ManualChange(object: self, keyPath: keyPath)
        guard Diagnostics.isOnMainQueue else { return DispatchQueue.main.async { MainActor.assumeIsolated { change.tell() } } }
        MainActor.assumeIsolated { change.tell() }
    }
}

/// The observations of each observed app object, so its `didChangeValue(for:)` finds them from any
/// host or none: kept beside the object, as Objective-C keeps observers with it.
@MainActor
enum ManuallyNotifiedObservations {
    private static let byObject = ObjectSideTable<[WeakObservation]>()

    static func add(_ observation: NSKeyValueObservation, of object: AnyObject) {
        byObject.update(object) { observations in
            observations = (observations ?? []).filter { $0.value?.isValid ?? false } + [WeakObservation(value: observation)]
        }
    }

    /// The live observations of `object`.
    static func of(_ object: AnyObject) -> [NSKeyValueObservation] {
        (byObject.value(for: object) ?? []).compactMap(\.value).filter { $0.isValid && $0.object === object }
    }
}

/// One `didChangeValue(for:)`, carried to the main actor. The object is only compared by identity
/// and its key path read there, as Foundation reads it on the changing thread.
private struct ManualChange: @unchecked Sendable {
    let object: AnyObject
    let keyPath: AnyKeyPath

    @MainActor func tell() {
        for observation in ManuallyNotifiedObservations.of(object) where observation.keyPath == keyPath {
            observation.valueMayHaveChanged(wasSet: true)
        }
    }
}
