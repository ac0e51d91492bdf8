import Foundation
import Synchronization

/// The observers that `NotificationCenter.addObserver(_:selector:name:object:)` registered (the
/// porting rule's typed form), kept by centre and observer so that `removeObserver(_:)` with the
/// observer itself removes them, as on iOS: Foundation on Linux removes only the tokens its block
/// API hands out. Shared as the centre it stands beside is (`NotificationCenter.default` is one per
/// process); a centre's entries are its own.
final class SelectorObservers: Sendable {
    static let shared = SelectorObservers()

    private struct Registration: @unchecked Sendable {
        weak var observer: AnyObject?
        let observerIdentity: ObjectIdentifier
        let name: NSNotification.Name?
        let objectIdentity: ObjectIdentifier?
        let token: NSObjectProtocol
    }

    private let byCenter = Mutex<[ObjectIdentifier: [Registration]]>([:])

    func add(_ token: NSObjectProtocol, observer: AnyObject, name: NSNotification.Name?, object: Any?, in center: NotificationCenter) {
        let registration = Registration(observer: observer, observerIdentity: ObjectIdentifier(observer), name: name,
                                        objectIdentity: Self.identity(of: object), token: token)
        byCenter.withLock { $0[ObjectIdentifier(center), default: []].append(registration) }
    }

    /// Takes out the tokens of `observer` for `name` and `object` (nil matches any), and those of
    /// observers that have gone; the caller removes them from the centre.
    func remove(_ observer: AnyObject, name: NSNotification.Name?, object: Any?, in center: NotificationCenter) -> [NSObjectProtocol] {
        let identity = ObjectIdentifier(observer), objectIdentity = Self.identity(of: object)
        return byCenter.withLock { table in
            var removed: [NSObjectProtocol] = []
            table[ObjectIdentifier(center)]?.removeAll { registration in
                let matches = registration.observer == nil || (registration.observerIdentity == identity
                    && (name == nil || registration.name == name)
                    && (objectIdentity == nil || registration.objectIdentity == objectIdentity))
                if matches { removed.append(registration.token) }
                return matches
            }
            return removed
        }
    }

    /// Forgets a token whose observer has gone.
    func forget(_ token: NSObjectProtocol, in center: NotificationCenter) {
        byCenter.withLock { table in table[ObjectIdentifier(center)]?.removeAll { $0.token === token } }
    }

    private static func identity(of object: Any?) -> ObjectIdentifier? {
        guard let object else { return nil }
        return ObjectIdentifier(object as AnyObject)
    }
}
