internal import CSDL2
internal import CSDL2Image
internal import CMalloc

/// The real window: an SDL2 window whose surface the software renderer draws on, an event pump
/// that turns mouse and window events into touches and resizes, and a frame loop paced to the
/// display's refresh rate that sleeps while nothing changes.
@preconcurrency @MainActor
package final class SDLWindowHost {
    private let sdlWindow: OpaquePointer
    /// The window's world and its frames, on the display's clock.
    private let engine: HostEngine
    private let driver: DisplayFrameDriver
    private var presenter: FramePresenter { engine.presenter }
    private var mouseDown = false
    /// Set when the button went down with Alt held: the mouse is two fingers until it goes up.
    private var mouseIsTwoFingers = false
    private let appName: String
    /// The window's own world: its clock, screen, app and transitions.
    package var environment: HostEnvironment { engine.environment }
    private var overlayShown = false
    private let frameLog: FileHandle?
    private var screenRecorder: ScreenRecorder
    /// When the window last handled an event or drew a frame, and whether it has given back its
    /// idle memory since.
    private var lastActivity: TimeInterval = 0
    private var idleMemoryReleased = false
    /// How long the window waits with nothing to do before giving back what it can rebuild.
    private static let idleReleaseDelay: TimeInterval = 1

    /// Opens the simulator's window for `settings`' device, orientation and iOS version. Fails with a
    /// message that names the way out when there is no display.
    package init(appName: String, settings: HostSettings) throws {
        let environment = ProcessInfo.processInfo.environment
        let display = environment["DISPLAY"] ?? ""
        let wayland = environment["WAYLAND_DISPLAY"] ?? ""
        let explicitDriver = environment["SDL_VIDEODRIVER"].map { !$0.isEmpty } ?? false
        let noDisplay = "Run headless with --headless --script FILE, or under a virtual display: xvfb-run -a \(SimulatorLauncher.programName)"
        if display.isEmpty && wayland.isEmpty && !explicitDriver {
            throw HostError("No display available (DISPLAY is not set). \(noDisplay)")
        }
        if !explicitDriver && wayland.isEmpty {
            // Without this SDL falls back to its offscreen driver when X11 fails, and runs unseen forever.
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
        }
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        // The software framebuffer: SDL's default goes through a software OpenGL here, slower and bigger.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            let reason = String(cString: SDL_GetError())
            throw HostError("Could not open the display '\(display)' (\(reason)). \(noDisplay)")
        }
        self.appName = appName
        let world = HostEnvironment()
        let screen = world.screen
        screen.device = settings.device
        screen.orientation = settings.orientation
        shownOrientation = settings.orientation
        world.device.systemVersion = settings.systemVersion.description
        let size = settings.windowSize
        screen.bounds = CGRect(origin: .zero, size: size)
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let position = Int32(csdl_windowpos_centered())
        guard let window = SDL_CreateWindow(appName, position, position, Int32(Swift.max(1, size.width)),
                                            Int32(Swift.max(1, size.height)), flags) else {
            let reason = String(cString: SDL_GetError())
            SDL_Quit()
            throw HostError("Could not create the window (\(reason)).")
        }
        SDL_SetWindowMinimumSize(window, 1, 1)
        sdlWindow = window
        var mode = SDL_DisplayMode()
        let rate = SDL_GetWindowDisplayMode(window, &mode) == 0 && mode.refresh_rate > 0 ? Double(mode.refresh_rate) : 60
        world.frameInterval = 1 / rate
        world.launchDate = Date()
        driver = DisplayFrameDriver(environment: world, refreshInterval: 1 / rate, slowAnimations: settings.slowAnimations)
        engine = HostEngine(environment: world, renderScale: 1, driver: driver)
        screenRecorder = ScreenRecorder(appName: appName, deviceName: settings.device.name, path: settings.recordPath, engine: engine)
        if let path = settings.frameLogPath {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            frameLog = FileHandle(forWritingAtPath: path)
            if frameLog == nil { throw HostError("Cannot write the frame log '\(path)'; check the folder exists and is writable.") }
        } else {
            frameLog = nil
        }
        attachSurface()
        updateOverlay()
    }


    private func toggleSlowAnimations() {
        driver.toggleSlowAnimations()
        updateTitle()
    }

    private func attachSurface() {
        presenter.useCanvas(nil)
        guard let surface = SDL_GetWindowSurface(sdlWindow) else { return }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(sdlWindow, &width, &height)
        presenter.scale = width > 0 ? CGFloat(surface.pointee.w) / CGFloat(width) : 1
        if environment.screen.device.isFreeform { environment.screen.scale = presenter.scale }
        presenter.useCanvas(Canvas(borrowing: surface))
    }

    /// The window's size in points.
    package var size: CGSize {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(sdlWindow, &width, &height)
        return CGSize(width: Int(width), height: Int(height))
    }

    /// Milliseconds an idle loop may sleep: until the next gesture deadline or run-loop timer
    /// (`Timer`, `DispatchQueue.main.asyncAfter`), at most a quarter second.
    private func idleTimeout(_ window: UIWindow) -> Int32 {
        var seconds = 0.25
        if let deadline = window.nextGestureDeadline { seconds = Swift.min(seconds, deadline - driver.now) }
        if let timer = RunLoop.main.limitDate(forMode: .default) { seconds = Swift.min(seconds, timer.timeIntervalSinceNow) }
        return Int32(Swift.max(1, (seconds * 1000).rounded(.up)))
    }

    /// Runs what app code queued for the main thread (`DispatchQueue.main.async`, `Task { @MainActor in }`,
    /// due `Timer`s), as UIKit's main run loop does between events; without it they would never run.
    private func serviceMainQueue() {
        _ = RunLoop.main.run(mode: .default, before: Date.distantPast)
    }

    /// The window's icon: the app's icon, as the home screen shows it. A file SDL_image cannot
    /// read leaves SDL's default.
    package func setIcon(contentsOfFile path: String) {
        guard let loaded = IMG_Load(path) else { return }
        defer { SDL_FreeSurface(loaded) }
        // X11 refuses an icon as large as the 1024-point App Store one (it exceeds a request), so
        // the window gets it at most 256 pixels across, scaled smoothly.
        let side: Int32 = 256
        guard loaded.pointee.w > side || loaded.pointee.h > side else {
            SDL_SetWindowIcon(sdlWindow, loaded)
            return
        }
        let format = UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue)
        guard let source = SDL_ConvertSurfaceFormat(loaded, format, 0) else { return }
        defer { SDL_FreeSurface(source) }
        guard let scaled = SDL_CreateRGBSurfaceWithFormat(0, side, side, 32, format) else { return }
        defer { SDL_FreeSurface(scaled) }
        guard SDL_SoftStretchLinear(source, nil, scaled, nil) == 0 else { return }
        SDL_SetWindowIcon(sdlWindow, scaled)
    }

    /// Draws `window` once and shows it, before the app's first screen: the app's launch screen.
    package func showOnce(_ window: UIWindow) {
        environment.run {
            window.resize(to: size)
            if engine.runFrame(of: window, at: driver.frameTime, onscreen: true) { SDL_UpdateWindowSurface(sdlWindow) }
        }
    }

    /// Runs frames for `window` until the window is closed.
    package func run(_ window: UIWindow) {
        environment.run { runFrames(window) }
    }

    private func runFrames(_ launchedWindow: UIWindow) {
        let app = environment
        var window = launchedWindow
        self.window = window
        // A first screen that turned the interface at launch turns the desktop window with it.
        if app.screen.orientation != shownOrientation { followInterfaceOrientation(window) } else { window.resize(to: size) }
        updateTitle()
        var running = true
        var event = SDL_Event()
        while running {
            let busy = app.hasPendingFrameWork || window.treeNeedsLayout || window.screenNeedsDisplay
            var hasEvent = busy ? SDL_PollEvent(&event) != 0 : SDL_WaitEventTimeout(&event, idleTimeout(window)) != 0
            if hasEvent {
                // Events are stamped with the frame clock as they arrive: what they start (a present,
                // a dismissal) begins now, not at the last frame drawn, however long the window idled.
                app.advanceFrame(to: driver.frameTime)
                noteActivity()
            }
            while hasEvent {
                running = handle(event, window) && running
                hasEvent = SDL_PollEvent(&event) != 0
            }
            guard running else { break }
            serviceMainQueue()
            // A scene brought to the front is what the window shows from then on.
            if let shown = app.application.shownSceneWindow, shown !== window {
                window = shown
                self.window = shown
                window.resize(to: size)
                window.setNeedsEveryViewRepainted()
            }
            if app.screen.orientation != shownOrientation { followInterfaceOrientation(window) }
            let frameStart = driver.now
            if engine.runFrame(of: window, at: driver.frameTime, onscreen: true) {
                noteActivity()
                switch presenter.lastDamage {
                case .none: break
                case .full: SDL_UpdateWindowSurface(sdlWindow)
                case let .area(area):
                    var rect = SDL_Rect(x: Int32(area.minX), y: Int32(area.minY), w: Int32(area.width), h: Int32(area.height))
                    SDL_UpdateWindowSurfaceRects(sdlWindow, &rect, 1)
                }
                logFrame(wall: frameStart, frame: app.animationEngine.now)
                screenRecorder.frameDrawn(at: app.animationEngine.now)
                if let work = driver.pacer.frameDrawn(start: frameStart, end: driver.now) {
                    app.trace(kind: .hitch, String(format: "hitch: a frame took %.1f ms, over the %.1f ms refresh interval (%d so far)",
                                     work * 1000, driver.pacer.refreshInterval * 1000, driver.pacer.hitches))
                    if overlayShown { window.setNeedsEveryViewRepainted() }
                }
            }
            if app.hasPendingFrameWork {
                driver.pacer.waitForNextFrame { driver.now }
            } else {
                driver.pacer.idle()
                if !idleMemoryReleased && driver.now - lastActivity >= SDLWindowHost.idleReleaseDelay { releaseIdleMemory() }
            }
        }
        app.application.terminate()
        screenRecorder.finish(now: app.animationEngine.now)
        presenter.useCanvas(nil)
        SDL_DestroyWindow(sdlWindow)
        SDL_Quit()
    }

    private weak var window: UIWindow?
    /// The interface orientation the desktop window's shape shows.
    private var shownOrientation: UIDeviceOrientation

    /// The interface turned, whoever turned it (Ctrl+Left or Right, a presented controller's
    /// orientation, `requestGeometryUpdate`): the desktop window takes the interface's new shape.
    private func followInterfaceOrientation(_ window: UIWindow) {
        shownOrientation = environment.screen.orientation
        let newSize = window.bounds.size
        SDL_SetWindowSize(sdlWindow, Int32(newSize.width), Int32(newSize.height))
        attachSurface()
        window.setNeedsEveryViewRepainted()
        updateTitle()
    }

    private func noteActivity() {
        lastActivity = driver.now
        idleMemoryReleased = false
    }

    /// Gives back memory the next frame can rebuild: the open font files (widths and rendered
    /// lines stay cached), and the heap pages their freeing left empty, which `free` keeps
    /// resident unless they sit at the top of the heap.
    private func releaseIdleMemory() {
        idleMemoryReleased = true
        TextEngine.shared.closeFontFiles()
        #if canImport(Glibc)
        _ = malloc_trim(0)
        #endif
    }

    private func logFrame(wall: TimeInterval, frame: TimeInterval) {
        guard let frameLog else { return }
        frameLog.write(Data(String(format: "%.6f %.6f\n", wall, frame).utf8))
    }

    /// The fingers the mouse at (`x`, `y`) stands for: itself, and with Alt held since the button
    /// went down, its mirror image through the window's centre (pinching and twisting about it).
    private func fingers(at x: Int32, _ y: Int32, _ window: UIWindow) -> [CGPoint] {
        let mouse = CGPoint(x: Int(x), y: Int(y))
        guard mouseIsTwoFingers else { return [mouse] }
        return [mouse, CGPoint(x: window.bounds.width - mouse.x, y: window.bounds.height - mouse.y)]
    }

    private func handle(_ event: SDL_Event, _ window: UIWindow) -> Bool {
        switch event.type {
        case SDL_QUIT.rawValue:
            return false
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            mouseDown = true
            // Alt is the Simulator's Option key: a second finger mirrors the mouse about the centre.
            mouseIsTwoFingers = (UInt32(SDL_GetModState().rawValue) & UInt32(KMOD_ALT.rawValue)) != 0
            window.handleFingers(.began, at: fingers(at: event.button.x, event.button.y, window), time: driver.frameTime)
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == UInt8(SDL_BUTTON_RIGHT) && !mouseDown:
            window.openContextMenu(at: CGPoint(x: Int(event.button.x), y: Int(event.button.y)))
            window.setNeedsEveryViewRepainted()
        case SDL_MOUSEMOTION.rawValue where mouseDown:
            window.handleFingers(.moved, at: fingers(at: event.motion.x, event.motion.y, window), time: driver.frameTime)
        case SDL_MOUSEBUTTONUP.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT) && mouseDown:
            mouseDown = false
            window.handleFingers(.ended, at: fingers(at: event.button.x, event.button.y, window), time: driver.frameTime)
        case SDL_MOUSEWHEEL.rawValue:
            // SDL's wheel is positive away from the user, which shows content further up.
            let flip: Float = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let notches = CGVector(dx: CGFloat(event.wheel.preciseX * flip), dy: CGFloat(-event.wheel.preciseY * flip))
            _ = window.handleScrollWheel(CGVector(dx: notches.dx * UIWindow.pointsPerWheelNotch, dy: notches.dy * UIWindow.pointsPerWheelNotch),
                                   at: CGPoint(x: Int(event.wheel.mouseX), y: Int(event.wheel.mouseY)))
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
                attachSurface()
                window.resize(to: CGSize(width: Int(event.window.data1), height: Int(event.window.data2)))
                window.setNeedsEveryViewRepainted()
                updateTitle()
            case SDL_WINDOWEVENT_EXPOSED.rawValue:
                presenter.invalidateCanvas()
                window.setNeedsEveryViewRepainted()
            default:
                break
            }
        case SDL_TEXTINPUT.rawValue:
            var input = event.text
            let text = withUnsafeBytes(of: &input.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            window.sendTypedText(text)
        case SDL_KEYDOWN.rawValue:
            handleKey(event.key.keysym, window)
        default:
            break
        }
        return true
    }

    /// The simulator's keys: F1 the overlay, Ctrl+Left/Right rotate, Ctrl+T slow animations,
    /// Ctrl+S a screenshot, Ctrl+Q quit (the Simulator's Cmd+Q), Ctrl+M a memory warning
    /// (Shift+Cmd+M), Ctrl+H home and back (Shift+Cmd+H), Ctrl+R recording on and off (Cmd+R,
    /// File ▸ Record Screen), Ctrl+Shift+R Reduce Motion on and off, Ctrl+K the software keyboard
    /// off and on (Cmd+K), Ctrl+X, C, V and A cut, copy, paste and select all in the text being
    /// edited (Cmd+X, C, V, A), the arrows, Home and End the caret (Shift the selection),
    /// Ctrl+Shift+A light and dark appearance
    /// (Shift+Cmd+A), Ctrl+Shift+Up and Down a larger and smaller text size.
    private func handleKey(_ key: SDL_Keysym, _ window: UIWindow) {
        let control = (UInt32(key.mod) & UInt32(KMOD_CTRL.rawValue)) != 0
        let shift = (UInt32(key.mod) & UInt32(KMOD_SHIFT.rawValue)) != 0
        if control && shift {
            switch key.sym {
            case Int32(SDLK_r.rawValue):
                environment.isReduceMotionEnabled.toggle()
            case Int32(SDLK_a.rawValue):
                environment.setSystemAppearance(environment.screen.userInterfaceStyle == .dark ? .light : .dark)
            case Int32(SDLK_UP.rawValue), Int32(SDLK_DOWN.rawValue):
                let step = key.sym == Int32(SDLK_UP.rawValue) ? 1 : -1
                environment.setContentSizeCategory(environment.screen.preferredContentSizeCategory.stepped(by: step))
            default: return
            }
            updateTitle()
            return
        }
        switch (key.sym, control) {
        case (Int32(SDLK_F1.rawValue), _):
            overlayShown.toggle()
            updateOverlay()
            window.setNeedsDisplay()
        case (Int32(SDLK_LEFT.rawValue), true), (Int32(SDLK_RIGHT.rawValue), true):
            // The frame loop turns the window with the interface (followInterfaceOrientation).
            let clockwise = key.sym == Int32(SDLK_RIGHT.rawValue)
            window.deviceDidRotate(to: environment.screen.deviceOrientation.rotated(clockwise: clockwise))
            updateTitle()
        case (Int32(SDLK_t.rawValue), true):
            toggleSlowAnimations()
        case (Int32(SDLK_s.rawValue), true):
            saveScreenshot()
        case (Int32(SDLK_m.rawValue), true):
            environment.application.simulateMemoryWarning()
        case (Int32(SDLK_z.rawValue), true):
            environment.application.simulateShake()
        case (Int32(SDLK_h.rawValue), true):
            environment.application.toggleBackground()
            updateTitle()
        case (Int32(SDLK_k.rawValue), true):
            environment.toggleSoftwareKeyboard()
        case (Int32(SDLK_r.rawValue), true):
            screenRecorder.toggle(now: environment.animationEngine.now)
            updateTitle()
        case (Int32(SDLK_q.rawValue), true):
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            SDL_PushEvent(&quit)
        case (Int32(SDLK_x.rawValue), true):
            window.sendEditAction(.cut)
        case (Int32(SDLK_c.rawValue), true):
            window.sendEditAction(.copy)
        case (Int32(SDLK_v.rawValue), true):
            window.sendEditAction(.paste)
        case (Int32(SDLK_a.rawValue), true):
            window.sendEditAction(.selectAll)
        case (Int32(SDLK_BACKSPACE.rawValue), false):
            window.sendTypedText("\u{8}")
        case (Int32(SDLK_RETURN.rawValue), false), (Int32(SDLK_KP_ENTER.rawValue), false):
            window.sendTypedText("\n")
        case (Int32(SDLK_LEFT.rawValue), false): window.sendCaretMovement(.left, extending: shift)
        case (Int32(SDLK_RIGHT.rawValue), false): window.sendCaretMovement(.right, extending: shift)
        case (Int32(SDLK_UP.rawValue), false): window.sendCaretMovement(.up, extending: shift)
        case (Int32(SDLK_DOWN.rawValue), false): window.sendCaretMovement(.down, extending: shift)
        case (Int32(SDLK_HOME.rawValue), false): window.sendCaretMovement(.lineStart, extending: shift)
        case (Int32(SDLK_END.rawValue), false): window.sendCaretMovement(.lineEnd, extending: shift)
        default:
            break
        }
    }

    private func saveScreenshot() {
        let stamp = Int(Date().timeIntervalSince1970)
        let path = FileManager.default.currentDirectoryPath + "/\(appName) \(environment.screen.device.name) \(stamp).png"
        do {
            try presenter.writePNG(to: path)
            FileHandle.standardError.write(Data("Saved a screenshot to \(path)\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
        }
    }

    /// The title names the app, the device, how it is held and the size classes, as the Simulator's
    /// does (in ASCII: X11's WM_NAME, which tools like xdotool read, is Latin-1).
    private func updateTitle() {
        let screen = self.environment.screen
        let traits = screen.traitCollection
        let held = screen.device.isFreeform ? "\(Int(size.width))x\(Int(size.height))" : "\(screen.orientation)"
        var title = "\(appName) - \(screen.device.isFreeform ? "Free-form window" : screen.device.name) - \(held) - "
            + "\(traits.horizontalSizeClass) x \(traits.verticalSizeClass)".lowercased()
        if driver.slowAnimations { title += " - slow animations" }
        if environment.screen.userInterfaceStyle == .dark { title += " - dark" }
        let size = environment.screen.preferredContentSizeCategory
        if size != .large, let name = UIContentSizeCategory.settingNames.first(where: { $0.category == size })?.name { title += " - text \(name)" }
        if environment.isReduceMotionEnabled { title += " - reduce motion" }
        if screenRecorder.isRecording { title += " - recording" }
        if environment.application.applicationState == .background { title += " - in the background" }
        SDL_SetWindowTitle(sdlWindow, title)
    }

    /// The device chrome (status bar, Dynamic Island, home indicator, rounded corners), and the F1
    /// overlay when it is shown.
    private func updateOverlay() {
        let showOverlay = overlayShown
        presenter.overlay = { [unowned self] window in
            var commands = environment.screen.deviceChrome?.commands(for: window) ?? []
            if showOverlay {
                let hitches = "hitches: \(self.driver.pacer.hitches) (frames over \(Int((self.driver.pacer.refreshInterval * 1000).rounded())) ms)"
                commands += DebugOverlay.commands(for: window, hostLines: [hitches])
            }
            return commands
        }
    }
}
