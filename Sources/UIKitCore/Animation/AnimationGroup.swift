/// The animations committed together by one animation block (`UIView.animate`, a keyframe block, a
/// property animator): they share a start time, delay, duration, curve and completion.
package final class AnimationGroup {
    let duration: TimeInterval
    let delay: TimeInterval
    var curve: TimingCurve
    let options: UIView.AnimationOptions

    /// Called once, when the group ends; `true` unless one of its animations was replaced or stopped.
    var completions: [(Bool) -> Void] = []

    /// The views and properties this group animates, held weakly so an animation never keeps a view alive.
    private(set) var members: [(view: WeakView, property: AnimatedProperty)] = []

    /// Keyframes jump to each value at their start and hold it (calculationModeDiscrete).
    var holdsKeyframeValues = false

    /// The engine (one a host) that runs the group, and whose clock it keeps.
    weak var engine: AnimationEngine?

    /// Set when the group's animations were removed before their end (`layer.removeAllAnimations()`).
    var wasInterrupted = false

    // The group's clock: elapsed = anchorElapsed + (now − anchorTime) × speed.
    private var anchorTime: TimeInterval
    private var anchorElapsed: TimeInterval
    private(set) var speed: Double = 1

    /// A group not yet on any clock: the first view it animates, or its commit, binds it (`bind(to:)`).
    init(duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, options: UIView.AnimationOptions) {
        self.duration = Swift.max(0, duration)
        self.delay = Swift.max(0, delay)
        self.curve = curve
        self.options = options
        self.anchorTime = 0
        self.anchorElapsed = 0
    }

    /// Puts the group on `engine`'s clock, starting now; a group already bound stays where it is.
    @MainActor func bind(to engine: AnimationEngine) {
        guard self.engine == nil else { return }
        self.engine = engine
        anchorTime = engine.now
    }

    /// Seconds since the group started (the delay included), on the group's own clock, to the nearest
    /// nanosecond: the clock is a running sum of frame steps, and its rounding error must not leave a
    /// group a hair short of its end (0.25 + 0.25 s after a start at 7.1 s is not exactly 0.5 s later).
    func elapsed(at now: TimeInterval) -> TimeInterval {
        guard engine != nil else { return anchorElapsed }  // not started on any clock yet
        let exact = anchorElapsed + (now - anchorTime) * speed
        return (exact * 1e9).rounded() / 1e9
    }

    /// Pauses, resumes or reverses the group's clock from `now` on, keeping its position.
    func setSpeed(_ newSpeed: Double, at now: TimeInterval) {
        anchorElapsed = elapsed(at: now)
        anchorTime = now
        speed = newSpeed
    }

    /// Moves the group's clock to `elapsed` seconds (to scrub a paused animation). Scrubbing shows
    /// the group's own curve again, so a continuation ends here; `linearly` shows the share of time
    /// itself until the group runs again (a property animator's `scrubsLinearly`).
    func seek(toElapsed elapsed: TimeInterval, at now: TimeInterval, linearly: Bool = false) {
        anchorElapsed = elapsed
        anchorTime = now
        continuation = nil
        isScrubbedLinearly = linearly
    }

    /// Set by a linear seek: progress is the share of time until the group runs again.
    private(set) var isScrubbedLinearly = false

    /// How the rest of a group plays after it was continued with another curve
    /// (`continueAnimation(withTimingParameters:durationFactor:)`, a percent-driven transition's
    /// completion curve): from where it stood when continued, towards the end it runs to.
    struct Continuation {
        enum Mode {
            /// The on-screen progress goes from where it stood to the end along `curve`, as a property
            /// animator continued with new timing parameters.
            case progress
            /// The group's own clock is driven along `curve` to the end, so its own curve still shapes
            /// the values, as a percent-driven transition's completion curve.
            case time
        }
        let mode: Mode
        let curve: TimingCurve
        let startActive: TimeInterval
        let startProgress: CGFloat
        /// Towards the end (true) or back to the start.
        let forwards: Bool
        /// The values stood where a linear scrub had put them, not on the group's curve.
        let startsFromLinearScrub: Bool
        /// Real seconds the rest takes; physical curves (springs) are played over them.
        let seconds: TimeInterval
    }

    private(set) var continuation: Continuation?

    /// Plays the rest of the group along `curve` (nil: its own), towards its end when `speed` > 0 and
    /// back to its start when `speed` < 0, at `speed` times its own pace.
    func `continue`(along curve: TimingCurve?, mode: Continuation.Mode, speed newSpeed: Double, at now: TimeInterval) {
        let stoodAt = progress(at: now)
        let resumesFromLinearScrub = isScrubbedLinearly
        isScrubbedLinearly = false
        setSpeed(newSpeed, at: now)
        // From a linear scrub the group's own curve carries on from where the scrub left it.
        guard let curve = curve ?? continuation?.curve ?? (resumesFromLinearScrub ? self.curve : nil) else { return }
        let active = Swift.min(duration, Swift.max(0, elapsed(at: now) - delay))
        let remaining = newSpeed < 0 ? active : duration - active
        continuation = Continuation(mode: mode, curve: curve, startActive: active, startProgress: stoodAt,
                                    forwards: newSpeed >= 0, startsFromLinearScrub: resumesFromLinearScrub, seconds: remaining / Swift.max(abs(newSpeed), 1e-9))
    }

    var totalDuration: TimeInterval { delay + duration }

    /// Progress (0…1, beyond for springs) of the group's curve at `now`, for an animation that runs
    /// in `window` (shares of the duration; a property animator's `delayFactor` starts one late).
    func progress(at now: TimeInterval, window: ClosedRange<Double> = 0...1) -> CGFloat {
        var active = elapsed(at: now) - delay
        if options.contains(.repeat) || options.contains(.autoreverse), duration > 0 {
            let cycles = Swift.max(0, active) / duration
            let whole = floor(cycles)
            active = (cycles - whole) * duration
            let isReturnLeg = options.contains(.autoreverse) && Int(whole) % 2 == 1
            let value = progress(on: curve, active: active, window: window)
            return isReturnLeg ? 1 - value : value
        }
        if let continuation { return progress(continuing: continuation, active: active, window: window) }
        if isScrubbedLinearly { return progress(on: .linear, active: active, window: window) }
        return progress(on: curve, active: active, window: window)
    }

    /// `curve`'s progress `active` seconds into the group, played over `window` of its duration.
    private func progress(on curve: TimingCurve, active: TimeInterval, window: ClosedRange<Double>) -> CGFloat {
        let start = window.lowerBound * duration
        let length = (window.upperBound - window.lowerBound) * duration
        guard length > 0 else { return active >= start ? 1 : 0 }
        return curve.progress(elapsed: active - start, duration: length)
    }

    private func progress(continuing rest: Continuation, active: TimeInterval, window: ClosedRange<Double>) -> CGFloat {
        let endActive = rest.forwards ? duration : 0
        let span = endActive - rest.startActive
        let share = span == 0 ? 1 : Swift.min(1, Swift.max(0, (active - rest.startActive) / span))
        let along = rest.curve.progress(elapsed: share * rest.seconds, duration: rest.seconds)
        switch rest.mode {
        case .progress:
            let startProgress = window == 0...1 ? rest.startProgress
                : progress(on: rest.startsFromLinearScrub ? .linear : curve, active: rest.startActive, window: window)
            let endProgress: CGFloat = rest.forwards ? 1 : 0
            return startProgress + (endProgress - startProgress) * along
        case .time:
            return progress(on: curve, active: rest.startActive + span * Double(along), window: window)
        }
    }

    /// False for groups whose clock matters even with nothing to animate (a property animator's).
    var endsWhenEmpty = true

    /// Pauses at either end instead of ending (a property animator's `pausesOnCompletion`).
    var pausesAtEnd = false

    /// True once the group has run its course (a repeating group never ends by itself). A group
    /// that recorded no change, or lost every animation to newer ones, ends at once, as in UIKit.
    func hasEnded(at now: TimeInterval) -> Bool {
        if endsWhenEmpty && members.isEmpty { return true }
        if options.contains(.repeat) { return false }
        let elapsed = elapsed(at: now)
        let length = options.contains(.autoreverse) ? delay + 2 * duration : totalDuration
        return speed < 0 ? elapsed <= 0 : elapsed >= length
    }

    var isRunningBackwards: Bool { speed < 0 }

    func addMember(_ view: UIView, _ property: AnimatedProperty) {
        members.append((WeakView(view), property))
    }

    func removeMember(_ view: UIView, _ property: AnimatedProperty) {
        members.removeAll { $0.view.value === view && $0.property == property }
    }

    /// Whether views animated by this group should ignore touches while it runs.
    var blocksInteraction: Bool { !options.contains(.allowUserInteraction) }
}

/// A weak reference to a view, for collections that must not keep views alive.
struct WeakView {
    weak var value: UIView?
    init(_ value: UIView) { self.value = value }
}
