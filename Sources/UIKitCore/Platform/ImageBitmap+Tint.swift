internal import CSDL2

extension ImageBitmap {
    /// A copy in one colour: every pixel `color`, with its own alpha times the colour's, as a
    /// template image is drawn (only its shape counts).
    func tinted(red: UInt8, green: UInt8, blue: UInt8, alpha: CGFloat) -> ImageBitmap {
        guard let copy = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            return .transparentPixel
        }
        let source = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let target = copy.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let sourcePitch = Int(surface.pointee.pitch), targetPitch = Int(copy.pointee.pitch)
        let rgb = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        for y in 0..<height {
            for x in 0..<width {
                let value = UnsafeRawPointer(source + y * sourcePitch + x * 4).loadUnaligned(as: UInt32.self)
                let shown = UInt32((CGFloat(value >> 24) * alpha).rounded())
                UnsafeMutableRawPointer(target + y * targetPitch + x * 4).storeBytes(of: shown << 24 | rgb, as: UInt32.self)
            }
        }
        return ImageBitmap(taking: copy)
    }

    /// A copy with each pixel's colour multiplied by (`red`, `green`, `blue`), its alpha kept: a
    /// particle's or a replicated copy's colour over its image (white takes the colour whole).
    func multiplied(red: CGFloat, green: CGFloat, blue: CGFloat) -> ImageBitmap {
        guard let copy = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            return .transparentPixel
        }
        let source = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let target = copy.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let sourcePitch = Int(surface.pointee.pitch), targetPitch = Int(copy.pointee.pitch)
        func factor(_ value: CGFloat) -> UInt32 { UInt32((Swift.min(1, Swift.max(0, value)) * 256).rounded()) }
        let (r, g, b) = (factor(red), factor(green), factor(blue))
        for y in 0..<height {
            for x in 0..<width {
                let value = UnsafeRawPointer(source + y * sourcePitch + x * 4).loadUnaligned(as: UInt32.self)
                let red = (((value >> 16) & 0xFF) * r) >> 8, green = (((value >> 8) & 0xFF) * g) >> 8, blue = ((value & 0xFF) * b) >> 8
                let shown = (value & 0xFF00_0000) | (Swift.min(red, 255) << 16) | (Swift.min(green, 255) << 8) | Swift.min(blue, 255)
                UnsafeMutableRawPointer(target + y * targetPitch + x * 4).storeBytes(of: shown, as: UInt32.self)
            }
        }
        return ImageBitmap(taking: copy)
    }
}
