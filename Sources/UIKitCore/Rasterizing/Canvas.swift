package import CSDL2

/// A drawing target: an ARGB8888 SDL surface with SDL's software renderer on it. The window and
/// the headless host draw through the same kind of canvas, so their pixels are the same.
@preconcurrency @MainActor
package final class Canvas {
    package let surface: UnsafeMutablePointer<SDL_Surface>
    let renderer: OpaquePointer
    private let ownsSurface: Bool
    /// Textures of this canvas's renderer (text lines, images), reused across frames.
    var textures = TextureCache()

    package var pixelWidth: Int { Int(surface.pointee.w) }
    package var pixelHeight: Int { Int(surface.pointee.h) }

    /// A canvas with its own surface of `width` × `height` pixels.
    package init?(width: Int, height: Int) {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(Swift.max(1, width)), Int32(Swift.max(1, height)), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            return nil
        }
        self.surface = surface
        self.renderer = renderer
        self.ownsSurface = true
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// A canvas on a surface owned by someone else (an SDL window's surface).
    package init?(borrowing surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else { return nil }
        self.surface = surface
        self.renderer = renderer
        self.ownsSurface = false
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    isolated deinit {
        textures.removeAll()
        SDL_DestroyRenderer(renderer)
        if ownsSurface { SDL_FreeSurface(surface) }
    }

    /// Sets every pixel of `area` (the whole canvas when nil) to `color`, ignoring the clip.
    func clear(_ color: DisplayCommand.Color, in area: SDL_Rect? = nil) {
        flush()
        // Straight onto the surface: SDL's renderer sets the surface's clip afresh for each batch.
        SDL_SetClipRect(surface, nil)
        let pixel = SDL_MapRGBA(surface.pointee.format, UInt8(color.red * 255 + 0.5), UInt8(color.green * 255 + 0.5),
                                UInt8(color.blue * 255 + 0.5), UInt8(color.alpha * 255 + 0.5))
        if var area { SDL_FillRect(surface, &area, pixel) } else { SDL_FillRect(surface, nil, pixel) }
    }

    /// Sets the pixels of `rect` (whole device pixels) to the opaque `color`, as SDL's unblended fill
    /// does, with plain stores: SDL's fill streams past the cache, which costs more than it saves on
    /// the small rectangles a partial redraw fills and then draws over.
    func replace(_ rect: CGRect, with color: SDL_Color) {
        let area = rect.clipped(to: CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
        guard !area.isEmpty else { return }
        flush()
        let pixel = SDL_MapRGBA(surface.pointee.format, color.r, color.g, color.b, color.a)
        let x = Int(area.minX), width = Int(area.width), pitch = Int(surface.pointee.pitch)
        var row = surface.pointee.pixels.advanced(by: Int(area.minY) * pitch + x * 4)
        for _ in 0..<Int(area.height) {
            row.assumingMemoryBound(to: UInt32.self).update(repeating: pixel, count: width)
            row = row.advanced(by: pitch)
        }
    }

    /// Blends the translucent `color` over the pixels of `rect` (whole device pixels) with the sums
    /// SDL's blended fill does on ARGB8888 (the colour premultiplied, then
    /// `channel · (255 − alpha) / 255 + premultiplied`, each product truncated), so the pixels are
    /// SDL's to the bit, in a loop over plain integers instead of SDL's per-pixel macros.
    func blend(_ rect: CGRect, with color: SDL_Color) {
        let area = rect.clipped(to: CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
        guard !area.isEmpty else { return }
        flush()
        let alpha = UInt32(color.a), keep = 255 - alpha
        let red = UInt32(color.r) * alpha / 255, green = UInt32(color.g) * alpha / 255, blue = UInt32(color.b) * alpha / 255
        let x = Int(area.minX), width = Int(area.width), pitch = Int(surface.pointee.pitch)
        var row = surface.pointee.pixels.advanced(by: Int(area.minY) * pitch + x * 4)
        for _ in 0..<Int(area.height) {
            let pixels = row.assumingMemoryBound(to: UInt32.self)
            for index in 0..<width {
                let pixel = pixels[index]
                let a = ((pixel >> 24) &* keep) / 255 &+ alpha
                let r = (((pixel >> 16) & 0xFF) &* keep) / 255 &+ red
                let g = (((pixel >> 8) & 0xFF) &* keep) / 255 &+ green
                let b = ((pixel & 0xFF) &* keep) / 255 &+ blue
                pixels[index] = a << 24 | r << 16 | g << 8 | b
            }
            row = row.advanced(by: pitch)
        }
    }

    private(set) var isBlending = true

    /// Blends what is drawn next over the pixels below, or (false) replaces them.
    func setBlending(_ blending: Bool) {
        guard blending != isBlending else { return }
        isBlending = blending
        SDL_SetRenderDrawBlendMode(renderer, blending ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
    }

    /// Makes sure every queued draw call has reached the surface's pixels.
    package func flush() { SDL_RenderFlush(renderer) }

    /// The pixel at (x, y) as (r, g, b, a).
    package func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        flush()
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return (0, 0, 0, 0) }
        let row = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self) + y * Int(surface.pointee.pitch)
        let value = UnsafeRawPointer(row + x * 4).loadUnaligned(as: UInt32.self)
        return (UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF), UInt8(value >> 24))
    }

    /// The pixels as tightly packed RGBA bytes, row by row.
    package func rgbaBytes() -> [UInt8] {
        flush()
        return ImageBitmap.rgbaBytes(of: surface)
    }

    /// A copy of the pixels drawn so far, to keep after the canvas is gone.
    func copyBitmap() -> ImageBitmap? {
        flush()
        return SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0).map(ImageBitmap.init(taking:))
    }
}

/// Textures of one renderer, kept while used and dropped when a frame no longer needs them.
@preconcurrency @MainActor
struct TextureCache {
    struct Entry {
        let texture: OpaquePointer
        let width: Int, height: Int
        var lastUsedFrame: Int
        /// Keeps an image's pixels alive while its texture exists, so its identity is not reused.
        let owner: AnyObject?
    }

    enum Key: Hashable {
        case text(String, UIFont.Face, Int)
        case image(ObjectIdentifier)
    }

    private var entries: [Key: Entry] = [:]
    private(set) var frame = 0

    mutating func lookup(_ key: Key) -> Entry? {
        guard var entry = entries[key] else { return nil }
        entry.lastUsedFrame = frame
        entries[key] = entry
        return entry
    }

    mutating func insert(_ key: Key, texture: OpaquePointer, width: Int, height: Int, owner: AnyObject?) -> Entry {
        let entry = Entry(texture: texture, width: width, height: height, lastUsedFrame: frame, owner: owner)
        entries[key] = entry
        return entry
    }

    /// Ends a frame: textures unused for a few frames are destroyed once the cache grows large.
    mutating func endFrame() {
        frame += 1
        guard entries.count > 256 else { return }
        for (key, entry) in entries where frame - entry.lastUsedFrame > 2 {
            SDL_DestroyTexture(entry.texture)
            entries.removeValue(forKey: key)
        }
    }

    mutating func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries.removeAll()
    }
}
