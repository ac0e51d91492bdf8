import Foundation

/// One `@IBInspectable` property of `Owner`: the name Interface Builder's user-defined runtime
/// attributes give it and the property they set. Without key-value coding a document cannot set a
/// property by its name, so the class's table lists it (`presentation-lab import` writes it):
///
///     InterfaceBuilderClass(RoundedButton.self, inspectables: [.inspectable("cornerRadius", \.cornerRadius)])
@preconcurrency @MainActor
public struct InterfaceBuilderInspectable<Owner: AnyObject> {
    let name: String
    /// Sets the property from an archived value; false when the value is not of its type.
    let assign: (Owner, Any) -> Bool

    public static func inspectable<Value>(_ name: String, _ property: ReferenceWritableKeyPath<Owner, Value>) -> Self {
        Self(name: name) { owner, archived in
            guard let value: Value = converted(archived) else { return false }
            owner[keyPath: property] = value
            return true
        }
    }

    /// An archived value as the property's type: a number (or a string, read as NSString's
    /// `doubleValue` and `boolValue`) for any numeric or Boolean property, as key-value coding
    /// converts one; everything else as it is (a colour, a point, a string…).
    private static func converted<Value>(_ archived: Any) -> Value? {
        if let value = archived as? Value { return value }
        let number: Double, flag: Bool
        switch archived {
        case let double as Double: (number, flag) = (double, double != 0)
        case let boolean as Bool: (number, flag) = (boolean ? 1 : 0, boolean)
        case let text as String: (number, flag) = (KeyValueCodingScalar.double(text), KeyValueCodingScalar.bool(text))
        default: return nil
        }
        let candidates: [Any] = [number, CGFloat(number), Float(number), Int(exactly: number.rounded(.towardZero)) ?? 0, flag]
        for candidate in candidates { if let value = candidate as? Value { return value } }
        return nil
    }
}
