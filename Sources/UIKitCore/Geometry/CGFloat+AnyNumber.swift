import Foundation

extension CGFloat {
    /// A number handed over untyped (a dictionary's value, a key path's argument, a text
    /// attribute): any of Swift's number types, or an `NSNumber`; nil for anything else.
    init?(anyNumber value: Any?) {
        switch value {
        case let value as CGFloat: self = value
        case let value as Double: self = CGFloat(value)
        case let value as Float: self = CGFloat(value)
        case let value as Int: self = CGFloat(value)
        case let value as NSNumber: self = CGFloat(value.doubleValue)
        default: return nil
        }
    }
}
