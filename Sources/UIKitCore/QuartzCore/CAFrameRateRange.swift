/// The frame rates a display link asks for, as Core Animation's `CAFrameRateRange`: the display
/// picks a rate in `minimum...maximum`, `preferred` when it can. Zeros mean "the display's own rate".
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// The display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }

    /// The rate a display refreshing `displayRate` times a second runs a link at: the preferred
    /// rate, else the maximum, never above the display's (zero or none: the display's).
    func rate(onDisplayOf displayRate: Double) -> Double {
        let asked = Double(preferred.flatMap { $0 > 0 ? $0 : nil } ?? (maximum > 0 ? maximum : 0))
        guard asked > 0 else { return displayRate }
        return Swift.min(displayRate, Swift.max(Double(minimum), asked))
    }
}
