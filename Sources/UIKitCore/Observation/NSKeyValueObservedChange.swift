/// One observed change, as Foundation's `NSKeyValueObservedChange`: `newValue` and `oldValue` are
/// set when the observation's options asked for them.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: IndexSet?
    /// True for the call made before the change (`.prior`).
    public let isPrior: Bool
}

/// The kind of an observed change; properties of views only ever report `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}
