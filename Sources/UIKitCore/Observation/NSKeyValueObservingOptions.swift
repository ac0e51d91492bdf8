/// What a key-value observation reports, as Foundation's `NSKeyValueObservingOptions`.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the value before it.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler runs once at once, with the current value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler also runs before each change, with `isPrior` set.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}
