import Foundation

/// A timer that fires once a frame, in step with the display, as Core Animation's `CADisplayLink`.
/// It runs on the frame clock of the host (or the default app) whose code added it to a run loop:
/// a headless host's fake clock, the window's display, or the real clock outside every host.
///
/// As on iOS the link keeps its target alive until `invalidate()`; the target is named by the
/// porting rule (`CADisplayLink(target: self, selector: Panel.step(_:))`).
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    private var action: ((CADisplayLink) -> Void)?
    @Unretained private var environment: HostEnvironment? = nil
    private var callback: FrameCallback?
    private var isAdded = false
    private var lastFire: TimeInterval?

    /// A link that calls `selector` on `target` each frame, once added to a run loop.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        action = { link in selector(target)(link) }
        super.init()
    }

    /// A link that calls `selector` on `target`, a method with no argument, each frame.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        action = { _ in selector(target)() }
        super.init()
    }

    /// A link that runs `handler` each frame, once added to a run loop (a closure in place of a target).
    public init(_ handler: @escaping (CADisplayLink) -> Void) {
        action = handler
        super.init()
    }

    /// The time of the frame being shown, on the frame clock (`CACurrentMediaTime()`); 0 before the first.
    public private(set) var timestamp: CFTimeInterval = 0

    /// The time the next frame will be shown: what to draw for, as Apple advises.
    public var targetTimestamp: CFTimeInterval { timestamp + duration }

    /// The time between the frames the link fires on.
    public var duration: CFTimeInterval {
        guard let environment else { return 0 }
        let display = 1 / environment.frameInterval
        return 1 / preferredFrameRateRange.rate(onDisplayOf: display)
    }

    /// The frame rates the link asks for; the display's own rate by default.
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// The rate asked for as a whole number of frames a second (0: the display's rate).
    open var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set {
            let rate = Float(Swift.max(0, newValue))
            preferredFrameRateRange = CAFrameRateRange(minimum: rate, maximum: rate, preferred: rate)
        }
    }

    /// A paused link fires no more until resumed; it keeps its place in the run loop.
    open var isPaused = false {
        didSet {
            guard isPaused != oldValue else { return }
            isPaused ? stopFiring() : startFiring()
        }
    }

    /// Starts firing on the frames of the host whose code runs now. Apple's modes are all one here:
    /// a frame is a frame, whatever the run loop is doing.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard action != nil, !isAdded else { return }
        isAdded = true
        environment = HostEnvironment.current
        startFiring()
    }

    /// Stops firing until added again.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isAdded = false
        stopFiring()
    }

    /// Stops the link for good and lets its target go.
    open func invalidate() {
        isAdded = false
        stopFiring()
        action = nil
    }

    private func startFiring() {
        guard isAdded, !isPaused, callback == nil, let environment else { return }
        let callback = FrameCallback(purpose: "a CADisplayLink is running (invalidate() it, or pause it with isPaused)") { [weak self] time in
            guard let self else { return false }
            self.frame(at: time)
            return self.callback != nil
        }
        self.callback = callback
        environment.addFrameCallback(callback)
    }

    private func stopFiring() {
        callback?.invalidate()
        callback = nil
    }

    private func frame(at time: TimeInterval) {
        // A link slower than the display skips frames: it fires once its own interval has passed
        // (within half a display frame, as vsync rounds).
        let display = environment?.frameInterval ?? 0
        if let lastFire, time - lastFire < duration - display / 2 { return }
        lastFire = time
        timestamp = time
        action?(self)
    }
}
