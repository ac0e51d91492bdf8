/// Timing: a cubic Bézier curve or a spring.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurve: TimingCurveValue { get }
}

/// The curve a timing provider stands for (opaque to users).
public struct TimingCurveValue: Sendable {
    let curve: TimingCurve
}
