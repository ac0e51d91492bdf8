import UIKit

/// Runs view controllers with no window on screen, deterministically: a fake frame clock that only
/// moves when told, synthetic input through the same path as the SDL window's mouse, and
/// snapshots drawn by the same renderer (SDL's software renderer) the window uses.
///
/// ```swift
/// let host = HeadlessHost(size: CGSize(width: 400, height: 600))
/// host.rootViewController = MyViewController()
/// host.tap(at: CGPoint(x: 200, y: 100))
/// host.advance(by: 0.25)
/// let shot = host.snapshot()
/// ```
@MainActor
public final class HeadlessHost {
    /// The frame rate `advance(by:)` steps at.
    public static let framesPerSecond: Double = 60

    /// The window the host drives: its own, or the one an app delegate made in `launch(_:)`.
    public private(set) var window: UIWindow
    private let presenter: FramePresenter

    /// Creates a host whose window is `size` points, drawn at `scale` pixels per point.
    public init(size: CGSize, scale: CGFloat = 1) {
        precondition(size.width.isFinite && size.height.isFinite, "HeadlessHost needs a finite size; got \(size).")
        let safe = CGSize(width: max(1, size.width.rounded()), height: max(1, size.height.rounded()))
        presenter = FramePresenter(scale: scale)
        UIApplication.shared.finishLeftoverWork()
        UIScreen.main.bounds = CGRect(origin: .zero, size: safe)
        UIScreen.main.scale = scale
        window = UIWindow(frame: CGRect(origin: .zero, size: safe))
        window.resize(to: safe)
    }

    /// Installs `rootViewController` in the window, lays it out and draws the first frame, after
    /// which the controller has had viewWillAppear and viewDidAppear.
    public var rootViewController: UIViewController? {
        get { window.rootViewController }
        set {
            window.rootViewController = newValue
            window.makeKeyAndVisible()
            renderFrame()
        }
    }

    /// Launches an app delegate as the app would: its `application(_:didFinishLaunchingWithOptions:)`
    /// sets up a window, which this host then drives. Returns what the delegate returned.
    @discardableResult
    public func launch(_ delegate: UIApplicationDelegate) -> Bool {
        let size = window.bounds.size
        UIScreen.main.bounds = CGRect(origin: .zero, size: size)
        let result = UIApplication.shared.launch(with: delegate)
        if let appWindow = delegate.window {
            window = appWindow
            window.resize(to: size)
        }
        renderFrame()
        return result
    }

    /// The frame clock's time, in seconds.
    public var time: TimeInterval { UIApplication.shared.frameTime }

    /// The status bar style an iPhone would show now: the preference of the controller UIKit asks
    /// (the root, or a full-screen presented controller, then their childForStatusBarStyle), as of
    /// the last setNeedsStatusBarAppearanceUpdate() or presentation.
    public var statusBarStyle: UIStatusBarStyle { window.statusBarAppearance.style }

    /// Whether an iPhone would hide the status bar now, decided the same way.
    public var isStatusBarHidden: Bool { window.statusBarAppearance.isHidden }

    /// Moves the clock forward by `seconds`, drawing a frame every 1/60 s and one at the end.
    public func advance(by seconds: TimeInterval) {
        guard seconds > 0 else { renderFrame(); return }
        let step = 1 / HeadlessHost.framesPerSecond
        let end = time + seconds
        var next = time + step
        while next < end - 1e-9 {
            frame(at: next)
            next += step
        }
        frame(at: end)
    }

    /// Advances until no animation runs and nothing waits for a frame. Fails loudly when that does
    /// not happen within `timeout` seconds of frame time (a repeating or never-ending animation).
    public func settle(timeout: TimeInterval = 10) {
        let app = UIApplication.shared
        let deadline = time + timeout
        frame(at: time)
        // Only this host's window counts: other hosts' windows are not drawn by this one.
        while app.hasPendingAnimationWork || window.isWaitingForFrame || window.treeNeedsLayout {
            guard time < deadline else {
                preconditionFailure("""
                    HeadlessHost.settle(): animations were still running after \(timeout) s of frame time. \
                    A repeating animation never settles; advance(by:) a fixed time instead, or stop it first.
                    """)
            }
            frame(at: time + 1 / HeadlessHost.framesPerSecond)
        }
    }

    /// A tap: touch down and up at `point` (window points), through the window's event path.
    public func tap(at point: CGPoint) {
        window.sendPointer(.began, at: point, time: time)
        window.sendPointer(.ended, at: point, time: time)
        renderFrame()
    }

    /// A finger down at `point`, held until `release(at:)`; `move(to:)` moves it. Time passes only
    /// through `advance(by:)`, so a press held for a while is `press`, `advance`, `release`.
    public func press(at point: CGPoint) {
        window.sendPointer(.began, at: point, time: time)
        renderFrame()
    }

    /// Moves the pressed finger to `point`.
    public func move(to point: CGPoint) {
        window.sendPointer(.moved, at: point, time: time)
        renderFrame()
    }

    /// Lifts the pressed finger at `point`.
    public func release(at point: CGPoint) {
        window.sendPointer(.ended, at: point, time: time)
        renderFrame()
    }

    /// A drag: down at `start`, a move every frame along the straight line, up at `end`,
    /// taking `duration` seconds of frame time.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval) {
        window.sendPointer(.began, at: start, time: time)
        renderFrame()
        let steps = max(1, Int((duration * HeadlessHost.framesPerSecond).rounded()))
        let stepTime = duration / Double(steps)
        for index in 1...steps {
            let share = CGFloat(index) / CGFloat(steps)
            let point = CGPoint(x: start.x + (end.x - start.x) * share, y: start.y + (end.y - start.y) * share)
            frame(at: time + stepTime)
            window.sendPointer(.moved, at: point, time: time)
        }
        window.sendPointer(.ended, at: end, time: time)
        renderFrame()
    }

    /// Resizes the window as a real window resize does: new bounds, a layout pass, a frame.
    public func resize(to size: CGSize) {
        window.resize(to: CGSize(width: max(1, size.width.rounded()), height: max(1, size.height.rounded())))
        renderFrame()
    }

    /// The window's pixels as drawn now.
    public func snapshot() -> Snapshot {
        renderFrame()
        return Snapshot(width: presenter.pixelWidth, height: presenter.pixelHeight, rgba: presenter.rgbaBytes())
    }

    /// The display list of the window's current frame, for asserting on what is drawn.
    public var displayList: DisplayList { window.currentDisplayList }

    /// How many frames were drawn so far (frames are drawn only when something changed).
    public var framesDrawn: Int { presenter.framesDrawn }

    /// Writes the current frame to a PNG file.
    public func writePNG(to path: String) throws {
        renderFrame()
        try presenter.writePNG(to: path)
    }

    private func frame(at time: TimeInterval) {
        UIApplication.shared.advanceFrame(to: time)
        presenter.drawOffscreen(window)
    }

    /// Lays out what needs it and draws a frame at the current time, without moving the clock.
    private func renderFrame() {
        frame(at: time)
    }
}
