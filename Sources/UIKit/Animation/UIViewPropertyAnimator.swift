/// An interruptible animation of view properties, as UIKit's `UIViewPropertyAnimator`:
/// its animations are recorded when it starts (or is first paused), and its clock can be paused,
/// scrubbed with `fractionComplete`, reversed, stopped and finished at either end.
@MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    public let duration: TimeInterval
    public private(set) var delay: TimeInterval = 0
    public private(set) var state: UIViewAnimatingState = .inactive
    open var isInterruptible = true
    open var isUserInteractionEnabled = true

    private let curve: TimingCurve
    private var animations: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var group: AnimationGroup?
    private var reversed = false
    private var startSnapshot = PropertySnapshot(entries: [])

    private var engine: AnimationEngine { UIApplication.shared.animationEngine }

    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        if let spring = parameters as? UISpringTimingParameters {
            curve = .spring(spring.spring(duration))
        } else {
            curve = parameters.timingCurve.curve
        }
        super.init()
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
                                            options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.animationCurve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: UIViewImplicitlyAnimating

    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        if let group {
            // Added while running: record into the same group so it shares the clock.
            engine.appendRecording(into: group, animation)
        } else {
            animations.append((animation, delayFactor))
        }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    // MARK: UIViewAnimating

    public var isRunning: Bool { state == .active && (group?.speed ?? 0) != 0 }

    open var isReversed: Bool {
        get { reversed }
        set {
            reversed = newValue
            if isRunning, let group { group.setSpeed(newValue ? -1 : 1, at: engine.now) }
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
            group.seek(toElapsed: group.delay + Double(fraction) * duration, at: engine.now)
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
            group?.setSpeed(reversed ? -1 : 1, at: engine.now)
        case .stopped:
            Diagnostics.warn("UIViewPropertyAnimator: startAnimation() on a stopped animator; call finishAnimation(at:) first.")
        }
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
        let group = AnimationGroup(duration: duration, delay: delay, curve: curve, options: options, startTime: engine.now)
        group.endsWhenEmpty = false
        group.setSpeed(speed, at: engine.now)
        group.completions.append { [weak self] finished in self?.groupDidEnd(finished: finished) }
        self.group = group
        state = .active
        let blocks = animations
        animations.removeAll()
        engine.record(into: group) { for entry in blocks { entry.block() } }
        startSnapshot = group.startValues
    }

    private func groupDidEnd(finished: Bool) {
        guard let group else { return }
        let atStart = group.isRunningBackwards
        if atStart { startSnapshot.apply() }
        self.group = nil
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
