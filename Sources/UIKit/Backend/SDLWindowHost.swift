internal import CSDL2

/// The real window: an SDL2 window whose surface the software renderer draws on, an event pump
/// that turns mouse and window events into touches and resizes, and a frame loop paced to the
/// display's refresh rate that sleeps while nothing changes.
@MainActor
package final class SDLWindowHost {
    private let sdlWindow: OpaquePointer
    private let presenter: FramePresenter
    private let refreshInterval: TimeInterval
    private let clockStart = SDL_GetPerformanceCounter()
    private let clockFrequency = Double(SDL_GetPerformanceFrequency())
    private var mouseDown = false
    package var onKey: ((String) -> Void)?
    /// Called after each frame is drawn, with the frame-clock time.
    package var onFrameDrawn: ((TimeInterval) -> Void)?

    package var overlay: ((UIWindow) -> [DisplayCommand])? {
        get { presenter.overlay }
        set { presenter.overlay = newValue }
    }

    /// Opens a resizable window of `size` points. Fails with a message that names the way out
    /// when there is no display.
    package init(title: String, size: CGSize) throws {
        let environment = ProcessInfo.processInfo.environment
        if environment["DISPLAY"] == nil && environment["WAYLAND_DISPLAY"] == nil && environment["SDL_VIDEODRIVER"] == nil {
            throw HostError("No display available (DISPLAY is not set). Run headless with --headless --script FILE, or under a virtual display: xvfb-run -a presentation-lab")
        }
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            let reason = String(cString: SDL_GetError())
            throw HostError("Could not open the display (\(reason)). Run headless with --headless --script FILE, or under a virtual display: xvfb-run -a presentation-lab")
        }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let position = Int32(csdl_windowpos_centered())
        guard let window = SDL_CreateWindow(title, position, position, Int32(Swift.max(1, size.width)),
                                            Int32(Swift.max(1, size.height)), flags) else {
            let reason = String(cString: SDL_GetError())
            SDL_Quit()
            throw HostError("Could not create the window (\(reason)).")
        }
        SDL_SetWindowMinimumSize(window, 1, 1)
        sdlWindow = window
        var mode = SDL_DisplayMode()
        let rate = SDL_GetWindowDisplayMode(window, &mode) == 0 && mode.refresh_rate > 0 ? Double(mode.refresh_rate) : 60
        refreshInterval = 1 / rate
        presenter = FramePresenter(scale: 1)
        attachSurface()
    }

    /// Seconds since the window opened, from SDL's high-resolution counter: the only wall clock.
    private var now: TimeInterval { Double(SDL_GetPerformanceCounter() - clockStart) / clockFrequency }

    private func attachSurface() {
        presenter.useCanvas(nil)
        guard let surface = SDL_GetWindowSurface(sdlWindow) else { return }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(sdlWindow, &width, &height)
        presenter.scale = width > 0 ? CGFloat(surface.pointee.w) / CGFloat(width) : 1
        UIScreen.main.scale = presenter.scale
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
        if let deadline = window.nextGestureDeadline { seconds = Swift.min(seconds, deadline - now) }
        if let timer = RunLoop.main.limitDate(forMode: .default) { seconds = Swift.min(seconds, timer.timeIntervalSinceNow) }
        return Int32(Swift.max(1, (seconds * 1000).rounded(.up)))
    }

    /// Runs what app code queued for the main thread (`DispatchQueue.main.async`, `Task { @MainActor in }`,
    /// due `Timer`s), as UIKit's main run loop does between events; without it they would never run.
    private func serviceMainQueue() {
        _ = RunLoop.main.run(mode: .default, before: Date.distantPast)
    }

    /// Runs frames for `window` until the window is closed.
    package func run(_ window: UIWindow) {
        let app = UIApplication.shared
        window.resize(to: size)
        var running = true
        var event = SDL_Event()
        while running {
            let busy = app.hasPendingFrameWork || window.treeNeedsLayout || window.isWaitingForFrame
            if busy {
                while SDL_PollEvent(&event) != 0 { running = handle(event, window) && running }
            } else if SDL_WaitEventTimeout(&event, idleTimeout(window)) != 0 {
                // Idle: the thread sleeps in SDL until an event comes, or until a gesture's time
                // limit (a long press, a multi-tap) needs a frame.
                running = handle(event, window)
                while SDL_PollEvent(&event) != 0 { running = handle(event, window) && running }
            }
            guard running else { break }
            serviceMainQueue()
            let frameStart = now
            app.advanceFrame(to: frameStart)
            if presenter.draw(window) {
                SDL_UpdateWindowSurface(sdlWindow)
                onFrameDrawn?(app.frameTime)
            }
            if app.hasPendingFrameWork {
                let spare = refreshInterval - (now - frameStart)
                if spare > 0.001 { SDL_Delay(UInt32(spare * 1000)) }
            }
        }
        app.delegate?.applicationWillTerminate(app)
        presenter.useCanvas(nil)
        SDL_DestroyWindow(sdlWindow)
        SDL_Quit()
    }

    private func handle(_ event: SDL_Event, _ window: UIWindow) -> Bool {
        switch event.type {
        case SDL_QUIT.rawValue:
            return false
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            mouseDown = true
            window.sendPointer(.began, at: CGPoint(x: Int(event.button.x), y: Int(event.button.y)), time: now)
        case SDL_MOUSEMOTION.rawValue where mouseDown:
            window.sendPointer(.moved, at: CGPoint(x: Int(event.motion.x), y: Int(event.motion.y)), time: now)
        case SDL_MOUSEBUTTONUP.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT) && mouseDown:
            mouseDown = false
            window.sendPointer(.ended, at: CGPoint(x: Int(event.button.x), y: Int(event.button.y)), time: now)
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
                attachSurface()
                window.resize(to: CGSize(width: Int(event.window.data1), height: Int(event.window.data2)))
                window.needsDisplay = true
            case SDL_WINDOWEVENT_EXPOSED.rawValue:
                window.needsDisplay = true
            default:
                break
            }
        case SDL_KEYDOWN.rawValue:
            if let name = SDL_GetKeyName(event.key.keysym.sym) { onKey?(String(cString: name)) }
        default:
            break
        }
        return true
    }
}
