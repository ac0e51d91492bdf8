/// A value delivered later through a callback: how a snapshot strategy hands over its snapshot
/// once the thing it pictures is ready.
public struct Async<Value> {
    public let run: (@escaping (Value) -> Void) -> Void

    public init(run: @escaping (_ callback: @escaping (Value) -> Void) -> Void) {
        self.run = run
    }

    /// A value that is ready now.
    public init(value: Value) {
        self.init { callback in callback(value) }
    }

    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
        Async<NewValue> { callback in run { value in callback(transform(value)) } }
    }
}
