internal import CSDL2
internal import CSDL2Image

/// Draws a window's frames onto a canvas: the one path from view tree to pixels that the SDL
/// window and the headless host share. It draws only when the window says something changed.
@preconcurrency @MainActor
package final class FramePresenter {
    private let renderer = DisplayListRenderer()
    @exclusivity(unchecked) private(set) var canvas: Canvas?
    @exclusivity(unchecked) package private(set) var framesDrawn = 0
    package var scale: CGFloat
    /// Extra commands drawn over the window (the F1 debug overlay), or nil.
    package var overlay: ((UIWindow) -> [DisplayCommand])?
    /// Redraws only what changed since the canvas's last frame (true), or every pixel every frame
    /// (the reference the damage-region tests compare with).
    package var drawsOnlyDamage = true
    /// Backdrop blurs and shadows computed and reused from an earlier frame, for tests and the bench.
    package var backdropBlurCounts: (computed: Int, reused: Int) { renderer.backdropBlurCounts }
    package var shadowBlurCounts: (computed: Int, reused: Int) { renderer.shadowBlurCounts }
    /// What the last rasterized frame redrew, for tests and the bench.
    @exclusivity(unchecked) package private(set) var lastDamage: FrameDamage = .full

    /// Paints every view afresh into a new list each frame and redraws every pixel: the reference
    /// the retained tree's tests compare with (the tree is not used).
    package var repaintsFromScratch = false

    package init(scale: CGFloat) {
        self.scale = scale
        tree = RetainedDisplayTree(measuring: renderer)
    }

    /// The views' drawing kept between frames; the damage comes from what it rebuilt.
    private let tree: RetainedDisplayTree

    private struct Frame {
        var background: DisplayCommand.Color
        var width: Int, height: Int
        /// The debug overlay's or device chrome's commands, drawn over the screen.
        var overlay: [DisplayCommand]?
        /// With `repaintsFromScratch`: the frame's whole list, painted from scratch.
        var fromScratch: DisplayList?
    }

    /// The last offscreen frame, made but not yet turned into pixels.
    @exclusivity(unchecked) private var unrasterizedFrame: Frame?
    /// The frame the canvas's pixels show, which the next one is compared with.
    @exclusivity(unchecked) private var shownFrame: Frame?
    /// The commands a frame rasterizes, reusing their storage.
    @exclusivity(unchecked) private var list = DisplayList()

    /// Makes `window`'s next offscreen frame, if it needs one (or `force`); returns true when it did.
    /// The frame becomes pixels only when they are read (a snapshot, a PNG): a headless run of many
    /// frames, at any window size, pays for the pixels it looks at.
    @discardableResult
    package func drawOffscreen(_ window: UIWindow, force: Bool = false) -> Bool {
        let width = Swift.max(1, Int((window.bounds.width * scale).rounded()))
        let height = Swift.max(1, Int((window.bounds.height * scale).rounded()))
        let sizeChanged = canvas.map { $0.pixelWidth != width || $0.pixelHeight != height } ?? true
        let pendingSizeChanged = unrasterizedFrame.map { $0.width != width || $0.height != height } ?? true
        guard window.screenNeedsDisplay || force || (sizeChanged && pendingSizeChanged) else { return false }
        unrasterizedFrame = makeFrame(of: window, width: width, height: height)
        framesDrawn += 1
        window.screenDidDraw()
        return true
    }

    /// Turns the last offscreen frame into pixels, if it is not yet (reading pixels does it; the
    /// bench calls it to time whole frames as the window draws them).
    package func rasterizeOffscreenFrame() {
        guard let frame = unrasterizedFrame else { return }
        unrasterizedFrame = nil
        if canvas == nil || canvas!.pixelWidth != frame.width || canvas!.pixelHeight != frame.height {
            canvas = Canvas(width: frame.width, height: frame.height)
            shownFrame = nil
        }
        guard let canvas else { return }
        rasterize(frame, on: canvas)
    }

    /// Brings the tree up to `window` (or paints it from scratch) and notes what else the frame shows.
    private func makeFrame(of window: UIWindow, width: Int, height: Int) -> Frame {
        var frame = Frame(background: background(of: window), width: width, height: height, overlay: overlay?(window))
        if repaintsFromScratch {
            var list = DisplayList()
            window.paintScreen(into: &list, visibleRect: window.bounds)
            frame.fromScratch = list
        } else {
            tree.update(screenOf: window, scale: scale)
        }
        return frame
    }

    /// Draws `frame`, only where it differs from what `canvas` shows, and remembers it as shown.
    @discardableResult
    private func rasterize(_ frame: Frame, on canvas: Canvas) -> FrameDamage {
        renderer.scale = scale
        // The damage is taken every frame, so the next one counts from these pixels.
        let changed = frame.fromScratch == nil ? tree.takeDamage() : nil
        var damage = FrameDamage.full
        if drawsOnlyDamage, frame.fromScratch == nil, let shown = shownFrame, shown.background == frame.background,
           frame.overlay == nil, shown.overlay == nil, !tree.hasProjections {
            damage = FrameDamage(changed: changed, canvasSize: CGSize(width: canvas.pixelWidth, height: canvas.pixelHeight),
                                 widen: tree.widened)
        }
        switch damage {
        case .none: break
        case .full: draw(frame, on: canvas, only: nil)
        case let .area(area): draw(frame, on: canvas, only: area)
        }
        shownFrame = frame
        lastDamage = damage
        return damage
    }

    private func draw(_ frame: Frame, on canvas: Canvas, only area: CGRect?) {
        var shown: DisplayList
        if let fromScratch = frame.fromScratch {
            shown = fromScratch
        } else if let area {
            tree.emit(into: &list, meeting: area)
            shown = list
        } else {
            shown = tree.screenCommands
        }
        if let overlay = frame.overlay { shown.commands += overlay }
        renderer.draw(shown, on: canvas, scale: scale, background: frame.background, only: area)
    }

    private func background(of window: UIWindow) -> DisplayCommand.Color {
        let color = window.backgroundColor.map { DisplayCommand.Color($0.rgba) } ?? DisplayCommand.Color(red: 0, green: 0, blue: 0, alpha: 1)
        return color.withAlpha(1)
    }

    /// Uses a canvas on an SDL window's surface (replaced after every resize).
    func useCanvas(_ canvas: Canvas?) {
        self.canvas = canvas
        shownFrame = nil
    }

    /// Forgets what the canvas shows, so the next frame redraws every pixel (the window was exposed).
    func invalidateCanvas() { shownFrame = nil }

    /// Draws `window`'s next frame on the window's canvas if it needs one; returns what it redrew,
    /// or nil when it drew no frame.
    func draw(_ window: UIWindow, force: Bool = false) -> FrameDamage? {
        guard let canvas, window.screenNeedsDisplay || force else { return nil }
        let frame = makeFrame(of: window, width: canvas.pixelWidth, height: canvas.pixelHeight)
        let damage = rasterize(frame, on: canvas)
        framesDrawn += 1
        window.screenDidDraw()
        return damage
    }

    /// The screen's commands as the retained tree holds them after the last frame: what a fresh
    /// paint of the same views gives.
    var retainedDisplayList: DisplayList { tree.screenCommands }

    package var pixelWidth: Int { rasterizeOffscreenFrame(); return canvas?.pixelWidth ?? 0 }
    package var pixelHeight: Int { rasterizeOffscreenFrame(); return canvas?.pixelHeight ?? 0 }

    package func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        rasterizeOffscreenFrame()
        return canvas?.pixel(x: x, y: y) ?? (0, 0, 0, 0)
    }

    package func rgbaBytes() -> [UInt8] {
        rasterizeOffscreenFrame()
        return canvas?.rgbaBytes() ?? []
    }

    /// Writes the last frame as a PNG file.
    package func writePNG(to path: String) throws {
        rasterizeOffscreenFrame()
        guard let canvas else { throw HostError("No frame has been drawn yet, so there is nothing to save to \(path).") }
        canvas.flush()
        guard IMG_SavePNG(canvas.surface, path) == 0 else {
            throw HostError("Could not write \(path): \(String(cString: SDL_GetError())). Check that the folder exists and is writable.")
        }
    }
}
