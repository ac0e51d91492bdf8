import UIKit

/// A picture of a window: RGBA pixels, row by row from the top left.
public struct Snapshot: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Four bytes a pixel: red, green, blue, alpha.
    public let rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "A snapshot needs width × height × 4 bytes.")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixel at (x, y); (0, 0, 0, 0) outside the picture.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let offset = (y * width + x) * 4
        return (rgba[offset], rgba[offset + 1], rgba[offset + 2], rgba[offset + 3])
    }

    /// The picture encoded as PNG.
    public func pngData() -> Data {
        do {
            return try ImageFileCodec.encode(width: width, height: height, rgba: rgba)
        } catch {
            preconditionFailure("Snapshot.pngData(): \(error)")
        }
    }

    public func write(to url: URL) throws { try pngData().write(to: url) }

    /// Decodes a PNG written by `pngData()` (8-bit RGBA, no interlace), for golden files.
    public init(pngData data: Data) throws {
        let decoded = try ImageFileCodec.decode(data)
        self.init(width: decoded.width, height: decoded.height, rgba: decoded.rgba)
    }

    /// Pixels whose channels differ by more than `tolerance`, and an image of where they are.
    public func difference(from other: Snapshot, tolerance: UInt8 = 0) -> (count: Int, image: Snapshot) {
        guard width == other.width, height == other.height else {
            return (width * height, Snapshot(width: max(1, width), height: max(1, height),
                                             rgba: [UInt8](repeating: 255, count: max(1, width) * max(1, height) * 4)))
        }
        var count = 0
        var image = [UInt8](repeating: 0, count: rgba.count)
        for index in stride(from: 0, to: rgba.count, by: 4) {
            var differs = false
            for channel in 0..<4 where abs(Int(rgba[index + channel]) - Int(other.rgba[index + channel])) > Int(tolerance) {
                differs = true
            }
            if differs {
                count += 1
                image[index] = 255; image[index + 3] = 255
            } else {
                let gray = UInt8((Int(rgba[index]) + Int(rgba[index + 1]) + Int(rgba[index + 2])) / 12)
                image[index] = gray; image[index + 1] = gray; image[index + 2] = gray; image[index + 3] = 255
            }
        }
        return (count, Snapshot(width: width, height: height, rgba: image))
    }
}
