import Foundation

/// A log message written with string interpolation, as `OSLogMessage`: values may carry a privacy
/// level and a format, which the Simulator's console (and so this one) prints in full.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// Who may read a logged value. Every value prints here, as in the Simulator with a debugger attached.
public struct OSLogPrivacy: Equatable, Sendable {
    let name: String
    public static let `public` = OSLogPrivacy(name: "public")
    public static let `private` = OSLogPrivacy(name: "private")
    public static let sensitive = OSLogPrivacy(name: "sensitive")
    public static let auto = OSLogPrivacy(name: "auto")
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }
    public static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .auto }

    public struct Mask: Equatable, Sendable {
        public static let hash = Mask()
        public static let none = Mask()
    }
}

/// How a number is written; the lab honours the digits of fixed formats.
public struct OSLogFloatFormatting: Sendable {
    let digits: Int?
    public static let fixed = OSLogFloatFormatting(digits: nil)
    public static func fixed(precision: Int) -> OSLogFloatFormatting { OSLogFloatFormatting(digits: precision) }
}

public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    public static let decimal = OSLogIntegerFormatting(radix: 10)
    public static let hex = OSLogIntegerFormatting(radix: 16)
    public static let octal = OSLogIntegerFormatting(radix: 8)
}

public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation(_ value: @autoclosure () -> String, privacy: OSLogPrivacy = .auto) {
        text += value()
    }

    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure () -> T,
                                                                           privacy: OSLogPrivacy = .auto) {
        text += value().description
    }

    public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure () -> T,
                                                                format: OSLogIntegerFormatting = .decimal,
                                                                privacy: OSLogPrivacy = .auto) {
        text += String(value(), radix: format.radix)
    }

    public mutating func appendInterpolation(_ value: @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed,
                                             privacy: OSLogPrivacy = .auto) {
        let number = value()
        if let digits = format.digits {
            text += String(format: "%.\(digits)f", number)
        } else {
            text += "\(number)"
        }
    }

    public mutating func appendInterpolation(_ value: @autoclosure () -> Bool, privacy: OSLogPrivacy = .auto) {
        text += value() ? "true" : "false"
    }

    public mutating func appendInterpolation(_ value: @autoclosure () -> any Error, privacy: OSLogPrivacy = .auto) {
        text += String(describing: value())
    }

    public mutating func appendInterpolation(_ value: @autoclosure () -> Any.Type, privacy: OSLogPrivacy = .auto) {
        text += String(describing: value())
    }

    public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T?, privacy: OSLogPrivacy = .auto) {
        text += value().map { String(describing: $0) } ?? "(null)"
    }
}
