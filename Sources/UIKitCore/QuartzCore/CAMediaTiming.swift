/// Seconds, as Core Foundation's `CFTimeInterval` (which Foundation on Linux lacks).
public typealias CFTimeInterval = Double

/// The frame clock's time, in seconds, as `CACurrentMediaTime()`: the time animations' `beginTime`
/// is measured in. In a headless host it is the host's fake clock.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval { HostEnvironment.current.animationEngine.now }

/// What an animation shows outside its active time, as Core Animation's fill modes.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier pacing curve, as Core Animation's `CAMediaTimingFunction`, with its named curves'
/// control points.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    let curve: CubicBezier

    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: curve = .linear
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInEaseOut
        default: curve = .default
        }
        super.init()
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = CubicBezier(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
        super.init()
    }

    /// Progress at `time` (0…1) of the duration.
    func progress(at time: CGFloat) -> CGFloat { curve.value(at: Swift.min(1, Swift.max(0, time))) }
}
