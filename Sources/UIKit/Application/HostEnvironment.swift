/// What one host's app runs on: its frame clock and animations, its transitions, its windows, app
/// delegate and scenes, its screen and device, its iOS version and trace. Each host (a headless host,
/// the window) has its own, so two hosts in one process never see each other's clock, animations
/// or transitions. `UIApplication.shared`, `UIScreen.main` and `UIDevice.current` answer from the
/// environment of the host running the code (`UIApplication.activate(_:)`).
@preconcurrency @MainActor
package final class HostEnvironment {
    let animationEngine = AnimationEngine()
    let transitionScheduler = TransitionScheduler()
    var areAnimationsEnabled = true
    var afterFrameActions: [() -> Void] = []
    /// Per-frame motion that is not a UIView animation (scrolling), run after the animations.
    var frameCallbacks: [FrameCallback] = []
    /// The responder typing goes to (UIResponder.becomeFirstResponder()).
    weak var firstResponder: UIResponder?
    /// The storyboards the app declared (UIStoryboard.register).
    var storyboards: [String: UIStoryboard.Declaration] = [:]
    /// Open `CATransaction`s, innermost last.
    var transactions: [TransactionState] = []
    /// Every live key-value observation in this host, compared at the end of each frame.
    var keyValueObservations: [WeakObservation] = []
    var windowReferences: [WeakWindow] = []
    var traceHandler: ((String) -> Void)?
    var delegate: UIApplicationDelegate?
    var connectedScenes: Set<UIScene> = []

    var screenBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    var screenScale: CGFloat = 1
    var device = SimulatedDevice.freeform(CGSize(width: 390, height: 844))
    var orientation = UIDeviceOrientation.portrait
    var systemVersion = SystemVersion.newest.description

    /// Whether every frame ends with a check of the presentation invariants (headless hosts and
    /// debug builds do); what they found, each distinct violation once.
    package var checksInvariants = false
    package var invariantViolations: [String] = []
    /// Receives UIKit's console warnings instead of standard error, when set (the random-interaction
    /// test drops them: its sequences warn by design).
    package var warningHandler: ((String) -> Void)?
    /// The accepted-but-not-honoured members this host has already warned about (Diagnostics.warnOnce).
    var warnedKeys: Set<String> = []

    package init() {
        #if DEBUG
        checksInvariants = true
        #endif
    }
}

struct WeakWindow {
    weak var value: UIWindow?
    init(_ value: UIWindow) { self.value = value }
}
