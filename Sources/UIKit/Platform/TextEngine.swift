internal import CSDL2
internal import CSDL2TTF

/// Text through SDL_ttf: font files, measurement for layout and glyph rendering for the renderer.
/// Fonts are opened once per face and pixel size and kept for the life of the process.
@preconcurrency @MainActor
final class TextEngine {
    static let shared = TextEngine()

    static let systemFontDirectories = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/TTF",
                                        "/usr/share/fonts/dejavu"]

    private struct FontKey: Hashable { let face: UIFont.Face; let pixelSize: Int }

    private var fonts: [FontKey: OpaquePointer] = [:]
    private var isInitialised = false
    private var missingFaces = Set<UIFont.Face>()
    private var widthCache: [WidthKey: CGFloat] = [:]
    private struct WidthKey: Hashable { let text: String; let face: UIFont.Face; let pointSize: CGFloat }
    private var renderedSizeCache: [RenderedSizeKey: CGSize] = [:]
    private struct RenderedSizeKey: Hashable { let text: String; let face: UIFont.Face; let pixelSize: Int }

    /// Where each face was found, or nil when neither Assets/Fonts nor the system has it.
    func fontPath(for face: UIFont.Face) -> String? {
        if face.rawValue.hasPrefix("/") { return FileManager.default.fileExists(atPath: face.rawValue) ? face.rawValue : nil }
        if let shipped = AssetLocator.url(for: "Fonts/\(face.rawValue)") { return shipped.path }
        for directory in TextEngine.systemFontDirectories {
            let path = directory + "/" + face.rawValue
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    func font(_ face: UIFont.Face, pixelSize: Int) -> OpaquePointer? {
        let key = FontKey(face: face, pixelSize: Swift.max(1, pixelSize))
        if let open = fonts[key] { return open }
        if !isInitialised {
            guard TTF_Init() == 0 else {
                Diagnostics.warnFromAnyThread("SDL_ttf could not start: \(String(cString: SDL_GetError())). Text will not be drawn.")
                return nil
            }
            isInitialised = true
        }
        guard let path = fontPath(for: face) else {
            if missingFaces.insert(face).inserted {
                Diagnostics.warnFromAnyThread("""
                    No font file \(face.rawValue): looked in Assets/Fonts and \(TextEngine.systemFontDirectories.joined(separator: ", ")). \
                    Install it with `apt-get install fonts-dejavu-core`, or set \(AssetLocator.environmentVariable) \
                    to a folder with Fonts/\(face.rawValue). Text will not be drawn.
                    """)
            }
            return nil
        }
        guard let opened = TTF_OpenFont(path, Int32(key.pixelSize)) else {
            Diagnostics.warnFromAnyThread("SDL_ttf could not open \(path): \(String(cString: SDL_GetError())).")
            return nil
        }
        fonts[key] = opened
        return opened
    }

    /// The width of one line of text in points.
    func width(of text: String, font: UIFont) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        let key = WidthKey(text: text, face: font.face, pointSize: font.pointSize)
        if let cached = widthCache[key] { return cached }
        // Measured at 4× and scaled down, for sub-point precision at any size.
        let measured: CGFloat
        if let ttf = self.font(font.face, pixelSize: Int((font.pointSize * 4).rounded())) {
            var w: Int32 = 0, h: Int32 = 0
            TTF_SizeUTF8(ttf, text, &w, &h)
            measured = CGFloat(w) / 4
        } else {
            measured = CGFloat(text.count) * font.pointSize * 0.6
        }
        if widthCache.count > 20_000 { widthCache.removeAll() }
        widthCache[key] = measured
        return measured
    }

    func lineHeight(of font: UIFont) -> CGFloat {
        guard let ttf = self.font(font.face, pixelSize: Int((font.pointSize * 4).rounded())) else { return font.pointSize * 1.2 }
        return CGFloat(TTF_FontLineSkip(ttf)) / 4
    }

    /// The pixel size of `renderLine`'s surface for these arguments, without rendering it.
    func renderedSize(of text: String, face: UIFont.Face, pixelSize: Int) -> CGSize {
        let key = RenderedSizeKey(text: text, face: face, pixelSize: pixelSize)
        if let cached = renderedSizeCache[key] { return cached }
        var size = CGSize.zero
        if !text.isEmpty, let ttf = font(face, pixelSize: pixelSize) {
            var w: Int32 = 0, h: Int32 = 0
            TTF_SizeUTF8(ttf, text, &w, &h)
            size = CGSize(width: Int(w), height: Int(Swift.max(h, TTF_FontHeight(ttf))))
        }
        if renderedSizeCache.count > 20_000 { renderedSizeCache.removeAll() }
        renderedSizeCache[key] = size
        return size
    }

    /// A white, antialiased rendering of one line at `pixelSize`, to be tinted when drawn.
    /// The caller owns the surface.
    func renderLine(_ text: String, face: UIFont.Face, pixelSize: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        guard !text.isEmpty, let ttf = font(face, pixelSize: pixelSize) else { return nil }
        return TTF_RenderUTF8_Blended(ttf, text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
    }
}
