internal import CSDL2
internal import CSDL2Image

/// Decoded pixels of an image, as an ARGB8888 SDL surface owned by this object.
package final class ImageBitmap: @unchecked Sendable {
    let surface: UnsafeMutablePointer<SDL_Surface>
    package var width: Int { Int(surface.pointee.w) }
    package var height: Int { Int(surface.pointee.h) }

    /// Decodes a PNG (or any format SDL_image reads); nil when the file is missing or unreadable.
    init?(contentsOfFile path: String) {
        guard let loaded = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        surface = converted
    }

    init(taking surface: UnsafeMutablePointer<SDL_Surface>) { self.surface = surface }

    /// Decodes an encoded image (PNG, JPEG, any format SDL_image reads); nil when it is not one.
    init?(data: Data) {
        let loaded: UnsafeMutablePointer<SDL_Surface>? = data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress, let stream = SDL_RWFromConstMem(base, Int32(buffer.count)) else { return nil }
            return IMG_Load_RW(stream, 1)
        }
        guard let loaded else { return nil }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        surface = converted
    }

    /// One transparent pixel: the image of last resort when a larger one cannot be made.
    static var transparentPixel: ImageBitmap {
        // A 1 × 1 surface is always available; without it nothing else could be drawn either.
        ImageBitmap(taking: SDL_CreateRGBSurfaceWithFormat(0, 1, 1, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!)
    }

    /// The pixels as tightly packed RGBA bytes, row by row.
    package var rgbaBytes: [UInt8] { ImageBitmap.rgbaBytes(of: surface) }

    /// The pixels of an ARGB8888 `surface` as tightly packed RGBA bytes, row by row.
    static func rgbaBytes(of surface: UnsafeMutablePointer<SDL_Surface>) -> [UInt8] {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let pitch = Int(surface.pointee.pitch)
        let base = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            for x in 0..<width {
                let value = UnsafeRawPointer(base + y * pitch + x * 4).loadUnaligned(as: UInt32.self)
                let offset = (y * width + x) * 4
                bytes[offset] = UInt8((value >> 16) & 0xFF)
                bytes[offset + 1] = UInt8((value >> 8) & 0xFF)
                bytes[offset + 2] = UInt8(value & 0xFF)
                bytes[offset + 3] = UInt8(value >> 24)
            }
        }
        return bytes
    }

    deinit { SDL_FreeSurface(surface) }
}
