/// The application: the one object that owns per-process state (the frame clock and its
/// animations, the windows) and runs each frame's work for whichever host draws the frames.
@MainActor
open class UIApplication: UIResponder {
    /// The application object, as UIKit's `UIApplication.shared`.
    public static let shared = UIApplication()

    let animationEngine = AnimationEngine()
    let transitionSchedulerStorage = TransitionScheduler()
    var areAnimationsEnabled = true

    public internal(set) var delegate: UIApplicationDelegate?

    /// The scenes connected now: the one window scene of a scene-based app, or none.
    public internal(set) var connectedScenes: Set<UIScene> = []
    public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }

    private var windowReferences: [WeakWindow] = []
    private var afterFrameActions: [() -> Void] = []

    /// Where `--trace` lines go; nil when tracing is off.
    public var traceHandler: ((String) -> Void)?

    private override init() { super.init() }

    public var windows: [UIWindow] { windowReferences.compactMap(\.value) }
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The frame clock's current time in seconds.
    public var frameTime: TimeInterval { animationEngine.now }

    /// True while any animation runs (a host keeps drawing frames until this is false).
    public var isAnimating: Bool { animationEngine.isAnimating }

    func register(_ window: UIWindow) {
        windowReferences.removeAll { $0.value == nil }
        windowReferences.append(WeakWindow(window))
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
        transitionScheduler.checkForStuckTransition(now: animationEngine.now, isAnimating: animationEngine.isAnimating)
        while !afterFrameActions.isEmpty {
            let actions = afterFrameActions
            afterFrameActions.removeAll()
            for action in actions { action() }
        }
        let animating = animationEngine.isAnimating
        for window in windows {
            window.checkGestureDeadlines(now: animationEngine.now)
            if window.treeNeedsLayout { window.layoutIfNeeded() }
            if animating { window.needsDisplay = true }
        }
    }

    /// Ends what an earlier host left running, so a new host starts clean: running animations jump
    /// to their ends (their completions run, finishing transitions), and a transition whose
    /// animator never completed is dropped with a warning.
    package func finishLeftoverWork() {
        var rounds = 0
        while animationEngine.isAnimating && rounds < 100 {
            for group in animationEngine.groups { animationEngine.finish(group, finished: true) }
            rounds += 1
        }
        if transitionScheduler.isBusy {
            Diagnostics.warn("A transition from an earlier host never called completeTransition(_:); it was abandoned.")
            transitionScheduler.reset()
        }
        afterFrameActions.removeAll()
    }

    /// True when a frame would change something: a window to redraw, or work waiting for a frame.
    public var hasPendingFrameWork: Bool {
        hasPendingAnimationWork || windows.contains { $0.needsDisplay || !$0.pendingDidAppear.isEmpty }
    }

    /// True while animations run or work waits for the end of the next frame, whatever the windows.
    package var hasPendingAnimationWork: Bool { animationEngine.isAnimating || !afterFrameActions.isEmpty }

    /// Prints a `--trace` line stamped with the frame-clock time.
    func trace(_ message: @autoclosure () -> String) {
        guard let traceHandler else { return }
        traceHandler(String(format: "[%8.4f] ", animationEngine.now) + message())
    }
}

private struct WeakWindow {
    weak var value: UIWindow?
    init(_ value: UIWindow) { self.value = value }
}

