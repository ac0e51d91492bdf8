internal import CSDL2
internal import CSDL2Image

/// Decoded pixels of an image, as an ARGB8888 SDL surface owned by this object.
final class ImageBitmap: @unchecked Sendable {
    let surface: UnsafeMutablePointer<SDL_Surface>
    var width: Int { Int(surface.pointee.w) }
    var height: Int { Int(surface.pointee.h) }

    /// Decodes a PNG (or any format SDL_image reads); nil when the file is missing or unreadable.
    init?(contentsOfFile path: String) {
        guard let loaded = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        surface = converted
    }

    init(taking surface: UnsafeMutablePointer<SDL_Surface>) { self.surface = surface }

    deinit { SDL_FreeSurface(surface) }
}
