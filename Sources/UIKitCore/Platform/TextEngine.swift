internal import CSDL2
internal import CSDL2TTF

/// Text through SDL_ttf: font files, measurement for layout and glyph rendering for the renderer.
/// Each font file is opened once (until an idle window closes them all) and set to the pixel size
/// a call asks for: SDL_ttf gives every open font its own FreeType face and HarfBuzz copies of the
/// file's tables (about 280 KB for Inter), so a font per size would multiply that by the sizes
/// on screen. A size change empties SDL_ttf's glyph cache; measured widths and rendered lines are
/// cached above it, so only new strings pay for that.
///
/// A line is drawn in runs: stretches its face has glyphs for, stretches of characters it lacks
/// (drawn with DejaVu Sans, as iOS falls back to another font), and for a font with monospaced
/// digits each digit centred in a cell as wide as the widest digit.
@preconcurrency @MainActor
package final class TextEngine {
    package static let shared = TextEngine()

    static let systemFontDirectories = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/dejavu",
                                        "/usr/share/fonts/OTF", "/usr/share/fonts/TTF", "/usr/share/fonts/dejavu"]

    /// One open file and the pixel size it is set to.
    private struct OpenFont { let pointer: OpaquePointer; var pixelSize: Int }

    /// One stretch of a line drawn with one face; `isDigitCell` for a digit centred in its cell.
    private struct Run {
        let text: String
        let face: UIFont.Face
        let isDigitCell: Bool
    }

    /// A rendered line's surface size in pixels and where its baseline is from its top.
    struct LineMetrics {
        let size: CGSize
        let ascent: Int
    }

    private var openFiles: [String: OpenFont] = [:]
    private var paths: [UIFont.Face: String] = [:]
    private var isInitialised = false
    private var missingFaces = Set<String>()
    private var widthCache: [WidthKey: CGFloat] = [:]
    private struct WidthKey: Hashable { let text: String; let face: UIFont.Face; let pointSize: CGFloat }
    private var lineCache: [LineKey: LineMetrics] = [:]
    private struct LineKey: Hashable { let text: String; let face: UIFont.Face; let pointSize: CGFloat; let pixelSize: Int }

    /// Where the file `name` is: a full path, Assets/Fonts, or a system font folder.
    func fontPath(named name: String) -> String? {
        if name.hasPrefix("/") { return FileManager.default.fileExists(atPath: name) ? name : nil }
        if let shipped = AssetLocator.url(for: "Fonts/\(name)") { return shipped.path }
        for directory in TextEngine.systemFontDirectories {
            let path = directory + "/" + name
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    /// The file a face draws with: its own, else its substitute (warning once that the face is missing).
    func fontPath(for face: UIFont.Face) -> String? {
        if let own = fontPath(named: face.rawValue) { return own }
        let substitute = face.substitute.flatMap(fontPath(named:))
        if missingFaces.insert(face.rawValue).inserted {
            let install = face.rawValue.hasPrefix("Inter") ? "apt-get install fonts-inter" : "apt-get install fonts-dejavu-core"
            if let substitute {
                Diagnostics.warnFromAnyThread("""
                    No font file \(face.rawValue) for the system font: drawing it with \(substitute), wider than San Francisco, \
                    so text sizes differ from an iPhone's. Install it with `\(install)`.
                    """)
            } else {
                Diagnostics.warnFromAnyThread("""
                    No font file \(face.rawValue): looked in Assets/Fonts and \(TextEngine.systemFontDirectories.joined(separator: ", ")). \
                    Install it with `\(install)`, or set \(AssetLocator.environmentVariable) \
                    to a folder with Fonts/\(face.rawValue). Text will not be drawn.
                    """)
            }
        }
        return substitute
    }

    /// The face's file, set to `pixelSize`. Valid until the next call asks for another size.
    func font(_ face: UIFont.Face, pixelSize: Int) -> OpaquePointer? {
        let pixelSize = Swift.max(1, pixelSize)
        guard let path = paths[face] ?? resolvedPath(for: face) else { return nil }
        if var open = openFiles[path] {
            if open.pixelSize != pixelSize {
                guard TTF_SetFontSize(open.pointer, Int32(pixelSize)) == 0 else {
                    Diagnostics.warnFromAnyThread("SDL_ttf could not size \(path) to \(pixelSize) px: \(String(cString: SDL_GetError())).")
                    return nil
                }
                open.pixelSize = pixelSize
                openFiles[path] = open
            }
            return open.pointer
        }
        if !isInitialised {
            guard TTF_Init() == 0 else {
                Diagnostics.warnFromAnyThread("SDL_ttf could not start: \(String(cString: SDL_GetError())). Text will not be drawn.")
                return nil
            }
            isInitialised = true
        }
        guard let opened = TTF_OpenFont(path, Int32(pixelSize)) else {
            Diagnostics.warnFromAnyThread("SDL_ttf could not open \(path): \(String(cString: SDL_GetError())).")
            return nil
        }
        openFiles[path] = OpenFont(pointer: opened, pixelSize: pixelSize)
        return opened
    }

    /// How many font files are open, whatever sizes they were asked for.
    var openFileCount: Int { openFiles.count }

    /// Closes every open font file; the next call that needs one opens it again. An idle window
    /// calls this: a file's FreeType face and HarfBuzz tables hold about 300 KB, while measured
    /// widths and rendered lines stay cached above them, so only new strings pay for the reopening.
    package func closeFontFiles() {
        for open in openFiles.values { TTF_CloseFont(open.pointer) }
        openFiles.removeAll()
    }

    /// `fontPath(for:)`, remembered for the face.
    private func resolvedPath(for face: UIFont.Face) -> String? {
        guard let path = fontPath(for: face) else { return nil }
        paths[face] = path
        return path
    }

    /// `text` split into the runs it is drawn in (glyphs are looked up in the font open at `pixelSize`).
    private func runs(of text: String, face: UIFont.Face, pixelSize: Int) -> [Run] {
        let digitCells = face.systemTraits?.hasMonospacedDigits == true
        if !digitCells && text.utf8.allSatisfy({ $0 < 0x80 }) && face.systemTraits != nil {
            return [Run(text: text, face: face, isDigitCell: false)]
        }
        let primary = font(face, pixelSize: pixelSize)
        var runs: [Run] = []
        var current = "", currentFace = face
        func flush() {
            if !current.isEmpty { runs.append(Run(text: current, face: currentFace, isDigitCell: false)) }
            current = ""
        }
        for character in text {
            if digitCells, character.isASCII, character.isNumber {
                flush()
                runs.append(Run(text: String(character), face: face, isDigitCell: true))
                continue
            }
            let scalar = character.unicodeScalars.first!.value
            let provided = primary.map { scalar < 0x80 || TTF_GlyphIsProvided32($0, scalar) != 0 } ?? true
            let wanted = provided ? face : face.glyphFallback
            if wanted != currentFace { flush(); currentFace = wanted }
            current.append(character)
        }
        flush()
        return runs
    }

    /// The advance of one run in pixels at `pixelSize`.
    private func advance(of run: Run, pixelSize: Int) -> Int {
        guard let ttf = font(run.face, pixelSize: pixelSize) else { return Int(CGFloat(run.text.count) * CGFloat(pixelSize) * 0.6) }
        if run.isDigitCell { return digitCellWidth(ttf) }
        var w: Int32 = 0, h: Int32 = 0
        TTF_SizeUTF8(ttf, run.text, &w, &h)
        return Int(w)
    }

    /// The widest digit's advance: the cell every digit of a monospaced-digit font takes.
    private func digitCellWidth(_ ttf: OpaquePointer) -> Int {
        var widest: Int32 = 0
        for digit in UInt32(0x30)...UInt32(0x39) {
            var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
            if TTF_GlyphMetrics32(ttf, digit, &minX, &maxX, &minY, &maxY, &advance) == 0 { widest = Swift.max(widest, advance) }
        }
        return Int(widest)
    }

    /// The width of one line of text in points.
    package func width(of text: String, font: UIFont) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        let key = WidthKey(text: text, face: font.face, pointSize: font.pointSize)
        if let cached = widthCache[key] { return cached }
        // Measured at 4× and scaled down, for sub-point precision at any size.
        let pixelSize = Swift.max(1, Int((font.pointSize * 4).rounded()))
        let untracked = CGFloat(runs(of: text, face: font.face, pixelSize: pixelSize).reduce(0) { $0 + advance(of: $1, pixelSize: pixelSize) }) / 4
        let measured = untracked + CGFloat(text.count) * font.face.tracking(atPointSize: font.pointSize)
        if widthCache.count > 20_000 { widthCache.removeAll() }
        widthCache[key] = measured
        return measured
    }

    /// The pixel size of `renderLine`'s surface for these arguments and its baseline, without rendering it.
    func lineMetrics(of text: String, face: UIFont.Face, pointSize: CGFloat, pixelSize: Int) -> LineMetrics {
        let key = LineKey(text: text, face: face, pointSize: pointSize, pixelSize: pixelSize)
        if let cached = lineCache[key] { return cached }
        var metrics = LineMetrics(size: .zero, ascent: 0)
        if !text.isEmpty {
            let tracking = trackingInPixels(face, pointSize: pointSize, pixelSize: pixelSize)
            var width: CGFloat = 0
            var ascent = 0, descent = 0
            for run in runs(of: text, face: face, pixelSize: pixelSize) {
                guard let ttf = font(run.face, pixelSize: pixelSize) else { continue }
                width += placements(of: run, in: ttf, pixelSize: pixelSize, tracking: tracking).advance
                ascent = Swift.max(ascent, Int(TTF_FontAscent(ttf)))
                descent = Swift.max(descent, Int(TTF_FontHeight(ttf) - TTF_FontAscent(ttf)))
            }
            // Tightened text ends before its last glyph's own advance: the surface still holds all of it.
            width -= Swift.min(0, tracking)
            metrics = LineMetrics(size: CGSize(width: Int(width.rounded(.up)), height: ascent + descent), ascent: ascent)
        }
        if lineCache.count > 20_000 { lineCache.removeAll() }
        lineCache[key] = metrics
        return metrics
    }

    /// The face's tracking at `pointSize` in pixels of a line drawn at `pixelSize`.
    private func trackingInPixels(_ face: UIFont.Face, pointSize: CGFloat, pixelSize: Int) -> CGFloat {
        pointSize > 0 ? face.tracking(atPointSize: pointSize) * CGFloat(pixelSize) / pointSize : 0
    }

    /// What of a run is drawn where, in pixels from the run's start, and how far the run advances.
    /// Untracked text is drawn whole; tracked text a character at a time, each where the text up
    /// to it ends (so the font's kerning stays) plus the tracking of the characters before it.
    private func placements(of run: Run, in ttf: OpaquePointer, pixelSize: Int, tracking: CGFloat)
        -> (pieces: [(text: String, x: CGFloat)], advance: CGFloat) {
        let whole = CGFloat(advance(of: run, pixelSize: pixelSize))
        guard tracking != 0, !run.isDigitCell, run.text.count > 1 else { return ([(run.text, 0)], whole + tracking * CGFloat(run.text.count)) }
        var pieces: [(text: String, x: CGFloat)] = []
        var prefix = ""
        for (index, character) in run.text.enumerated() {
            let piece = String(character)
            prefix.append(character)
            var through: Int32 = 0, own: Int32 = 0, height: Int32 = 0
            TTF_SizeUTF8(ttf, prefix, &through, &height)
            TTF_SizeUTF8(ttf, piece, &own, &height)
            pieces.append((piece, CGFloat(through - own) + tracking * CGFloat(index)))
        }
        return (pieces, whole + tracking * CGFloat(run.text.count))
    }

    /// Where a line's surface goes, in points from the line box's top left: its baseline sits at
    /// the font's ascender, so every face lines up as the font's metrics say (San Francisco's for
    /// the system font), whatever the drawn file's own ascent.
    func surfaceRect(of text: String, face: UIFont.Face, pointSize: CGFloat, pixelSize: Int, pixelsPerPoint k: CGFloat) -> CGRect {
        let line = lineMetrics(of: text, face: face, pointSize: pointSize, pixelSize: pixelSize)
        let top = face.metrics.ascender * pointSize - CGFloat(line.ascent) / k
        return CGRect(x: 0, y: top, width: line.size.width / k, height: line.size.height / k)
    }

    /// A white, antialiased rendering of one line at `pixelSize` (of a font of `pointSize`, which sets
    /// its tracking), to be tinted when drawn. The caller owns the surface.
    func renderLine(_ text: String, face: UIFont.Face, pointSize: CGFloat, pixelSize: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        guard !text.isEmpty else { return nil }
        let runs = runs(of: text, face: face, pixelSize: pixelSize)
        let tracking = trackingInPixels(face, pointSize: pointSize, pixelSize: pixelSize)
        // One untracked run is drawn in its own face: the fallback's, when the text is all characters
        // the font lacks (a lone "☃" in the system font).
        if runs.count == 1, !runs[0].isDigitCell, tracking == 0, let ttf = font(runs[0].face, pixelSize: pixelSize) {
            return TTF_RenderUTF8_Blended(ttf, text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        }
        let line = lineMetrics(of: text, face: face, pointSize: pointSize, pixelSize: pixelSize)
        guard line.size.width > 0, line.size.height > 0,
              let composed = SDL_CreateRGBSurfaceWithFormat(0, Int32(line.size.width), Int32(line.size.height), 32,
                                                            SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        // Transparent white, so glyph edges blended over it stay white and only their alpha varies.
        SDL_FillRect(composed, nil, 0x00FF_FFFF)
        var x: CGFloat = 0
        for run in runs {
            guard let ttf = font(run.face, pixelSize: pixelSize) else { continue }
            let placed = placements(of: run, in: ttf, pixelSize: pixelSize, tracking: tracking)
            for piece in placed.pieces {
                guard let surface = TTF_RenderUTF8_Blended(ttf, piece.text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { continue }
                let inset = run.isDigitCell ? (advance(of: run, pixelSize: pixelSize) - Int(surface.pointee.w)) / 2 : 0
                var target = SDL_Rect(x: Int32((x + piece.x).rounded()) + Int32(inset), y: Int32(line.ascent) - TTF_FontAscent(ttf),
                                      w: surface.pointee.w, h: surface.pointee.h)
                SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_BLEND)
                SDL_UpperBlit(surface, nil, composed, &target)
                SDL_FreeSurface(surface)
            }
            x += placed.advance
        }
        return composed
    }
}
