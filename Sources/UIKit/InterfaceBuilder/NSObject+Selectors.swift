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
