import UIKit

/// Runs view controllers with no window on screen, deterministically: a fake frame clock that only
/// moves when told, synthetic input through the same path as the SDL window's mouse, and
/// snapshots drawn by the same renderer (SDL's software renderer) the window uses.
///
/// ```swift
/// let host = HeadlessHost(device: .iPhone15, orientation: .landscapeLeft, systemVersion: "17.0")
/// host.rootViewController = MyViewController()
/// host.tap(at: CGPoint(x: 200, y: 100))
/// host.advance(by: 0.25)
/// host.rotate(to: .portrait)
/// let shot = host.snapshot()
/// ```
@MainActor
public final class HeadlessHost {
    /// The frame rate `advance(by:)` steps at.
    public static let framesPerSecond: Double = OffscreenHost.framesPerSecond

    let core: OffscreenHost

    /// A host simulating `device` held in `orientation`, with the behaviour of iOS `systemVersion`
    /// ("12" to "18", default the newest), in the system `appearance` (light or dark) at the text
    /// size `contentSize` (`.large`, iOS's default). Snapshots are drawn at `scale` pixels per
    /// point (default 1, whatever the device's own scale, which `UIScreen.main.scale` reports).
    public init(device: SimulatedDevice, orientation: UIDeviceOrientation = .portrait, systemVersion: String? = nil,
                appearance: UIUserInterfaceStyle = .light, contentSize: UIContentSizeCategory = .large, scale: CGFloat = 1) {
        var version = SystemVersion.newest
        if let systemVersion {
            if let parsed = SystemVersion(systemVersion) {
                version = parsed
            } else {
                let valid = SystemVersion.supportedMajors.map(String.init).joined(separator: ", ")
                TestFailure.record("HeadlessHost: unknown iOS version '\(systemVersion)'; the versions are \(valid). "
                                   + "The host simulates the newest instead.")
            }
        }
        core = OffscreenHost(device: device, orientation: orientation, systemVersion: version, renderScale: scale)
        // A misuse fails the running test and the call returns; outside a test it still stops.
        core.misuseHandler = { message in TestFailure.record(message) }
        core.environment.recordsTrace = true
        self.appearance = appearance
        self.contentSize = contentSize
        RunningTest.enter(core.environment)
    }

    /// A free-form window of `size` points, drawn at `scale` pixels per point: `.freeform(size)`.
    public convenience init(size: CGSize, scale: CGFloat = 1) {
        var size = size
        if !size.width.isFinite || !size.height.isFinite {
            TestFailure.record("HeadlessHost needs a finite size; got \(size). The host is 1 × 1 points instead.")
            size = CGSize(width: 1, height: 1)
        }
        self.init(device: .freeform(size), scale: scale)
    }

    /// The system appearance, as Settings' Dark Mode switch (or the Simulator's Cmd+Shift+A) sets it.
    /// Set between frames, it reaches the app as on iOS: views and controllers whose appearance
    /// changes hear `traitCollectionDidChange(_:)` and their trait-change registrations, and
    /// dynamic colours draw their other value from the next frame.
    public var appearance: UIUserInterfaceStyle {
        get { core.environment.screen.userInterfaceStyle }
        set { core.environment.setSystemAppearance(newValue == .unspecified ? .light : newValue) }
    }

    /// The user's text size, as Settings' Text Size slider sets it. Set between frames, it reaches
    /// the app as on iOS: fonts from `preferredFont(forTextStyle:)` made afterwards take the new
    /// size, labels and text fields with `adjustsFontForContentSizeCategory` change theirs, views and
    /// controllers hear `traitCollectionDidChange(_:)`, and
    /// `UIContentSizeCategory.didChangeNotification` is posted.
    public var contentSize: UIContentSizeCategory {
        get { core.environment.screen.preferredContentSizeCategory }
        set { core.environment.setContentSizeCategory(newValue) }
    }

    /// The window the host drives: its own, or the one the launched app shows.
    public var window: UIWindow { core.window }

    /// Installs `rootViewController` in the window, lays it out and draws the first frame, after
    /// which the controller has had viewWillAppear and viewDidAppear.
    public var rootViewController: UIViewController? {
        get { core.window.rootViewController }
        set {
            RunningTest.enter(core.environment)
            core.install(rootViewController: newValue)
        }
    }

    /// Launches an app delegate as the app would: `application(_:didFinishLaunchingWithOptions:)`,
    /// then, when `application(_:configurationForConnecting:options:)` names a scene delegate class,
    /// the scene connects and its delegate makes the window. Returns what didFinishLaunching returned.
    @discardableResult
    public func launch(_ delegate: UIApplicationDelegate) -> Bool {
        RunningTest.enter(core.environment)
        return core.launch(delegate)
    }

    /// Launches a scene-based app with this scene delegate (for an app delegate that does not name
    /// one, or to keep a reference to the delegate in a test).
    @discardableResult
    public func launch(_ delegate: UIApplicationDelegate, sceneDelegate: UISceneDelegate) -> Bool {
        RunningTest.enter(core.environment)
        return core.launch(delegate, sceneDelegate: sceneDelegate)
    }

    /// Launches a scene-based app from its scene delegate alone, under an app delegate that does
    /// nothing but launch: the scene connects and the scene delegate makes the window.
    @discardableResult
    public func launch(sceneDelegate: UISceneDelegate) -> Bool {
        RunningTest.enter(core.environment)
        return core.launch(SceneHostingAppDelegate(), sceneDelegate: sceneDelegate)
    }

    /// The frame clock's time, in seconds.
    public var time: TimeInterval { core.time }

    /// This host's application, screen and device: what `UIApplication.shared`, `UIScreen.main`
    /// and `UIDevice.current` are to the app's own code (its callbacks, its animators) and to the
    /// body of the test that made or entered this host last. Each host has its own; code outside
    /// every host and every test that made one sees a world of its own.
    public var application: UIApplication { core.environment.application }
    public var screen: UIScreen { core.environment.screen }
    public var device: UIDevice { core.environment.device }

    /// Runs `body` as this host's app code: inside it, `UIApplication.shared`, `UIScreen.main`,
    /// `UIDevice.current`, `UIView.setAnimationsEnabled(_:)` and `CATransaction` answer from this
    /// host. A test body already sees the host it made or entered last; `run` enters this one.
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        RunningTest.enter(core.environment)
        return try core.environment.run(body)
    }

    /// The status bar style an iPhone would show now: the preference of the controller UIKit asks
    /// (the root, or a full-screen presented controller, then their childForStatusBarStyle), as of
    /// the last setNeedsStatusBarAppearanceUpdate() or presentation.
    public var statusBarStyle: UIStatusBarStyle { core.window.statusBarAppearance.style }

    /// Whether an iPhone would hide the status bar now, decided the same way.
    public var isStatusBarHidden: Bool { core.window.statusBarAppearance.isHidden }

    /// Moves the clock forward by `seconds`, drawing a frame every 1/60 s and one at the end.
    public func advance(by seconds: TimeInterval) { core.advance(by: seconds) }

    /// Advances until no animation runs, no transition waits and nothing waits for a frame, and
    /// returns true. When that does not happen within `timeout` seconds of frame time (a transition
    /// whose animator never calls `completeTransition(_:)`, a repeating animation, layout that never
    /// converges), it records a failure naming the cause in the running test (a Swift Testing
    /// issue or an XCTest failure) and returns false; outside a test it prints the cause and exits 1.
    @discardableResult
    public func settle(timeout: TimeInterval = 10, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) -> Bool {
        guard let report = core.settleOrReport(timeout: timeout) else { return true }
        TestFailure.record(report, fileID: fileID, filePath: filePath, line: line, column: column)
        return false
    }

    /// A tap: touch down and up at `point` (window points), through the window's event path.
    public func tap(at point: CGPoint) { core.tap(at: point) }

    /// A finger down at `point`, held until `release(at:)`; `move(to:)` moves it. Time passes only
    /// through `advance(by:)`, so a press held for a while is `press`, `advance`, `release`.
    public func press(at point: CGPoint) { core.press(at: point) }

    /// Moves the pressed finger to `point`.
    public func move(to point: CGPoint) { core.move(to: point) }

    /// Lifts the pressed finger at `point`.
    public func release(at point: CGPoint) { core.release(at: point) }

    /// A secondary click at `point`, as the right mouse button in the window or a two-finger click
    /// on an iPad's trackpad: the context menu there opens at once, or, over text, the edit menu.
    public func secondaryClick(at point: CGPoint) { core.secondaryClick(at: point) }

    /// A drag: down at `start`, a move every frame along the straight line, up at `end`,
    /// taking `duration` seconds of frame time.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval) {
        core.drag(from: start, to: end, duration: duration)
    }

    /// A pinch: two fingers down `OffscreenHost.twoFingerSpan` (100) points apart on a horizontal
    /// line through `center`, moved every frame until their distance is `scale` times that, then
    /// lifted, over `duration` seconds of frame time (the window's Alt+drag pinches the same way).
    public func pinch(at center: CGPoint, scale: CGFloat, duration: TimeInterval) {
        core.pinch(at: center, scale: scale, duration: duration)
    }

    /// A twist: two fingers down 100 points apart on a horizontal line through `center`, turned
    /// about it by `angle` radians (clockwise on screen when positive, as UIKit's rotation counts),
    /// then lifted, over `duration` seconds of frame time.
    public func twist(at center: CGPoint, angle: CGFloat, duration: TimeInterval) {
        core.twist(at: center, angle: angle, duration: duration)
    }

    /// The mouse wheel or a trackpad's two-finger scroll over `point`: the innermost scroll view there
    /// that can move scrolls by `delta` points (positive `dy` shows content further down), held
    /// inside its content. One notch of a mouse wheel in the window is 40 points.
    public func scroll(at point: CGPoint, by delta: CGVector) { core.scrollWheel(at: point, by: delta) }

    /// Types `text` on the keyboard into the first responder (a text field that was tapped or asked
    /// to `becomeFirstResponder()`): "\n" presses Return and "\u{8}" Backspace.
    public func typeText(_ text: String) { core.typeText(text) }

    /// Resizes the window as a real window resize does: new bounds, a layout pass, a frame.
    public func resize(to size: CGSize) { core.resize(to: size) }

    /// Turns the device to `orientation`, by the same path as Ctrl+Left/Ctrl+Right in the window:
    /// `viewWillTransition(to:with:)` with an animated coordinator, then the new size, safe area and
    /// size classes. The turn animates; `settle()` or `advance(by:)` plays it.
    public func rotate(to orientation: UIDeviceOrientation) { core.rotate(to: orientation) }

    /// The window's pixels as drawn now.
    public func snapshot() -> Snapshot { snapshot(includingDeviceChrome: false) }

    /// The current frame, with the device chrome drawn over it when `includingDeviceChrome` is true
    /// (the status bar, the Dynamic Island, the home indicator and the rounded screen corners, as
    /// the window always shows them); tests usually want the app alone.
    public func snapshot(includingDeviceChrome: Bool) -> Snapshot {
        let pixels = core.snapshotPixels(includingDeviceChrome: includingDeviceChrome)
        return Snapshot(width: pixels.width, height: pixels.height, rgba: pixels.rgba)
    }

    /// The display list of the window's current frame, for asserting on what is drawn.
    public var displayList: DisplayList { core.displayList }

    /// Pixels per point of snapshots (the `scale` the host was made with).
    public var renderScale: CGFloat { core.renderScale }

    /// How many frames were drawn so far (frames are drawn only when something changed).
    public var framesDrawn: Int { core.framesDrawn }

    /// Writes the current frame to a PNG file.
    public func writePNG(to path: String) throws { try core.writePNG(to: path) }
}

/// The app delegate of `HeadlessHost.launch(sceneDelegate:)`: UIKit's defaults for every callback.
private final class SceneHostingAppDelegate: UIResponder, UIApplicationDelegate {}
