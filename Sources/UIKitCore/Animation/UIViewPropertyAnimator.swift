/// An interruptible animation of view properties, as UIKit's `UIViewPropertyAnimator`:
/// its animations are recorded when it starts (or is first paused), and its clock can be paused,
/// scrubbed with `fractionComplete`, reversed, stopped and finished at either end.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    public let duration: TimeInterval
    public private(set) var delay: TimeInterval = 0
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Accepted but not honoured: the animator can always be paused, scrubbed and reversed.
    open var isInterruptible = true {
        didSet {
            if !isInterruptible {
                Diagnostics.warnOnce("isInterruptible", "UIViewPropertyAnimator.isInterruptible = false is not honoured; the animator can still be paused, scrubbed and reversed.")
            }
        }
    }
    open var isUserInteractionEnabled = true
    /// Scrubbing `fractionComplete` moves the views in step with it (a linear curve) rather than along
    /// the animator's curve; the curve takes over again, from there, when the animator runs.
    open var scrubsLinearly = true
    /// Pause at the end (or the start, reversed) instead of completing, so the animator can be
    /// reversed or scrubbed again; its completions wait until it is stopped and finished.
    open var pausesOnCompletion = false { didSet { group?.pausesAtEnd = pausesOnCompletion } }

    private let curve: TimingCurve
    private var animations: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var group: AnimationGroup?
    private var reversed = false
    /// How fast the clock runs relative to the original duration (continueAnimation's durationFactor).
    private var pace = 1.0
    private var startSnapshot = PropertySnapshot(entries: [])

    /// The clock the animator's group runs on: the host of the views it animates; before it runs,
    /// the host of the code using it.
    private var engine: AnimationEngine { group?.engine ?? HostEnvironment.current.animationEngine }
    private var recorder: AnimationRecorder { HostEnvironment.current.animationRecorder }

    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        curve = Self.curve(of: parameters, over: duration)
        super.init()
    }

    /// A spring is tuned to settle within the time it is played over; a Bézier curve needs no time.
    private static func curve(of parameters: UITimingCurveProvider, over seconds: TimeInterval) -> TimingCurve {
        if let spring = parameters as? UISpringTimingParameters { return .spring(spring.spring(seconds)) }
        return parameters.timingCurve.curve
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates and starts an animator, as UIKit's `runningPropertyAnimator`.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.animationCurve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        let unhonoured = options.intersection([.repeat, .autoreverse, .layoutSubviews, .showHideTransitionViews,
                                               .overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions])
        if !unhonoured.isEmpty {
            Diagnostics.warnOnce("runningPropertyAnimator.options", "runningPropertyAnimator(withDuration:delay:options:animations:completion:) honours the curve and .allowUserInteraction; its other options (\(unhonoured.rawValue)) are ignored.")
        }
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: UIViewImplicitlyAnimating

    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// `delayFactor` (0…1) of the time left passes before the block's changes start; they end with
    /// the animator. A block added while the animator runs starts from what the screen shows now.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = Double(Swift.min(1, Swift.max(0, delayFactor)))
        if let group {
            let done = Double(fractionComplete)
            let window = (done + factor * (1 - done))...1
            recorder.appendRecording(into: group) { recorder.withTimeWindow(window, animation) }
        } else {
            animations.append((animation, CGFloat(factor)))
        }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    // MARK: UIViewAnimating

    public var isRunning: Bool { state == .active && (group?.speed ?? 0) != 0 }

    open var isReversed: Bool {
        get { reversed }
        set {
            reversed = newValue
            if isRunning { run() }
        }
    }

    /// The share of the duration elapsed (not the curve's progress), 0…1.
    open var fractionComplete: CGFloat {
        get {
            guard let group, duration > 0 else { return state == .inactive ? 0 : 1 }
            return CGFloat(Swift.min(1, Swift.max(0, (group.elapsed(at: engine.now) - group.delay) / duration)))
        }
        set {
            if state == .inactive { pauseAnimation() }
            guard let group, !isRunning, state == .active else { return }
            let fraction = Swift.min(1, Swift.max(0, newValue))
            group.seek(toElapsed: group.delay + Double(fraction) * duration, at: engine.now, linearly: scrubsLinearly)
            for view in group.animatedViews { view.setNeedsDisplayTree() }
        }
    }

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        switch state {
        case .inactive:
            self.delay = delay
            record(speed: reversed ? -1 : 1)
        case .active:
            run()
        case .stopped:
            Diagnostics.warn("UIViewPropertyAnimator: startAnimation() on a stopped animator; call finishAnimation(at:) first.")
        }
    }

    /// Runs the clock at the animator's pace in its direction, keeping any curve it was continued with.
    private func run() {
        group?.continue(along: nil, mode: .progress, speed: reversed ? -pace : pace, at: engine.now)
    }

    /// Plays the rest of a paused (or running) animation along `parameters`, or its own timing when
    /// nil. The rest takes `durationFactor` times as long as at the original pace; 0 keeps that pace.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        switch state {
        case .inactive: record(speed: 0)
        case .active: break
        case .stopped:
            Diagnostics.warn("UIViewPropertyAnimator: continueAnimation on a stopped animator; call finishAnimation(at:) first.")
            return
        }
        guard let group else { return }
        pace = durationFactor > 0 ? 1 / Double(durationFactor) : 1
        let done = Double(fractionComplete)
        let seconds = (reversed ? done : 1 - done) * duration / pace
        let newCurve = parameters.map { Self.curve(of: $0, over: seconds) }
        group.continue(along: newCurve, mode: .progress, speed: reversed ? -pace : pace, at: engine.now)
    }

    open func pauseAnimation() {
        switch state {
        case .inactive: record(speed: 0)
        case .active: group?.setSpeed(0, at: engine.now)
        case .stopped: Diagnostics.warn("UIViewPropertyAnimator: pauseAnimation() on a stopped animator; ignored.")
        }
    }

    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, let group else { return }
        // The views stay where they are now: what the screen shows becomes the model.
        let current = group.currentValues(at: engine.now)
        group.completions.removeAll()
        engine.finish(group, finished: false)
        current.apply()
        self.group = nil
        pace = 1
        state = withoutFinishing ? .inactive : .stopped
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            Diagnostics.warn("UIViewPropertyAnimator: finishAnimation(at:) needs a stopped animator; call stopAnimation(false) first.")
            return
        }
        state = .inactive
        for completion in completions { completion(finalPosition) }
        completions.removeAll()
    }

    // MARK: Recording

    private func record(speed: Double) {
        let options: UIView.AnimationOptions = isUserInteractionEnabled ? [.allowUserInteraction] : []
        let group = AnimationGroup(duration: duration, delay: delay, curve: curve, options: options)
        group.endsWhenEmpty = false
        group.pausesAtEnd = pausesOnCompletion
        group.setSpeed(speed, at: engine.now)
        group.completions.append { [weak self] finished in self?.groupDidEnd(finished: finished) }
        self.group = group
        state = .active
        let blocks = animations
        animations.removeAll()
        recorder.record(into: group, in: HostEnvironment.current) {
            for entry in blocks {
                if entry.delayFactor > 0 {
                    recorder.withTimeWindow(Double(entry.delayFactor)...1, entry.block)
                } else {
                    entry.block()
                }
            }
        }
        startSnapshot = group.startValues
    }

    private func groupDidEnd(finished: Bool) {
        guard let group else { return }
        let atStart = group.isRunningBackwards
        if atStart { startSnapshot.apply() }
        self.group = nil
        pace = 1
        state = .inactive
        let position: UIViewAnimatingPosition = atStart ? .start : .end
        for completion in completions { completion(position) }
        completions.removeAll()
    }
}

extension UIView.AnimationOptions {
    var animationCurve: UIView.AnimationCurve {
        switch (rawValue >> 16) & 0xF {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return .easeInOut
        }
    }
}
