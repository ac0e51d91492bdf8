import Synchronization

/// A running key-value observation, as Foundation's `NSKeyValueObservation`: it reports until it is
/// invalidated or freed, so keep it in a property.
///
/// Without the Objective-C runtime nothing intercepts setters. The lab's own setters of a view's
/// geometry, alpha, visibility, colour and a scroll view's offsets, sizes and insets announce their
/// changes, and the handler runs at once, as with KVO; any other key path of a view is compared at
/// the end of every frame, so its handler runs by the next frame at the latest.
@preconcurrency @MainActor
public final class NSKeyValueObservation: NSObject {
    /// Reads the value, compares it with the last one and calls the handler.
    private let check: (_ prior: Bool) -> Void
    let keyPath: AnyKeyPath
    /// Set by `invalidate()`, which may run on any thread (a `deinit`): a lock, not the main actor.
    private nonisolated let invalidated = Mutex(false)

    init(keyPath: AnyKeyPath, check: @escaping (_ prior: Bool) -> Void) {
        self.keyPath = keyPath
        self.check = check
    }

    /// Stops the observation at once; the handler is not called again. Callable from anywhere, a
    /// `deinit` included, as Foundation's. The observed view forgets it at its next change.
    public nonisolated func invalidate() {
        invalidated.withLock { $0 = true }
    }

    /// Compares the value with the last one reported and calls the handler if it changed.
    func valueMayHaveChanged() {
        guard isValid else { return }
        check(false)
    }

    var isValid: Bool { !invalidated.withLock { $0 } }
}

/// A weak reference, so an observation the app drops ends (as Foundation's does on deinit).
struct WeakObservation {
    weak var value: NSKeyValueObservation?
}
