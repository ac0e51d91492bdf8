internal import CSDL2

/// The window's frame driver: SDL's high-resolution counter is the one wall clock, slowed while
/// slow animations are on (the Simulator's Debug ▸ Slow Animations), and frames keep to the
/// display's refresh (FramePacer). The window's loop looks for work on every pass, so a wake
/// needs nothing more; catching up moves the world's clock to now, so an animation a timer or a
/// queued block commits while the window idles starts when it is committed.
@MainActor
final class DisplayFrameDriver: FrameDriver {
    private unowned let environment: HostEnvironment
    private let clockStart = SDL_GetPerformanceCounter()
    private let clockFrequency = Double(SDL_GetPerformanceFrequency())
    var pacer: FramePacer
    /// How much slower the frame clock runs while slow animations are on.
    private static let slowAnimationFactor = 10.0
    private(set) var slowAnimations: Bool
    /// The wall and frame clocks' times when slow animations were last turned on or off.
    private var clockAnchor: (wall: TimeInterval, frame: TimeInterval) = (0, 0)
    init(environment: HostEnvironment, refreshInterval: TimeInterval, slowAnimations: Bool) {
        self.environment = environment
        pacer = FramePacer(refreshInterval: refreshInterval)
        self.slowAnimations = slowAnimations
    }

    /// Seconds since the window opened, from SDL's high-resolution counter.
    var now: TimeInterval { Double(SDL_GetPerformanceCounter() - clockStart) / clockFrequency }

    /// The wall clock, slowed while slow animations are on.
    var frameTime: TimeInterval {
        clockAnchor.frame + (now - clockAnchor.wall) / (slowAnimations ? DisplayFrameDriver.slowAnimationFactor : 1)
    }

    func toggleSlowAnimations() {
        clockAnchor = (now, frameTime)
        slowAnimations.toggle()
    }

    func wake() {}

    func catchUp() {
        guard !environment.isRunningFrame else { return }
        environment.animationEngine.setTime(frameTime)
    }
}
