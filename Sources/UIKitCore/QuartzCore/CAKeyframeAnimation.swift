public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Drawn as `.linear` here.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Drawn as `.linear` here.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Drawn as `.linear` here.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// An animation through a list of values, as Core Animation's `CAKeyframeAnimation`: at `keyTimes`
/// (shares of the duration, evenly spread when nil), each segment paced by its timing function.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// For a point property (`position`): the path the value follows, overriding `values`. The
    /// value moves along it at an even pace (by length), from its first point to its last.
    open var path: CGPath?
    /// Kept; a layer moving along a path does not turn with it here (says so once when set).
    open var rotationMode: CAAnimationRotationMode? {
        didSet {
            if rotationMode != nil {
                Diagnostics.warnOnce("rotationMode", "CAKeyframeAnimation.rotationMode is not honoured; the layer keeps its transform along the path.")
            }
        }
    }

    override func copyForLayer() -> CAAnimation {
        let copy = super.copyForLayer() as! CAKeyframeAnimation
        copy.values = values
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.path = path
        copy.rotationMode = rotationMode
        return copy
    }

    override func makeCopy() -> CAAnimation { CAKeyframeAnimation() }

    override func apply(progress: CGFloat, localTime: CFTimeInterval, to values: inout LayerAnimationValues, of view: UIView) {
        guard let name = keyPath, let path = LayerKeyPath.named(name) else { return }
        if let route = self.path, path.modelValue(of: view).count == 2 {
            let point = CAKeyframeAnimation.point(along: route, at: progress)
            show([point.x, point.y], keyPath: path, in: &values, of: view)
            return
        }
        let frames = (self.values ?? []).compactMap { path.numbers(from: $0) }
        guard let first = frames.first else { return }
        guard frames.count > 1 else { show(first, keyPath: path, in: &values, of: view); return }
        let times = keyTimes.map { $0.map { CGFloat($0.doubleValue) } } ?? frames.indices.map { CGFloat($0) / CGFloat(frames.count - 1) }
        let count = Swift.min(times.count, frames.count)
        var index = 0
        while index < count - 2 && progress >= times[index + 1] { index += 1 }
        if calculationMode == .discrete {
            let last = (0..<count).last { times[$0] <= progress } ?? 0
            show(frames[last], keyPath: path, in: &values, of: view)
            return
        }
        let start = times[index], end = times[Swift.min(index + 1, count - 1)]
        var share = end > start ? Swift.min(1, Swift.max(0, (progress - start) / (end - start))) : 1
        if let functions = timingFunctions, index < functions.count { share = functions[index].progress(at: share) }
        let a = frames[index], b = frames[Swift.min(index + 1, count - 1)]
        show(path.interpolate(a, b, share), keyPath: path, in: &values, of: view)
    }
}

extension CAKeyframeAnimation {
    /// The point `progress` (0…1) of the way along `route` by length.
    static func point(along route: CGPath, at progress: CGFloat) -> CGPoint {
        let points = route.flattened().flatMap { piece in piece.closed ? piece.points + [piece.points[0]] : piece.points }
        guard var previous = points.first else { return .zero }
        let lengths = zip(points, points.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
        var remaining = Swift.max(0, Swift.min(1, progress)) * lengths.reduce(0, +)
        for (index, length) in lengths.enumerated() {
            let next = points[index + 1]
            if remaining <= length, length > 0 {
                let share = remaining / length
                return CGPoint(x: previous.x + (next.x - previous.x) * share, y: previous.y + (next.y - previous.y) * share)
            }
            remaining -= length
            previous = next
        }
        return points[points.count - 1]
    }
}

/// How a layer animated along a path turns, as Core Animation's `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// Animations run together on one clock, as Core Animation's `CAAnimationGroup`: each child's
/// times are within the group's, and the group's duration cuts them off.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    override func copyForLayer() -> CAAnimation {
        let copy = super.copyForLayer() as! CAAnimationGroup
        copy.animations = animations?.map { $0.copyForLayer() }
        return copy
    }

    override func makeCopy() -> CAAnimation { CAAnimationGroup() }

    override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

    override func apply(progress: CGFloat, localTime: CFTimeInterval, to values: inout LayerAnimationValues, of view: UIView) {
        // The children run on the group's own (unpaced) time.
        let groupTime = Double(progress) * effectiveDuration
        for child in animations ?? [] {
            child.effectiveDuration = child.duration > 0 ? child.duration : effectiveDuration
            let childTime = groupTime - child.beginTime
            guard let childProgress = child.iterationProgress(atLocalTime: childTime) else { continue }
            child.apply(progress: childProgress, localTime: childTime, to: &values, of: view)
        }
    }
}
