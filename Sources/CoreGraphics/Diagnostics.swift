/// Where UIKit would print a console warning, this port prints the same text to standard error;
/// where UIKit raises, it stops with UIKit's words. Warnings that belong to a host are in
/// `Diagnostics+Warnings.swift` (World).
package enum Diagnostics {
    /// `warn` for code that may run off the main actor: always standard error.
    package static func warnFromAnyThread(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Stops the program with `message`, as UIKit raises an exception for a misuse it cannot go on
    /// from (NaN geometry, a view made its own ancestor). `fatalError` keeps the message in release builds.
    package static func fail(_ message: String) -> Never {
        fatalError(message)
    }

    /// Stops with UIKit's words for an uncaught exception of `name` (as the console shows it), for
    /// misuse UIKit raises on: an inconsistent batch update, a cell dequeued for no registration.
    package static func raise(_ name: String = "NSInternalInconsistencyException", reason: String) -> Never {
        fail("*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'")
    }

    /// Stops with the Main Thread Checker's words when UIKit is used off the main thread (Swift 6
    /// code cannot without an `await`; code in the Swift 5 language mode, or behind an unchecked
    /// conversion, can, and would corrupt the view tree silently). `call` is UIKit's method name,
    /// as the checker prints it.
    package static func requireMainThread(_ call: @autoclosure () -> String) {
        guard !isOnMainQueue else { return }
        fail("Main Thread Checker: UI API called on a background thread: \(call())")
    }

    /// True on the main thread or the main queue: where main-actor code runs.
    package static var isOnMainQueue: Bool {
        if let mainThread, pthread_equal(mainThread, pthread_self()) != 0 { return true }
        return Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    /// The main thread, when first asked from it: comparing with it is a read of the thread
    /// pointer, where `Thread.isMainThread` makes two system calls (every view setter asks).
    private static let mainThread: pthread_t? = Thread.isMainThread ? pthread_self() : nil

    /// Marks the main queue, which runs main-actor code on threads other than the main one when the
    /// main thread is parked in dispatchMain() (as Swift Testing's runner does on Linux).
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// UIKit's wording for a non-finite layer geometry value, or nil when every number is finite.
    package static func invalidGeometry(_ name: String, _ numbers: [CGFloat]) -> String? {
        guard numbers.contains(where: { !$0.isFinite }) else { return nil }
        let shown = numbers.map { $0.isNaN ? "nan" : $0.isInfinite ? ($0 > 0 ? "inf" : "-inf") : "\($0)" }
        let kind = numbers.contains(where: \.isNaN) ? "contains NaN" : "is not finite"
        return "CALayer \(name) \(kind): [\(shown.joined(separator: " "))]"
    }
}
