/// What one host's app runs on: its frame clock and animations, its transitions, its windows, app
/// delegate and scenes, its screen and device, its iOS version and trace. Each host (a headless host,
/// the window) makes its own and hands it to its windows, so two hosts in one process never see each
/// other's clock, animations or transitions. Views and controllers reach it through their window;
/// static API with no receiver (`UIApplication.shared`, `UIScreen.main`, `UIView.animate`,
/// `CATransaction`) reads `HostEnvironment.current`, which a host binds for the duration of each of its
/// entries, as a task-local value is bound, and which is restored when the entry returns.
@preconcurrency @MainActor
package final class HostEnvironment: HandleOwner {
    /// The environments bound by the host entries running now, innermost first.
    @TaskLocal private static var scope: Scope?

    /// One binding: an environment, and the scope it was bound inside (a present from a test body
    /// runs as the host's code inside the test's own).
    final class Scope: Sendable {
        let environment: HostEnvironment
        let outer: Scope?
        init(_ environment: HostEnvironment, outer: Scope?) {
            self.environment = environment
            self.outer = outer
        }
    }

    /// The default app: the world of code that runs outside every host (an app's unit-test bundle, a
    /// script). It has its own screen (HostEnvironment+DefaultApp.swift) and windows, which no host
    /// shares, and its frame clock follows the real clock.
    private static let outsideAnyHost = HostEnvironment.makeDefaultApp()

    /// A test body runs outside every host and lets time pass by driving a host: the frame ends
    /// the run-loop turn of that code, and with it the implicit transaction it opened.
    package static func endImplicitTransactionOutsideHosts() { outsideAnyHost.endImplicitTransaction() }

    /// The environment static API answers from: the one bound by the running host entry, else the
    /// host the running test's body made or entered last, else the default app, which then looks
    /// for work to show on its next frame.
    package static var current: HostEnvironment {
        if let environment = scope?.environment ?? TestBodyHosts.environment { return environment }
        let app = outsideAnyHost
        if !app.hasLaunched { app.launchDefaultApp() }
        app.frameDriver?.wake()
        return app
    }

    /// The environment whose settings (appearance, text size) apply to the running code, without
    /// launching the default app or waking its clock as `current` does: reading a colour or a font
    /// size is no use of the app.
    static var settingsOfRunningCode: HostEnvironment { scope?.environment ?? TestBodyHosts.environment ?? outsideAnyHost }

    /// The first of the running code's environments (innermost first, ending with the test body's
    /// host or the world outside every host) for which `pick` finds something.
    static func innermost<Found>(_ pick: (HostEnvironment) -> Found?) -> Found? {
        var next = scope
        while let binding = next {
            if let found = pick(binding.environment) { return found }
            next = binding.outer
        }
        return pick(TestBodyHosts.environment ?? outsideAnyHost)
    }

    /// Runs `body` with this environment bound as `current`, then restores the one bound before.
    /// A `UITraitCollection.current` the app set does not reach into the host's code, as UIKit sets
    /// its own before it calls the app.
    package func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        let resolution = TraitResolution.forThisThread
        let appTraits = resolution.traits
        resolution.traits = nil
        defer { resolution.traits = appTraits }
        return try HostEnvironment.$scope.withValue(Scope(self, outer: HostEnvironment.scope), operation: body)
    }

    /// True when this is the environment bound now. Asking launches nothing (as `current` may).
    var isCurrent: Bool { HostEnvironment.settingsOfRunningCode === self }

    /// Runs `body` in this environment: directly when it is bound already, else bound around it.
    /// UIKit's entry points that start work in a controller's world (present, dismiss, pop, a tab
    /// switch, an interactive transition's updates) take this one way in, whichever host's code
    /// calls them.
    package func runAsCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        isCurrent ? try body() : try run(body)
    }

    package let animationEngine = AnimationEngine()
    /// The animation blocks being recorded by code running in this environment.
    let animationRecorder = AnimationRecorder()
    /// The work of each frame, phase by phase.
    let frameScheduler = FrameScheduler()
    var areAnimationsEnabled = true
    /// What says when this world's frames run and what time they are: the default app's real
    /// clock, the window's display, or the headless host's fake clock.
    package var frameDriver: (any FrameDriver)?
    /// The default app's own key window, kept alive as an app keeps the window it launched with.
    var launchedWindow: UIWindow?
    var hasLaunched = false
    /// The time between two frames: the display's refresh interval (a headless host steps at 60 Hz).
    package var frameInterval: TimeInterval = 1.0 / 60
    /// The calendar date when the host started: the computer's in a window, a fixed one (6 December
    /// 2026, noon UTC) in a headless host, so screens that show "today" draw the same in every run.
    package var launchDate = Date(timeIntervalSinceReferenceDate: 818_251_200)
    /// The calendar date now: the launch date moved on by the host's clock.
    package var currentDate: Date { launchDate.addingTimeInterval(animationEngine.now) }
    /// Per-frame motion that is not a UIView animation (scrolling), run after the animations.
    @exclusivity(unchecked) var frameCallbacks: [FrameCallback] = []
    /// The responder typing goes to (UIResponder.becomeFirstResponder()).
    package weak var firstResponder: UIResponder?
    /// Open `CATransaction`s, innermost last.
    var transactions: [TransactionState] = []
    /// The transaction Core Animation opens for changes made outside any: settings made with none
    /// open (`setDisableActions(true)`) hold until the end of the frame.
    var implicitTransaction: TransactionState?
    /// Every live key-value observation in this host, compared at the end of each frame.
    @exclusivity(unchecked) var keyValueObservations: [WeakObservation] = []
    @exclusivity(unchecked) var windowReferences: [WeakWindow] = []
    /// How many times a window was shown, for stacking windows of one level in the order shown.
    var windowsShown = 0
    /// The window scene UIKit gives an app that adopts no scenes, which its windows join as they
    /// are made (nil until such an app launches, and for apps with scene delegates).
    package weak var appWindowScene: UIWindowScene?
    package var traceHandler: ((String) -> Void)?
    /// Whether trace lines are also kept as `traceEvents` (the headless host's `trace` reads them).
    package var recordsTrace = false
    /// The trace so far, when `recordsTrace` is set.
    package var traceEvents: [TraceEvent] = []
    /// Work that waits for the end of the next frame (completions of animations with nothing to animate).
    @exclusivity(unchecked) var afterFrameActions: [() -> Void] = []
    /// The state higher layers keep per environment (transitions, the app and its scenes,
    /// storyboards), made on first use: see `HostEnvironment+State.swift`.
    var states: [ObjectIdentifier: AnyObject] = [:]

    /// The screen and device this environment's code sees as `UIScreen.main` and `UIDevice.current`.
    package private(set) lazy var screen = UIScreen()
    package private(set) lazy var device = UIDevice(environment: self)

    /// Whether every frame ends with a check of the presentation invariants (headless hosts and
    /// debug builds do); what they found, each distinct violation once.
    package var checksInvariants = false
    package var invariantViolations: [String] = []
    /// Receives UIKit's console warnings instead of standard error, when set (the random-interaction
    /// test drops them: its sequences warn by design).
    package var warningHandler: ((String) -> Void)?
    /// The accepted-but-not-honoured members this host has already warned about (Diagnostics.warnOnce).
    package var warnedKeys: Set<String> = []

    package init() {
        #if DEBUG
        checksInvariants = true
        #endif
        animationEngine.environment = self
        registerCoreFrameWork()
    }

    /// What holders that may outlive this environment keep instead of a weak reference to it.
    nonisolated var handle: UnownedHandle<HostEnvironment> { .of(self, keptIn: &handleStorage) }
    nonisolated(unsafe) private var handleStorage: UnownedHandle<HostEnvironment>?

    deinit { handleStorage?.object = nil }

    /// The live windows, in the order they were made.
    package var windows: [UIWindow] {
        // A loop, not `compactMap(\.value)`: every frame asks, and a key path is applied at run time.
        var live: [UIWindow] = []
        live.reserveCapacity(windowReferences.count)
        for reference in windowReferences { if let window = reference.value { live.append(window) } }
        return live
    }
    package var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    func register(_ window: UIWindow) {
        windowReferences.removeAll { $0.value == nil }
        windowReferences.append(WeakWindow(window))
    }
}

/// A window a list holds without keeping it alive (`Unretained`): every frame reaches the window
/// many times, so it must have no side table.
struct WeakWindow {
    @Unretained var value: UIWindow?
    init(_ value: UIWindow) { self.value = value }
}
