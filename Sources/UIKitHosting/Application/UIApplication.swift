/// The application, as UIKit's `UIApplication.shared`: each host's environment has its own, so hosts
/// in one process stay apart. Its state (the delegate and scenes) lives in `ApplicationState`, and the
/// frame clock, animations and windows in its environment.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The application of the host whose code runs now (`HostEnvironment.current`), as UIKit's
    /// `UIApplication.shared`.
    open class var shared: UIApplication { HostEnvironment.current.application }

    /// The environment this application runs in.
    unowned let environment: HostEnvironment

    init(environment: HostEnvironment) {
        self.environment = environment
        super.init()
    }

    private var state: ApplicationState { environment[ApplicationState.self] }

    public internal(set) var delegate: UIApplicationDelegate? {
        get { state.delegate }
        set { state.delegate = newValue }
    }

    /// The scenes connected now: the one window scene of a scene-based app, or none.
    public internal(set) var connectedScenes: Set<UIScene> {
        get { state.connectedScenes }
        set { state.connectedScenes = newValue }
    }
    public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }

    /// Where `--trace` lines go; nil when tracing is off.
    public var traceHandler: ((String) -> Void)? {
        get { environment.traceHandler }
        set { environment.traceHandler = newValue }
    }

    public var windows: [UIWindow] { environment.windows }
    public var keyWindow: UIWindow? { environment.keyWindow }

    /// The frame clock's current time in seconds.
    public var frameTime: TimeInterval { environment.animationEngine.now }

    /// True while any animation runs (a host keeps drawing frames until this is false).
    public var isAnimating: Bool { environment.animationEngine.isAnimating }

    /// One frame's work, before drawing: advance the clock to `time`, end finished animations
    /// (running their completions), fail expired gestures and lay out what needs it.
    public func advanceFrame(to time: TimeInterval) { environment.run { environment.advanceFrame(to: time) } }

    /// True when a frame would change something: a window to redraw, or work waiting for a frame.
    public var hasPendingFrameWork: Bool { environment.hasPendingFrameWork }
}

extension HostEnvironment {
    /// This environment's application object (`UIApplication.shared` for its code).
    package var application: UIApplication { self[ApplicationState.self].application }
}
