/// How holders that may outlive an object reach it without a weak reference: the first weak
/// reference to an object gives it a side table, after which every retain and release of it takes
/// Swift's slow path, and views, layout guides and environments are retained many times a frame.
/// The object owns its handle and empties it in its `deinit`, so a holder then finds nil, as it
/// would through a weak reference (docs/ARCHITECTURE.md, "No weak references to what every frame
/// touches"). Holders declare `@Unretained` properties.
final class UnownedHandle<Object: AnyObject>: @unchecked Sendable {
    /// Set by the object when it makes the handle, cleared in its deinit; read on the main actor.
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var object: Object?

    init(_ object: Object) { self.object = object }

    /// The handle `object` keeps in `storage`, made when first asked for (a view that no constraint,
    /// guide or window list names never makes one).
    static func of(_ object: Object, keptIn storage: inout UnownedHandle<Object>?) -> UnownedHandle<Object> {
        if let storage { return storage }
        let made = UnownedHandle(object)
        storage = made
        return made
    }
}

/// An object that hands out an `UnownedHandle` to itself (a view hands out one typed as `UIView`,
/// whatever its class).
protocol HandleOwner: AnyObject {
    associatedtype HandleObject: AnyObject
    nonisolated var handle: UnownedHandle<HandleObject> { get }
}

/// A reference that neither keeps its object alive nor gives it a side table, and reads nil once
/// the object has gone, as a weak one would.
@propertyWrapper
struct Unretained<Object: HandleOwner> {
    private var handle: UnownedHandle<Object.HandleObject>?

    init(wrappedValue: Object?) { handle = wrappedValue?.handle }

    var wrappedValue: Object? {
        get { handle?.object.map { unsafeDowncast($0, to: Object.self) } }
        set { handle = newValue?.handle }
    }
}
