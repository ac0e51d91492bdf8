/// The application, as UIKit's `UIApplication.shared`: it runs each frame's work for the host that
/// draws the frames. Its state (the frame clock and animations, transitions, windows, delegate and
/// scenes) belongs to that host's environment, so hosts in one process stay apart.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The application object, as UIKit's `UIApplication.shared`.
    public static let shared = UIApplication()

    /// The environment of the host whose code runs now.
    package private(set) var environment = HostEnvironment()

    /// Makes `environment` the one UIKit's shared objects answer from: hosts call this on entry, and
    /// presenting or dismissing from a window calls it with that window's.
    package func activate(_ environment: HostEnvironment) { self.environment = environment }

    var animationEngine: AnimationEngine { environment.animationEngine }
    var transitionScheduler: TransitionScheduler { environment.transitionScheduler }
    var areAnimationsEnabled: Bool {
        get { environment.areAnimationsEnabled }
        set { environment.areAnimationsEnabled = newValue }
    }

    public internal(set) var delegate: UIApplicationDelegate? {
        get { environment.delegate }
        set { environment.delegate = newValue }
    }

    /// The scenes connected now: the one window scene of a scene-based app, or none.
    public internal(set) var connectedScenes: Set<UIScene> {
        get { environment.connectedScenes }
        set { environment.connectedScenes = newValue }
    }
    public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }

    private var afterFrameActions: [() -> Void] {
        get { environment.afterFrameActions }
        set { environment.afterFrameActions = newValue }
    }

    /// Where `--trace` lines go; nil when tracing is off.
    public var traceHandler: ((String) -> Void)? {
        get { environment.traceHandler }
        set { environment.traceHandler = newValue }
    }

    private override init() { super.init() }

    public var windows: [UIWindow] { environment.windowReferences.compactMap(\.value) }
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The frame clock's current time in seconds.
    public var frameTime: TimeInterval { animationEngine.now }

    /// True while any animation runs (a host keeps drawing frames until this is false).
    public var isAnimating: Bool { animationEngine.isAnimating }

    func register(_ window: UIWindow) {
        window.environment.windowReferences.removeAll { $0.value == nil }
        window.environment.windowReferences.append(WeakWindow(window))
    }

    /// Runs `completion(finished)` at the end of the next frame, as UIKit calls completions of
    /// animations that had nothing to animate.
    func runAfterFrame(_ completion: @escaping (Bool) -> Void, finished: Bool) {
        afterFrameActions.append { completion(finished) }
    }

    func runAfterFrame(_ action: @escaping () -> Void) { afterFrameActions.append(action) }

    /// One frame's work, before drawing: advance the clock to `time`, end finished animations
    /// (running their completions), fail expired gestures and lay out what needs it.
    public func advanceFrame(to time: TimeInterval) {
        animationEngine.tick(to: time)
        runFrameCallbacks(at: animationEngine.now)
        transitionScheduler.checkForStuckTransition(now: animationEngine.now, isAnimating: animationEngine.isAnimating)
        while !afterFrameActions.isEmpty {
            let actions = afterFrameActions
            afterFrameActions.removeAll()
            for action in actions { action() }
        }
        let animating = animationEngine.isAnimating || hasActiveFrameCallbacks
        for window in windows {
            window.checkGestureDeadlines(now: animationEngine.now)
            if window.treeNeedsLayout { window.layoutIfNeeded() }
            if animating { window.needsDisplay = true }
        }
        checkKeyValueObservations()
        if environment.checksInvariants { PresentationInvariants.check(environment) }
    }

    /// True when a frame would change something: a window to redraw, or work waiting for a frame.
    public var hasPendingFrameWork: Bool {
        hasPendingAnimationWork || windows.contains { $0.needsDisplay || !$0.pendingDidAppear.isEmpty }
    }

    /// True while animations run or work waits for the end of the next frame, whatever the windows.
    package var hasPendingAnimationWork: Bool {
        animationEngine.isAnimating || !afterFrameActions.isEmpty || hasActiveFrameCallbacks
    }

    /// Prints a `--trace` line stamped with the frame-clock time.
    func trace(_ message: @autoclosure () -> String) {
        guard let traceHandler else { return }
        traceHandler(String(format: "[%8.4f] ", animationEngine.now) + message())
    }
}

