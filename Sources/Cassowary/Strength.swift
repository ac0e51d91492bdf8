/// Strengths as weights in the objective. `required` constraints must hold; the others are
/// satisfied as well as their weights allow, as in Cassowary (and kiwi's numbers).
public enum Strength {
    public static let required: Double = 1_001_001_000
    public static let strong: Double = 1_000_000
    public static let medium: Double = 1_000
    public static let weak: Double = 1

    /// Clips a strength into [0, required].
    static func clip(_ value: Double) -> Double { Swift.min(required, Swift.max(0, value)) }
}
