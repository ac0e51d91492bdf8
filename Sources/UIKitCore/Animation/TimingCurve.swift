/// A progress curve: how far along (0 at the start, 1 at the end, beyond 1 for a spring's overshoot)
/// an animation is after a share of its duration, or after a time in seconds for physical curves.
///
/// Ease curves and springs go through this one type, so every animation path (UIView.animate,
/// property animators, transitions) treats them alike.
enum TimingCurve: Equatable, Sendable {
    case bezier(CubicBezier)
    case spring(SpringCurve)

    static let linear = TimingCurve.bezier(.linear)
    static let easeInEaseOut = TimingCurve.bezier(.easeInEaseOut)

    /// Progress after `elapsed` seconds of an animation that lasts `duration` seconds.
    func progress(elapsed: TimeInterval, duration: TimeInterval) -> CGFloat {
        guard duration > 0 else { return 1 }
        let share = Swift.min(1, Swift.max(0, elapsed / duration))
        switch self {
        case .bezier(let curve):
            return curve.value(at: CGFloat(share))
        case .spring(let spring):
            // The spring runs in real seconds; the animation snaps the last sliver at its duration.
            return share >= 1 ? 1 : spring.value(at: Swift.max(0, elapsed))
        }
    }
}

/// A cubic Bézier timing function from (0, 0) to (1, 1) with two control points, as Core Animation's.
struct CubicBezier: Equatable, Sendable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    static let `default` = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    static let easeInEaseOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)

    /// The curve's y for a given x (share of time), solving x(s) = x by Newton's method with a
    /// bisection fallback, to 1e-7.
    func value(at x: CGFloat) -> CGFloat {
        let x = Double(x)
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if x1 == y1 && x2 == y2 { return CGFloat(x) }
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < 1e-7 { return CGFloat(sampleY(s)) }
            let slope = sampleDerivativeX(s)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var low = 0.0, high = 1.0
        s = x
        while high - low > 1e-7 {
            if sampleX(s) < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return CGFloat(sampleY(s))
    }

    private func sampleX(_ s: Double) -> Double { bezier(s, x1, x2) }
    private func sampleY(_ s: Double) -> Double { bezier(s, y1, y2) }
    private func sampleDerivativeX(_ s: Double) -> Double {
        3 * (1 - s) * (1 - s) * x1 + 6 * (1 - s) * s * (x2 - x1) + 3 * s * s * (1 - x2)
    }
    private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }
}
