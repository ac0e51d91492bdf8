// The Objective-C runtime's associated objects, which libraries use to give an extension a stored
// property (`objc_getAssociatedObject(self, &key)`); UIKit brings the ObjectiveC module on iOS, so
// app code calls them without an import. The values are kept beside the object (ObjectSideTable):
// once the object is freed they are unreachable, and released as the table next grows (the
// runtime releases them as the object is deallocated, which Swift gives no hook for here).

/// How an associated value is held, as the runtime's `objc_AssociationPolicy`.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained: read back as nil once the value is freed.
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// The value associated with `object` for `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = associationOwner(object, call: "objc_getAssociatedObject") else { return nil }
    return AssociatedObjects.table.value(for: owner)?[key]?.value
}

/// Associates `value` with `object` for `key` (nil removes it). Copying policies keep the value
/// as given: Swift values are copied already, and the lab has no `NSCopying` to call.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    guard let owner = associationOwner(object, call: "objc_setAssociatedObject") else { return }
    AssociatedObjects.table.update(owner) { values in
        var all = values ?? [:]
        all[key] = value.map { AssociatedValue($0, retained: policy != .OBJC_ASSOCIATION_ASSIGN) }
        values = all.isEmpty ? nil : all
    }
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = associationOwner(object, call: "objc_removeAssociatedObjects") else { return }
    AssociatedObjects.table.update(owner) { $0 = nil }
}

/// The object values are associated with; a value type has none (the runtime needs an object).
private func associationOwner(_ object: Any, call: String) -> AnyObject? {
    guard type(of: object) is AnyClass else {
        Diagnostics.warnOnceFromAnyThread("objc.associated.\(type(of: object))", "\(call): \(type(of: object)) is not a class; values can be associated only with objects, and nothing was kept")
        return nil
    }
    return object as AnyObject
}

private enum AssociatedObjects {
    static let table = ObjectSideTable<[UnsafeRawPointer: AssociatedValue]>()
}

/// One associated value: held strongly, or, for `OBJC_ASSOCIATION_ASSIGN`, weakly when it is an object.
private struct AssociatedValue {
    private let strong: Any?
    private weak var weak: AnyObject?

    init(_ value: Any, retained: Bool) {
        if !retained, type(of: value) is AnyClass {
            strong = nil
            weak = value as AnyObject
        } else {
            strong = value
        }
    }

    var value: Any? { strong ?? weak }
}
