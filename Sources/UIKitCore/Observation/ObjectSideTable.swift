import Foundation

/// Values kept for objects that cannot hold them themselves (stored properties cannot be added to
/// a Swift `NSObject` from outside, where Objective-C keeps observers and associated objects with
/// the object). An entry is reached only through its object, so two hosts never see each other's,
/// and it goes once its object is freed (checked as the table grows, and an identifier reused by
/// a new object finds nothing). Any thread may use it.
final class ObjectSideTable<Value>: @unchecked Sendable {
    private struct Entry {
        weak var owner: AnyObject?
        var value: Value
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private let lock = NSLock()

    /// `object`'s value, nil when it has none.
    func value(for object: AnyObject) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
        return entry.value
    }

    /// Changes `object`'s value (nil: it has none; set to nil: it has none after).
    func update<Result>(_ object: AnyObject, _ change: (inout Value?) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(object)
        var value = entries[key].flatMap { $0.owner === object ? $0.value : nil }
        let result = change(&value)
        entries[key] = value.map { Entry(owner: object, value: $0) }
        if entries.count.isMultiple(of: 64) { entries = entries.filter { $0.value.owner != nil } }
        return result
    }
}
