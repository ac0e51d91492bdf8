internal import CSDL2
internal import CSDL2Image

/// Draws a window's frames onto a canvas: the one path from view tree to pixels that the SDL
/// window and the headless host share. It draws only when the window says something changed.
@MainActor
package final class FramePresenter {
    private let renderer = DisplayListRenderer()
    private(set) var canvas: Canvas?
    package private(set) var framesDrawn = 0
    package var scale: CGFloat
    /// Extra commands drawn over the window (the F1 debug overlay), or nil.
    package var overlay: ((UIWindow) -> [DisplayCommand])?

    package init(scale: CGFloat) { self.scale = scale }

    /// Draws `window` into an offscreen canvas of its size, if it needs a new frame (or `force`).
    /// Returns true when a frame was drawn.
    @discardableResult
    package func drawOffscreen(_ window: UIWindow, force: Bool = false) -> Bool {
        let width = Swift.max(1, Int((window.bounds.width * scale).rounded()))
        let height = Swift.max(1, Int((window.bounds.height * scale).rounded()))
        if canvas == nil || canvas!.pixelWidth != width || canvas!.pixelHeight != height {
            canvas = Canvas(width: width, height: height)
            window.needsDisplay = true
        }
        return draw(window, force: force)
    }

    /// Uses a canvas on an SDL window's surface (replaced after every resize).
    func useCanvas(_ canvas: Canvas?) {
        self.canvas = canvas
    }

    func draw(_ window: UIWindow, force: Bool = false) -> Bool {
        guard let canvas, window.needsDisplay || force else { return false }
        window.needsDisplay = false
        var list = window.makeDisplayList(visibleRect: window.bounds)
        if let overlay { list.commands += overlay(window) }
        let background = window.backgroundColor.map { DisplayCommand.Color($0.rgba) }
            ?? DisplayCommand.Color(red: 0, green: 0, blue: 0, alpha: 1)
        renderer.draw(list, on: canvas, scale: scale, background: background.withAlpha(1))
        framesDrawn += 1
        window.frameDidDraw()
        return true
    }

    package var pixelWidth: Int { canvas?.pixelWidth ?? 0 }
    package var pixelHeight: Int { canvas?.pixelHeight ?? 0 }

    package func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) { canvas?.pixel(x: x, y: y) ?? (0, 0, 0, 0) }

    package func rgbaBytes() -> [UInt8] { canvas?.rgbaBytes() ?? [] }

    /// Writes the last frame as a PNG file.
    package func writePNG(to path: String) throws {
        guard let canvas else { throw HostError("No frame has been drawn yet, so there is nothing to save to \(path).") }
        canvas.flush()
        guard IMG_SavePNG(canvas.surface, path) == 0 else {
            throw HostError("Could not write \(path): \(String(cString: SDL_GetError())). Check that the folder exists and is writable.")
        }
    }
}

/// A host-level failure with a message that says what to do.
package struct HostError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}

extension UIWindow {
    /// The window's display list as the next frame would draw it (for tests and tools).
    package var currentDisplayList: DisplayList { makeDisplayList(visibleRect: bounds) }

    package func resize(to size: CGSize) { hostDidResize(to: size) }

    package func sendPointer(_ phase: UITouch.Phase, at location: CGPoint, time: TimeInterval) {
        handlePointer(phase, at: location, time: time)
    }

    package var isWaitingForFrame: Bool { needsDisplay || !pendingDidAppear.isEmpty }
}
