import Synchronization

/// A running key-value observation, as Foundation's `NSKeyValueObservation`: it reports until it is
/// invalidated or freed, so keep it in a property.
///
/// Without the Objective-C runtime nothing intercepts setters. The lab's own setters of a view's
/// geometry, alpha, visibility, colour, a scroll view's offsets, sizes and insets and a text field's
/// text announce every set, and the handler runs at once, as with KVO (equal values included, but
/// for a scroll view's `contentOffset`, which UIKit leaves alone when it is set to itself); any
/// other key path is compared at the end of every frame of its host, so its handler runs by the
/// next frame at the latest, or at once when the setter calls `didChangeValue(for:)`.
@preconcurrency @MainActor
public final class NSKeyValueObservation: NSObject {
    /// Reads the value and calls the handler if it changed, or always when it was set.
    private let check: (_ wasSet: Bool) -> Void
    let keyPath: AnyKeyPath
    /// The announced property the key path names, if any (ObservedProperty.swift).
    let property: ObservedProperty?
    /// The observed object, for `didChangeValue(for:)` to find its observations.
    private(set) weak var object: AnyObject?
    /// Set by `invalidate()`, which may run on any thread (a `deinit`): a lock, not the main actor.
    private nonisolated let invalidated = Mutex(false)

    init(object: AnyObject, keyPath: AnyKeyPath, property: ObservedProperty?, check: @escaping (_ wasSet: Bool) -> Void) {
        self.object = object
        self.keyPath = keyPath
        self.property = property
        self.check = check
    }

    /// Stops the observation at once; the handler is not called again. Callable from anywhere, a
    /// `deinit` included, as Foundation's. The observed view forgets it at its next change.
    public nonisolated func invalidate() {
        invalidated.withLock { $0 = true }
    }

    /// Calls the handler if the value differs from the last one reported, or, when `wasSet`, in any
    /// case (Foundation's automatic observation reports every set).
    func valueMayHaveChanged(wasSet: Bool = false) {
        guard isValid else { return }
        // A handler that sets what it observes runs again from inside itself; one that never stops
        // would run the stack out, so the lab stops it at a depth no settling handler reaches.
        guard nestedCalls < NSKeyValueObservation.deepestNesting else {
            Diagnostics.warnOnce("kvo-recursion-\(keyPath)", "observe(\(keyPath)): the change handler changed the value it observes from inside itself \(NSKeyValueObservation.deepestNesting) times over without settling; it is not called deeper. Set the value only when it differs, or invalidate the observation while the handler changes it.")
            return
        }
        nestedCalls += 1
        defer { nestedCalls -= 1 }
        check(wasSet)
    }

    /// How many calls of this observation's handler are running now, one inside another.
    private var nestedCalls = 0
    static let deepestNesting = 64

    var isValid: Bool { !invalidated.withLock { $0 } }
}

/// A weak reference, so an observation the app drops ends (as Foundation's does on deinit).
struct WeakObservation {
    weak var value: NSKeyValueObservation?
}
