/// Turns a drawing's display commands into pixels with the renderer the window and the headless
/// host use, so an image drawn by `UIGraphicsImageRenderer` looks as the same drawing on screen.
@MainActor
enum ImageRasterizer {
    /// `commands` (in a space whose `bounds` become the image) drawn at `scale` pixels a point over
    /// transparent pixels, or black ones when `opaque`.
    static func bitmap(of commands: [DisplayCommand], bounds: CGRect, scale: CGFloat, opaque: Bool) -> ImageBitmap {
        let width = Swift.max(1, Int((bounds.width * scale).rounded(.up)))
        let height = Swift.max(1, Int((bounds.height * scale).rounded(.up)))
        guard let canvas = Canvas(width: width, height: height) else { return emptyBitmap(width: width, height: height) }
        var list = DisplayList()
        let shift = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
        list.commands = bounds.origin == .zero ? commands : commands.map { $0.transformed(by: shift) }
        list.hasProjections = commands.contains { if case .beginProjection = $0 { true } else { false } }
        let background = DisplayCommand.Color(red: 0, green: 0, blue: 0, alpha: opaque ? 1 : 0)
        DisplayListRenderer().draw(list, on: canvas, scale: scale, background: background)
        return canvas.copyBitmap() ?? emptyBitmap(width: width, height: height)
    }

    /// Where there is no memory for the image: one transparent pixel, and a message naming the size.
    private static func emptyBitmap(width: Int, height: Int) -> ImageBitmap {
        Diagnostics.warn("UIGraphicsImageRenderer could not make a \(width) × \(height) pixel image (out of memory?); the image is empty.")
        return ImageBitmap.transparentPixel
    }
}
