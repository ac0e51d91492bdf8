/// Told when an animation starts and stops, as Core Animation's `CAAnimationDelegate` (both
/// methods optional).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base of Core Animation's explicit animations, as `CAAnimation`: timing (begin time,
/// duration, speed, repeats, autoreverse), fill mode, removal on completion, and a delegate, which
/// Core Animation retains.
@preconcurrency @MainActor
open class CAAnimation: NSObject {
    /// Core Animation's default duration, used when `duration` is 0 (and no transaction sets one).
    public static let defaultDuration: CFTimeInterval = 0.25

    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    open var timingFunction: CAMediaTimingFunction?
    open var isRemovedOnCompletion = true
    /// Retained, as Core Animation documents.
    open var delegate: CAAnimationDelegate?

    public override init() { super.init() }

    /// The duration it plays with: its own, else the transaction's, else 0.25 s.
    var effectiveDuration: CFTimeInterval = 0
    /// Set once it finished or was removed (a transaction's completion waits for this).
    var hasStoppedPlaying = false

    /// How long one pass takes (its duration, twice with autoreverse) and all of them.
    var passDuration: CFTimeInterval { effectiveDuration * (autoreverses ? 2 : 1) }
    var activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        return passDuration * Double(repeatCount > 0 ? repeatCount : 1)
    }

    /// Progress through one iteration (0…1, paced by the timing function) at `local` seconds since
    /// the start, or nil when the animation shows nothing then (before it, or after it without fill).
    func iterationProgress(atLocalTime local: CFTimeInterval) -> CGFloat? {
        let time = local * Double(speed) + timeOffset
        let fillsBackwards = fillMode == .backwards || fillMode == .both
        let fillsForwards = fillMode == .forwards || fillMode == .both
        if time < 0 { return fillsBackwards ? pace(0) : nil }
        let duration = Swift.max(effectiveDuration, 1e-9)
        if time >= activeDuration {
            guard fillsForwards else { return nil }
            return pace(endProgress)
        }
        var position = time.truncatingRemainder(dividingBy: passDuration > 0 ? passDuration : duration)
        var reversed = false
        if autoreverses && position >= duration {
            position -= duration
            reversed = true
        }
        let share = CGFloat(position / duration)
        return pace(reversed ? 1 - share : share)
    }

    /// Where the last pass ends: back at the start with autoreverse, else at the end (a fraction
    /// of a repeat count ends part way).
    private var endProgress: CGFloat {
        if autoreverses { return 0 }
        let fraction = CGFloat(repeatCount).truncatingRemainder(dividingBy: 1)
        return repeatCount > 0 && fraction > 0 ? fraction : 1
    }

    func pace(_ share: CGFloat) -> CGFloat { timingFunction?.progress(at: share) ?? share }

    /// Whether it has played through by `local` seconds since its start.
    func hasEnded(atLocalTime local: CFTimeInterval) -> Bool {
        local * Double(speed) + timeOffset >= activeDuration && activeDuration.isFinite
    }

    /// Values kept on the animation under keys of the app's own (`setValue(_:forKey:)`).
    private var keyedValues: [String: Any] = [:]

    /// Keeps `value` on the animation under `key`, as Core Animation's key-value coding extension
    /// lets an app tag an animation (its delegate reads the tag back with `value(forKey:)`).
    /// Nil removes it.
    open func setValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }

    /// The value kept under `key`, or nil.
    open func value(forKey key: String) -> Any? { keyedValues[key] }

    /// A copy, as Core Animation copies an animation when it is added to a layer.
    func copyForLayer() -> CAAnimation {
        let copy = makeCopy()
        copy.keyedValues = keyedValues
        copy.beginTime = beginTime
        copy.duration = duration
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.timingFunction = timingFunction
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.delegate = delegate
        return copy
    }

    /// A new instance of the same class with the subclass's own values; subclasses override.
    func makeCopy() -> CAAnimation { CAAnimation() }

    /// The key paths this animation (and its children) animate, for checking them when added.
    var animatedKeyPaths: [String] { [] }

    /// It finished or was removed from the layer of `view` (a transition takes its overlay away).
    func didStopPlaying(on view: UIView) {}

    /// Writes what it shows at `progress` into `values`, for the layer's `view`.
    func apply(progress: CGFloat, localTime: CFTimeInterval, to values: inout LayerAnimationValues, of view: UIView) {}
}
