import Foundation

// Calls by selector name, as app code routes segues and menus (`responds(to:)`,
// `perform(_:with:)`), answered from the module's `InterfaceBuilderClasses` table: the actions
// listed there are the methods a name can reach without the Objective-C runtime.

/// The selector named `aSelectorName` (`"showDetail:"`).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

/// A selector's name.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.description }

extension NSObject {
    /// Whether the object's classes list the action `aSelector` in their module's table.
    @preconcurrency @MainActor
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return InterfaceBuilderClassTables.current.responds(self, to: aSelector.description)
    }

    /// Calls the listed action `aSelector` with no argument; its result is not returned (actions return nothing).
    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        send(aSelector, argument: nil)
    }

    /// Calls the listed action `aSelector` with `object` as its argument.
    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        send(aSelector, argument: object)
    }

    /// Calls the listed action `aSelector` on the main thread: now when `wait` is true (the
    /// caller is on it), else on the run loop's next turn, as Foundation queues it.
    @preconcurrency @MainActor
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
        guard !wait else {
            _ = send(aSelector, argument: arg)
            return
        }
        perform(aSelector, with: arg, afterDelay: 0)
    }

    /// Calls the listed action `aSelector` with `anArgument` after `delay` seconds, from the run
    /// loop, as a timer would.
    @preconcurrency @MainActor
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        let call = UncheckedSendableCall { [self] in _ = self.send(aSelector, argument: anArgument) }
        // The main thread's run loop: the lab's app code runs there, as UIKit's does.
        RunLoop.main.add(Timer(timeInterval: max(0, delay), repeats: false) { _ in
            MainActor.assumeIsolated { call.run() }
        }, forMode: .default)
    }

    @preconcurrency @MainActor
    private func send(_ aSelector: Selector?, argument: Any?) -> Unmanaged<AnyObject>? {
        guard let aSelector else { return nil }
        switch InterfaceBuilderClassTables.current.send(aSelector.description, to: self, from: argument, event: nil) {
        case true?: break
        case false?:
            Diagnostics.warn("-[\(type(of: self)) \(aSelector)]: the method takes no \(argument.map { "\(type(of: $0))" } ?? "nil"); not called.")
        case nil:
            // UIKit raises here; the lab says so and goes on, since the method may only be missing from the table.
            Diagnostics.warn("-[\(type(of: self)) \(aSelector)]: unrecognized selector sent to instance. List the method in \(InterfaceBuilderClassTables.module(of: type(of: self))).InterfaceBuilderClasses (presentation-lab import writes it).")
        }
        return nil
    }
}

/// A main-actor call handed to a timer, which runs it on the main thread.
private struct UncheckedSendableCall: @unchecked Sendable {
    let run: () -> Void
}
