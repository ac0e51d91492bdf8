/// The engine behind the headless host and headless scripts: a window drawn offscreen by the same
/// renderer as the real window, a frame clock that moves only when told, and synthetic input
/// through the window's event path. `HeadlessHost` (UIKitTesting) is its public face.
@preconcurrency @MainActor
package final class OffscreenHost {
    /// The frame rate `advance(by:)` steps at.
    package static let framesPerSecond: Double = 60

    @exclusivity(unchecked) package private(set) var window: UIWindow
    /// This host's world and its frames, on a fake clock.
    private let engine: HostEngine
    private var presenter: FramePresenter { engine.presenter }
    /// This host's own clock, animations, transitions, screen and app: another host never touches them.
    package var environment: HostEnvironment { engine.environment }

    /// A host whose window is `device`'s screen held in `orientation`, drawn at `renderScale`
    /// pixels per point, reproducing iOS `systemVersion`.
    package init(device: SimulatedDevice, orientation: UIDeviceOrientation, systemVersion: SystemVersion, renderScale: CGFloat) {
        let size = device.screenSize(in: orientation)
        if !size.width.isFinite || !size.height.isFinite { Diagnostics.fail("HeadlessHost needs a finite size; got \(size).") }
        let safe = CGSize(width: max(1, size.width.rounded()), height: max(1, size.height.rounded()))
        let environment = HostEnvironment()
        environment.checksInvariants = true
        let screen = environment.screen
        screen.device = device
        screen.orientation = orientation
        screen.bounds = CGRect(origin: .zero, size: safe)
        screen.scale = device.isFreeform ? renderScale : device.scale
        environment.device.systemVersion = systemVersion.description
        // The window is this host's: made while its environment is bound, it keeps it.
        window = environment.run { UIWindow(frame: CGRect(origin: .zero, size: safe)) }
        engine = HostEngine(environment: environment, renderScale: renderScale, driver: FakeFrameClock(environment: environment))
        environment.run { window.resize(to: safe) }
    }

    /// Installs `controller` as the window's root, shows the window and draws the first frame.
    package func install(rootViewController controller: UIViewController?) {
        environment.run {
            environment.application.connectHostWindowScene()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            renderFrame()
        }
    }

    /// Launches an app delegate as the app would, scenes included; the window it shows is the one
    /// this host drives from then on.
    @discardableResult
    package func launch(_ delegate: UIApplicationDelegate, sceneDelegate: UISceneDelegate? = nil) -> Bool {
        return environment.run {
            let size = window.bounds.size
            let wasLandscape = environment.screen.orientation.isLandscape
            let result = environment.application.launch(with: delegate, sceneDelegate: sceneDelegate)
            if let appWindow = environment.application.launchedWindow {
                window = appWindow
                // The host's size, turned when the first screen turned the interface.
                let turned = environment.screen.orientation.isLandscape != wasLandscape
                window.resize(to: turned ? CGSize(width: size.height, height: size.width) : size)
            }
            renderFrame()
            return result
        }
    }

    package var time: TimeInterval { environment.animationEngine.now }

    /// Moves the clock forward by `seconds`, drawing a frame every 1/60 s and one at the end.
    package func advance(by seconds: TimeInterval) {
        environment.run {
            guard requireTime(seconds, "advance(by:)") else { return }
            guard seconds > 0 else { renderFrame(); return }
            let step = 1 / OffscreenHost.framesPerSecond
            let end = time + seconds
            var next = time + step
            while next < end - 1e-9 {
                frame(at: next)
                next += step
            }
            frame(at: end)
        }
    }

    /// Where a misuse of the host (a NaN point, a negative time, a transition that never settles)
    /// is reported. Unset, the program stops with the message; the headless host sets it to fail
    /// the running test instead, and the call that was misused then returns without acting.
    package var misuseHandler: ((String) -> Void)?

    /// Reports `message` through `misuseHandler`, or stops with it when there is none.
    private func reportMisuse(_ message: String) {
        guard let misuseHandler else { Diagnostics.fail(message) }
        misuseHandler(message)
    }

    /// Advances until no animation runs and nothing waits for a frame; after `timeout` seconds of
    /// frame time, reports what kept it busy as a misuse. Returns whether everything settled.
    @discardableResult
    package func settle(timeout: TimeInterval) -> Bool {
        guard let report = settleOrReport(timeout: timeout) else { return true }
        reportMisuse(report)
        return false
    }

    /// What XCUITest does before it finds and acts on an element ("Wait for app to idle"): frames
    /// until no animation runs, for at most `limit` seconds of frame time; past that it goes on, as
    /// XCUITest does when an animation never ends ("App animations complete notification not
    /// received, will attempt to continue").
    package func waitForAppToIdle(limit: TimeInterval = 2) {
        _ = settleOrReport(timeout: limit)
    }

    /// `settle(timeout:)` that returns what kept it busy instead of stopping, or nil once settled.
    package func settleOrReport(timeout: TimeInterval) -> String? {
        return environment.run {
            guard timeout.isFinite && timeout >= 0 else {
                return "HeadlessHost.settle(timeout:) needs a finite number of seconds, 0 or more; got \(timeout)."
            }
            let app = environment
            let deadline = time + timeout
            frame(at: time)
            // Only this host's window counts: other hosts' windows are not drawn by this one.
            while app.hasPendingAnimationWork || window.screenNeedsDisplay || window.treeNeedsLayout
                    || app.transitionScheduler.isWaitingForAnimator {
                guard time < deadline else { return unsettledReport(after: timeout) }
                frame(at: time + 1 / OffscreenHost.framesPerSecond)
            }
            return nil
        }
    }

    /// What kept `settle()` busy, and what to do about it.
    private func unsettledReport(after timeout: TimeInterval) -> String {
        let app = environment
        var report = "HeadlessHost.settle(): still busy after \(timeout) s of frame time: "
        if app.transitionScheduler.isWaitingForAnimator && !app.animationEngine.isAnimating,
           let transition = app.transitionScheduler.current {
            return report + "a transition waits for completeTransition(_:). " + transition.stuckReport
        }
        if app.animationEngine.isAnimating {
            let count = app.animationEngine.groups.count
            report += "\(count) animation\(count == 1 ? "" : "s") still running (a repeating animation never settles; "
                + "advance(by:) a fixed time instead, or stop it first)."
        } else if let purpose = app.activeFrameCallbackPurpose {
            report += purpose + "."
        } else if window.treeNeedsLayout {
            report += "layout never converges: a layoutSubviews() or viewDidLayoutSubviews() marks views for layout again every pass."
        } else {
            report += "every frame asks for another (a view that marks itself changed each time it is drawn)."
        }
        if let stuck = app.transitionScheduler.stuckReport { report += " Also: " + stuck }
        return report
    }

    /// The longest drag: an hour of frames.
    static let longestDrag: TimeInterval = 3600

    /// Times and durations must be finite and not negative: a bad one is a mistake in the test.
    /// Reports it and returns false, or returns true.
    private func requireTime(_ seconds: TimeInterval, _ call: String) -> Bool {
        require(seconds.isFinite && seconds >= 0, "HeadlessHost.\(call) needs a finite number of seconds, 0 or more; got \(seconds).")
    }

    private func requirePoint(_ point: CGPoint, _ call: String) -> Bool {
        require(point.x.isFinite && point.y.isFinite, "HeadlessHost.\(call) needs a point with finite coordinates; got \(point).")
    }

    /// Reports `message` as a misuse unless `condition` holds; returns `condition`.
    private func require(_ condition: Bool, _ message: @autoclosure () -> String) -> Bool {
        if !condition { reportMisuse(message()) }
        return condition
    }

    package func tap(at point: CGPoint) { sendPointer([.began, .ended], at: point, call: "tap(at:)") }
    package func press(at point: CGPoint) { sendPointer([.began], at: point, call: "press(at:)") }
    package func move(to point: CGPoint) { sendPointer([.moved], at: point, call: "move(to:)") }
    package func release(at point: CGPoint) { sendPointer([.ended], at: point, call: "release(at:)") }

    /// A secondary click (the right mouse button): the context menu, or text's edit menu, there.
    package func secondaryClick(at point: CGPoint) {
        environment.run {
            guard requirePoint(point, "secondaryClick(at:)") else { return }
            window.openContextMenu(at: point)
            window.setNeedsEveryViewRepainted()
            renderFrame()
        }
    }

    /// Types into the first responder; false when nothing takes typing.
    @discardableResult
    package func typeText(_ text: String) -> Bool {
        environment.run {
            let typed = window.sendTypedText(text)
            renderFrame()
            return typed
        }
    }

    package func scrollWheel(at point: CGPoint, by delta: CGVector) {
        environment.run {
            guard requirePoint(point, "scroll(at:by:)"),
                  require(delta.dx.isFinite && delta.dy.isFinite, "HeadlessHost.scroll(at:by:) needs a finite delta; got \(delta).")
            else { return }
            _ = window.handleScrollWheel(delta, at: point)
            renderFrame()
        }
    }

    /// The finger's `phases` at `point`, through the window's event path, then a frame.
    private func sendPointer(_ phases: [UITouch.Phase], at point: CGPoint, call: String) {
        environment.run {
            guard requirePoint(point, call) else { return }
            for phase in phases { window.handlePointer(phase, at: point, time: time) }
            renderFrame()
        }
    }

    package func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval) {
        environment.run {
            let call = "drag(from:to:duration:)"
            guard requirePoint(start, call), requirePoint(end, call), requireTime(duration, call),
                  require(duration <= OffscreenHost.longestDrag,
                          "HeadlessHost.\(call) takes at most \(Int(OffscreenHost.longestDrag)) s (a move every frame); got \(duration).")
            else { return }
            moveFingers(duration: duration) { share in
                [CGPoint(x: start.x + (end.x - start.x) * share, y: start.y + (end.y - start.y) * share)]
            }
        }
    }

    /// How far apart the two fingers of `pinch` and `twist` go down (before a pinch scales it).
    package static let twoFingerSpan: CGFloat = 100

    package func pinch(at center: CGPoint, scale: CGFloat, duration: TimeInterval) {
        environment.run {
            guard requireTwoFingerGesture(at: center, duration: duration, "pinch(at:scale:duration:)"),
                  require(scale.isFinite && scale > 0, "HeadlessHost.pinch(at:scale:duration:) needs a finite scale above 0; got \(scale).")
            else { return }
            moveFingers(duration: duration) { share in
                let half = OffscreenHost.twoFingerSpan / 2 * (1 + (scale - 1) * share)
                return [CGPoint(x: center.x - half, y: center.y), CGPoint(x: center.x + half, y: center.y)]
            }
        }
    }

    package func twist(at center: CGPoint, angle: CGFloat, duration: TimeInterval) {
        environment.run {
            guard requireTwoFingerGesture(at: center, duration: duration, "twist(at:angle:duration:)"),
                  require(angle.isFinite, "HeadlessHost.twist(at:angle:duration:) needs a finite angle in radians; got \(angle).")
            else { return }
            moveFingers(duration: duration) { share in
                let half = OffscreenHost.twoFingerSpan / 2, turn = angle * share
                let offset = CGPoint(x: half * cos(turn), y: half * sin(turn))
                return [CGPoint(x: center.x - offset.x, y: center.y - offset.y), CGPoint(x: center.x + offset.x, y: center.y + offset.y)]
            }
        }
    }

    private func requireTwoFingerGesture(at center: CGPoint, duration: TimeInterval, _ call: String) -> Bool {
        requirePoint(center, call) && requireTime(duration, call)
            && require(duration <= OffscreenHost.longestDrag,
                       "HeadlessHost.\(call) takes at most \(Int(OffscreenHost.longestDrag)) s (a move every frame); got \(duration).")
    }

    /// Fingers down where `path` puts them at 0, moved every frame along it, up where it ends at 1,
    /// over `duration` seconds of frame time: the one way drags, pinches and twists are played.
    private func moveFingers(duration: TimeInterval, along path: (CGFloat) -> [CGPoint]) {
        window.handleFingers(.began, at: path(0), time: time)
        renderFrame()
        let steps = max(1, Int((duration * OffscreenHost.framesPerSecond).rounded()))
        let stepTime = duration / Double(steps)
        for index in 1...steps {
            frame(at: time + stepTime)
            window.handleFingers(.moved, at: path(CGFloat(index) / CGFloat(steps)), time: time)
        }
        window.handleFingers(.ended, at: path(1), time: time)
        renderFrame()
    }

    package func resize(to size: CGSize) {
        environment.run {
            guard require(size.width.isFinite && size.height.isFinite, "HeadlessHost.resize(to:) needs a finite size; got \(size).")
            else { return }
            window.resize(to: CGSize(width: max(1, size.width.rounded()), height: max(1, size.height.rounded())))
            renderFrame()
        }
    }

    /// Turns the device, as Ctrl+Left and Ctrl+Right do in the window.
    package func rotate(to orientation: UIDeviceOrientation) {
        environment.run {
            window.deviceDidRotate(to: orientation)
            renderFrame()
        }
    }

    package var snapshotPixels: (width: Int, height: Int, rgba: [UInt8]) { snapshotPixels(includingDeviceChrome: false) }

    /// The frame's pixels, with what the device draws over the app (the status bar, the Dynamic
    /// Island, the home indicator, the rounded corners) when asked and the host is a device.
    package func snapshotPixels(includingDeviceChrome: Bool) -> (width: Int, height: Int, rgba: [UInt8]) {
        drawingDeviceChrome(includingDeviceChrome) { (presenter.pixelWidth, presenter.pixelHeight, presenter.rgbaBytes()) }
    }

    /// Draws the current frame, with the device chrome over it when `chrome` is true and the host
    /// is a device, reads it with `read`, and leaves the next frame to be drawn without the chrome.
    private func drawingDeviceChrome<Result>(_ chrome: Bool, _ read: () throws -> Result) rethrows -> Result {
        try environment.run {
            renderFrame()
            guard chrome, let deviceChrome = environment.screen.deviceChrome else { return try read() }
            presenter.overlay = { window in deviceChrome.commands(for: window) }
            presenter.drawOffscreen(window, force: true)
            defer {
                presenter.overlay = nil
                window.setNeedsEveryViewRepainted()
            }
            return try read()
        }
    }

    package var framesDrawn: Int { presenter.framesDrawn }

    /// Pixels per point of what the host draws.
    package var renderScale: CGFloat { presenter.scale }

    /// What the last rasterized frame redrew.
    package var lastDamage: FrameDamage { presenter.lastDamage }
    package var backdropBlurCounts: (computed: Int, reused: Int) { presenter.backdropBlurCounts }
    package var shadowBlurCounts: (computed: Int, reused: Int) { presenter.shadowBlurCounts }

    /// Redraws only what changed between frames (true, as the window does), or every pixel.
    package var drawsOnlyDamage: Bool {
        get { presenter.drawsOnlyDamage }
        set { presenter.drawsOnlyDamage = newValue }
    }

    /// Turns the last frame into pixels now, as the window would have (the bench times whole frames).
    package func rasterizeLastFrame() { presenter.rasterizeOffscreenFrame() }

    /// The display list of the window's current frame.
    package var displayList: DisplayList {
        return environment.run {
            return window.currentDisplayList
        }
    }

    /// Writes the current frame to a PNG file, with the device chrome when asked (as the window and
    /// the Simulator's screenshots show it).
    package func writePNG(to path: String, includingDeviceChrome: Bool = false) throws {
        try drawingDeviceChrome(includingDeviceChrome) { try presenter.writePNG(to: path) }
    }

    private func frame(at time: TimeInterval) {
        HostEnvironment.endImplicitTransactionOutsideHosts()
        adoptShownSceneWindow()
        engine.runFrame(of: window, at: time, onscreen: false)
    }

    /// A scene brought to the front (a new window scene, or the one before a closed scene) is
    /// what this host shows from then on, at the host's size.
    private func adoptShownSceneWindow() {
        guard let shown = environment.application.shownSceneWindow, shown !== window else { return }
        let size = window.bounds.size
        window = shown
        window.resize(to: size)
        window.setNeedsEveryViewRepainted()
    }

    /// Keeps every frame from now on (the current one first), with its frame-clock time.
    package func startRecording() {
        environment.run {
            engine.startRecording()
            renderFrame()
        }
    }

    /// Stops keeping frames and returns those kept.
    package func stopRecording() -> [RecordedFrame] {
        if engine.recordingSizeChanged {
            environment.run {
                Diagnostics.warnOnce("recording size", "HeadlessHost.record: the host changed size while recording, so the recording ends with the last frame before the change (a recording's frames are all one size).")
            }
        }
        return engine.stopRecording()
    }

    /// Lays out what needs it and draws a frame at the current time, without moving the clock.
    package func renderFrame() {
        environment.run {
            frame(at: time)
        }
    }
}
