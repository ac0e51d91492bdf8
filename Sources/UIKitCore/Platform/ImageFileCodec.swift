internal import CSDL2
internal import CSDL2Image

/// Image files through SDL_image: RGBA bytes in and out, PNG or JPEG out, any format SDL_image
/// reads in.
package enum ImageFileCodec {
    package enum Format: Sendable {
        case png
        /// Quality from 0 (smallest) to 100 (best), as libjpeg takes it.
        case jpeg(quality: Int)
    }

    /// Encodes tightly packed RGBA rows as a PNG or JPEG file's bytes (JPEG has no alpha: the
    /// colours are written as they are).
    package static func encode(width: Int, height: Int, rgba: [UInt8], as format: Format = .png) throws -> Data {
        var pixels = rgba
        let path = NSTemporaryDirectory() + "presentation-lab-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let saved: Int32 = pixels.withUnsafeMutableBytes { buffer in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(buffer.baseAddress, Int32(width), Int32(height), 32,
                                                                   Int32(width * 4), SDL_PIXELFORMAT_ABGR8888.rawValue) else {
                return -1
            }
            defer { SDL_FreeSurface(surface) }
            switch format {
            case .png: return IMG_SavePNG(surface, path)
            case let .jpeg(quality): return IMG_SaveJPG(surface, path, Int32(max(0, min(100, quality))))
            }
        }
        guard saved == 0 else { throw HostError("Image encoding failed: \(String(cString: SDL_GetError())).") }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// Decodes a PNG, JPEG or any format SDL_image reads into RGBA bytes.
    package static func decode(_ data: Data) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        let path = NSTemporaryDirectory() + "presentation-lab-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try data.write(to: URL(fileURLWithPath: path))
        guard let loaded = IMG_Load(path) else { throw HostError("Not a readable image: \(String(cString: SDL_GetError())).") }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
            throw HostError("Could not convert the image: \(String(cString: SDL_GetError())).")
        }
        defer { SDL_FreeSurface(converted) }
        let width = Int(converted.pointee.w), height = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let base = converted.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            for x in 0..<(width * 4) { bytes[y * width * 4 + x] = base[y * pitch + x] }
        }
        return (width, height, bytes)
    }
}
