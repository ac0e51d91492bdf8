import Foundation

/// How snapshots of a format are stored and compared: to and from the bytes of a reference file,
/// and a comparison that returns nil when two snapshots match, or a message and attachments.
public struct Diffing<Value> {
    public var toData: (Value) -> Data
    public var fromData: (Data) -> Value
    public var diff: (Value, Value) -> (String, [XCTAttachment])?

    public init(toData: @escaping (_ value: Value) -> Data, fromData: @escaping (_ data: Data) -> Value,
                diff: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}
