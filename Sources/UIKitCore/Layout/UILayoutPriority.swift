import Cassowary

/// A constraint's priority, 1…1000; 1000 is required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (l: UILayoutPriority, r: UILayoutPriority) -> Bool { l.rawValue < r.rawValue }
    public static func + (l: UILayoutPriority, r: Float) -> UILayoutPriority { UILayoutPriority(l.rawValue + r) }
    public static func - (l: UILayoutPriority, r: Float) -> UILayoutPriority { UILayoutPriority(l.rawValue - r) }

    /// The solver weight: required stays required; every other priority has a rank of its own, so
    /// all its constraints weigh the same within it.
    var solverStrength: Double { rawValue >= 1000 ? Strength.required : Strength.medium }

    /// The solver rank, in thousandths of a priority: "higher priority constraints are satisfied
    /// before lower priority constraints" (NSLayoutConstraint.priority), however many the lower are.
    var solverRank: Int {
        rawValue >= 1000 ? 1_000_000 : Swift.min(999_999, Int((Double(Swift.max(0, rawValue)) * 1000).rounded()))
    }
}

extension NSLayoutConstraint {
    /// Axis of a layout, for content hugging and compression resistance.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}
