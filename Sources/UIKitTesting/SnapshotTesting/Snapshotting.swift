/// A snapshot strategy: how a value of one type becomes a snapshot of a format (a view
/// controller's image, a view's hierarchy as text), which file extension its reference has, and
/// how two snapshots are compared.
public struct Snapshotting<Value, Format> {
    /// The reference file's extension ("png", "txt"), or nil for none.
    public var pathExtension: String?
    public var diffing: Diffing<Format>
    /// Takes the snapshot, now or once the value is ready.
    public var snapshot: (Value) -> Async<Format>

    public init(pathExtension: String?, diffing: Diffing<Format>, asyncSnapshot: @escaping (_ value: Value) -> Async<Format>) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = asyncSnapshot
    }

    public init(pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping (_ value: Value) -> Format) {
        self.init(pathExtension: pathExtension, diffing: diffing) { value in Async(value: snapshot(value)) }
    }

    /// This strategy applied to values of another type, turned into this one's by `transform`.
    public func pullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Value) -> Snapshotting<NewValue, Format> {
        asyncPullback { value in Async(value: transform(value)) }
    }

    /// `pullback` whose transform delivers its value later.
    public func asyncPullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Async<Value>) -> Snapshotting<NewValue, Format> {
        Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
            Async { callback in transform(newValue).run { value in snapshot(value).run(callback) } }
        }
    }
}

/// A strategy whose value is its own snapshot (an image compared as an image, text as text).
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}
