// UIView's block-based animation API. Changes made in the block are recorded against what the
// screen shows now, and run on the frame clock from the frame in which the block was committed.
extension UIView {
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The Bézier curve the options name (ease-in-out when none is named, as in UIKit).
        var curve: CubicBezier {
            switch (rawValue >> 16) & 0xF {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInEaseOut
            }
        }

        var transitionKind: UInt { (rawValue >> 20) & 0xF }
    }

    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    // MARK: Basic animations

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, curve: .bezier(options.curve), options: options,
            animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring animation: `dampingRatio` 1 settles without overshoot, lower values oscillate;
    /// `velocity` is in animation distances per second.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let spring = SpringCurve(dampingRatio: dampingRatio, duration: duration, initialVelocity: velocity)
        run(duration: duration, delay: delay, curve: .spring(spring), options: options, animations: animations, completion: completion)
    }

    /// The iOS 17 spring: `duration` is the spring's perceptual duration (its response) and `bounce`
    /// 0 settles without overshoot, up to 1 for more; negative values are overdamped.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                              initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let omega = 2 * Double.pi / Swift.max(0.01, duration)
        let ratio = bounce >= 0 ? 1 - Double(Swift.min(bounce, 0.99)) : 1 / (1 + Double(bounce))
        let spring = SpringCurve(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: Double(velocity))
        run(duration: spring.settlingDuration(), delay: delay, curve: .spring(spring), options: options,
            animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animation recording off, so its changes apply at once.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        HostEnvironment.current.animationRecorder.withoutRecording(actionsWithoutAnimation)
    }

    /// The duration of the animation block being recorded, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        HostEnvironment.current.animationRecorder.currentGroup?.duration ?? 0
    }

    public class var areAnimationsEnabled: Bool { HostEnvironment.current.areAnimationsEnabled }

    public class func setAnimationsEnabled(_ enabled: Bool) { HostEnvironment.current.areAnimationsEnabled = enabled }

    @discardableResult
    static func run(duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, options: AnimationOptions,
                    animations: () -> Void, completion: ((Bool) -> Void)?) -> AnimationGroup? {
        let environment = HostEnvironment.current
        let recorder = environment.animationRecorder
        guard environment.areAnimationsEnabled else {
            recorder.withoutRecording(animations)
            completion.map { environment.runAfterFrame($0, finished: true) }
            return nil
        }
        // A block inside another animation block takes the outer duration and curve, as in UIKit,
        // unless told to override them.
        var duration = duration, curve = curve, options = options
        if let outer = recorder.currentGroup {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) { curve = outer.curve }
            // And its options (repeating, autoreversing, letting touches through) unless told not to.
            if !options.contains(.overrideInheritedOptions) {
                options.formUnion(outer.options.intersection([.allowUserInteraction, .repeat, .autoreverse]))
            }
        }
        let group = AnimationGroup(duration: duration, delay: delay, curve: curve, options: options)
        if let completion { group.completions.append(completion) }
        recorder.record(into: group, in: environment) {
            animations()
            if options.contains(.layoutSubviews) { for view in group.animatedViews { view.layoutIfNeeded() } }
            if options.contains(.allowAnimatedContent) {
                Diagnostics.warnOnce("allowAnimatedContent", "UIView.AnimationOptions.allowAnimatedContent is not honoured: views draw their final content through the animation.")
            }
        }
        return group
    }

    // MARK: Keyframes

    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let basic = AnimationOptions(rawValue: options.rawValue & 0x1F).union(.curveLinear)
        let mode = options.rawValue & (0x7 << 10)
        if mode > KeyframeAnimationOptions.calculationModeDiscrete.rawValue {
            Diagnostics.warnOnce("keyframeCalculationMode", "UIView.animateKeyframes: paced and cubic calculation modes are not built yet; the keyframes run linearly.")
        }
        var group: AnimationGroup?
        HostEnvironment.current.animationRecorder.withKeyframes {
            group = run(duration: duration, delay: delay, curve: .linear, options: basic, animations: animations, completion: completion)
        }
        group?.holdsKeyframeValues = mode == KeyframeAnimationOptions.calculationModeDiscrete.rawValue
    }

    /// A keyframe inside `animateKeyframes`: its changes run from `frameStartTime` for
    /// `frameDuration`, both as shares (0…1) of the whole animation.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        let recorder = HostEnvironment.current.animationRecorder
        guard recorder.isRecordingKeyframes else {
            Diagnostics.warn("UIView.addKeyframe was called outside UIView.animateKeyframes; its changes apply without animation.")
            animations()
            return
        }
        let start = CGFloat(Swift.min(1, Swift.max(0, frameStartTime)))
        let end = Swift.min(1, start + CGFloat(Swift.max(0, frameDuration)))
        recorder.withKeyframeSpan(start...end, animations)
    }

    // MARK: Transitions

    /// Animates a change of `view`'s content. `.transitionCrossDissolve` fades from what the view
    /// showed to what it shows after `animations`; the flips turn the view over, what it showed
    /// turning away and its new content turning in; without a transition it changes at once.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let style = TransitionStyle(options)
        guard style != .none, let superview = view.superview, HostEnvironment.current.areAnimationsEnabled else {
            performWithoutAnimation { animations?() }
            completion.map { HostEnvironment.current.runAfterFrame($0, finished: true) }
            return
        }
        let snapshot = SnapshotView(of: view)
        superview.insertSubview(snapshot, aboveSubview: view)
        performWithoutAnimation { animations?() }
        if case let .flip(axis, turn) = style {
            flip(view, away: snapshot, axis: axis, turn: turn, duration: duration) { finished in
                snapshot.removeFromSuperview()
                completion?(finished)
            }
            return
        }
        run(duration: duration, delay: 0, curve: .bezier(options.curve), options: options,
            animations: { snapshot.alpha = 0 },
            completion: { finished in
                snapshot.removeFromSuperview()
                completion?(finished)
            })
    }

    /// Replaces `fromView` by `toView` in its superview, cross-dissolving or flipping when the
    /// options ask. With `.showHideTransitionViews` both stay in the tree: `fromView` is hidden and
    /// `toView` shown.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let superview = fromView.superview else { completion?(true); return }
        let hides = options.contains(.showHideTransitionViews)
        if hides { toView.isHidden = false } else { superview.insertSubview(toView, belowSubview: fromView) }
        let finish = {
            if hides { fromView.isHidden = true } else { fromView.removeFromSuperview() }
        }
        let style = TransitionStyle(options)
        guard style != .none, HostEnvironment.current.areAnimationsEnabled else {
            finish()
            completion.map { HostEnvironment.current.runAfterFrame($0, finished: true) }
            return
        }
        if case let .flip(axis, turn) = style {
            // What `fromView` shows turns away above `toView`, which turns in where it is.
            let snapshot = SnapshotView(of: fromView)
            superview.insertSubview(snapshot, aboveSubview: toView)
            finish()
            flip(toView, away: snapshot, axis: axis, turn: turn, duration: duration) { finished in
                snapshot.removeFromSuperview()
                completion?(finished)
            }
            return
        }
        run(duration: duration, delay: 0, curve: .bezier(options.curve), options: options,
            animations: { fromView.alpha = 0 },
            completion: { finished in
                finish()
                fromView.alpha = 1
                completion?(finished)
            })
    }
}

extension AnimationGroup {
    @MainActor var animatedViews: [UIView] { members.compactMap { $0.view.value } }
}
