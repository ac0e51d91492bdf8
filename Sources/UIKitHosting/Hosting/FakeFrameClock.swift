/// The headless host's frame driver: a fake clock that moves only when the test says
/// (`advance(by:)`, `settle()`), one frame every 1/60 s of it. Nothing runs by itself, so a wake
/// or a catch-up changes nothing: what starts now starts at the clock's time, whatever the wall
/// clock says, and a test runs the same on any machine.
@MainActor
package final class FakeFrameClock: FrameDriver {
    private unowned let environment: HostEnvironment

    package init(environment: HostEnvironment) { self.environment = environment }

    package var frameTime: TimeInterval { environment.animationEngine.now }

    package func wake() {}

    package func catchUp() {}
}
