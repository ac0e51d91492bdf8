import Foundation

/// Animated PNG (APNG): every frame compressed by the PNG encoder, its image data re-labelled as
/// frame data behind a frame control chunk that holds its delay. Browsers play it; viewers that
/// know only PNG show the first frame.
enum AnimatedPNGEncoder {
    static func encode(_ frames: [RecordedFrame]) throws -> Data {
        var output = Data(PNGChunks.signature)
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let png = try ImageFileCodec.encode(width: frame.width, height: frame.height, rgba: frame.rgba)
            let chunks = try PNGChunks.parse(png)
            if index == 0 {
                guard let header = chunks.first(where: { $0.type == "IHDR" }) else { throw HostError("The PNG encoder wrote no header.") }
                output.append(PNGChunks.chunk("IHDR", header.data))
                // Frame count, then plays (0: for ever).
                output.append(PNGChunks.chunk("acTL", PNGChunks.bigEndian(UInt32(frames.count)) + PNGChunks.bigEndian(UInt32(0))))
            }
            let next = index + 1 < frames.count ? frames[index + 1].time : frame.time + 1 / 60
            // The delay as a fraction of a second in milliseconds (at least one).
            let delay = UInt16(clamping: max(1, Int(((next - frame.time) * 1000).rounded())))
            var control = PNGChunks.bigEndian(sequence) + PNGChunks.bigEndian(UInt32(frame.width)) + PNGChunks.bigEndian(UInt32(frame.height))
            control += PNGChunks.bigEndian(UInt32(0)) + PNGChunks.bigEndian(UInt32(0))
            control += PNGChunks.bigEndian(delay) + PNGChunks.bigEndian(UInt16(1000))
            control += Data([0, 0])  // dispose: none; blend: replace the region
            output.append(PNGChunks.chunk("fcTL", control))
            sequence += 1
            for image in chunks where image.type == "IDAT" {
                if index == 0 {
                    output.append(PNGChunks.chunk("IDAT", image.data))
                } else {
                    output.append(PNGChunks.chunk("fdAT", PNGChunks.bigEndian(sequence) + image.data))
                    sequence += 1
                }
            }
        }
        output.append(PNGChunks.chunk("IEND", Data()))
        return output
    }
}

/// Reading and writing PNG's chunks: length, type, data, CRC-32.
enum PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func parse(_ png: Data) throws -> [(type: String, data: Data)] {
        let bytes = [UInt8](png)
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw HostError("Not a PNG file.") }
        var chunks: [(type: String, data: Data)] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { throw HostError("A PNG chunk runs past the end of the file.") }
            chunks.append((type, Data(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        return chunks
    }

    static func chunk(_ type: String, _ data: Data) -> Data {
        let typeBytes = Data(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(CRC32.checksum(typeBytes + data))
    }

    static func bigEndian<Integer: FixedWidthInteger>(_ value: Integer) -> Data {
        withUnsafeBytes(of: value.bigEndian) { Data($0) }
    }
}

/// The CRC-32 PNG chunks carry (polynomial 0xEDB88320, as zlib's).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index -> UInt32 in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
