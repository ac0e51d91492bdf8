import Foundation

/// GIF89a: each frame reduced to a fixed palette of 6 × 7 × 6 colours and LZW-compressed, looping
/// for ever. GIF counts delays in hundredths of a second and browsers slow any delay under two, so
/// the frames are resampled at 50 per second.
enum GIFEncoder {
    static let framesPerSecond = 50.0

    static func encode(_ frames: [RecordedFrame]) throws -> Data {
        guard let first = frames.first else { return Data() }
        var output = Data("GIF89a".utf8)
        output += littleEndian(UInt16(clamping: first.width)) + littleEndian(UInt16(clamping: first.height))
        // A global colour table of 256 entries, no background, square pixels.
        output += Data([0xF7, 0, 0])
        output += palette
        // Loop for ever (the NETSCAPE2.0 application extension).
        output += Data([0x21, 0xFF, 0x0B]) + Data("NETSCAPE2.0".utf8) + Data([0x03, 0x01, 0x00, 0x00, 0x00])
        for (frame, ticks) in RecordingWriter.resampled(frames, rate: framesPerSecond) {
            let delay = UInt16(clamping: ticks * Int(100 / framesPerSecond))
            output += Data([0x21, 0xF9, 0x04, 0x04]) + littleEndian(delay) + Data([0, 0])
            output += Data([0x2C]) + littleEndian(UInt16(0)) + littleEndian(UInt16(0))
            output += littleEndian(UInt16(clamping: frame.width)) + littleEndian(UInt16(clamping: frame.height)) + Data([0])
            output += Data([8]) + subBlocks(LZW.compress(indices(of: frame), codeSize: 8))
        }
        output += Data([0x3B])
        return output
    }

    /// The palette: 6 levels of red, 7 of green (the eye tells green apart best), 6 of blue, then black.
    private static let palette: Data = {
        var bytes: [UInt8] = []
        for red in 0..<6 { for green in 0..<7 { for blue in 0..<6 {
            bytes += [UInt8(red * 255 / 5), UInt8(green * 255 / 6), UInt8(blue * 255 / 5)]
        } } }
        bytes += [UInt8](repeating: 0, count: 256 * 3 - bytes.count)
        return Data(bytes)
    }()

    private static func indices(of frame: RecordedFrame) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: frame.width * frame.height)
        frame.rgba.withUnsafeBufferPointer { pixels in
            for index in 0..<result.count {
                let red = (Int(pixels[index * 4]) * 5 + 127) / 255
                let green = (Int(pixels[index * 4 + 1]) * 6 + 127) / 255
                let blue = (Int(pixels[index * 4 + 2]) * 5 + 127) / 255
                result[index] = UInt8(red * 42 + green * 6 + blue)
            }
        }
        return result
    }

    private static func subBlocks(_ data: [UInt8]) -> Data {
        var output = Data()
        var offset = 0
        while offset < data.count {
            let count = min(255, data.count - offset)
            output.append(UInt8(count))
            output.append(contentsOf: data[offset..<offset + count])
            offset += count
        }
        output.append(0)
        return output
    }

    private static func littleEndian(_ value: UInt16) -> Data { Data([UInt8(value & 0xFF), UInt8(value >> 8)]) }
}

/// GIF's variable-length LZW: codes from codeSize + 1 bits up to 12, least significant bit first,
/// the table cleared when it fills.
enum LZW {
    static func compress(_ input: [UInt8], codeSize: Int) -> [UInt8] {
        let clear = 1 << codeSize, end = clear + 1
        var table: [Int: Int] = [:]
        table.reserveCapacity(4096)
        var nextCode = end + 1
        var width = codeSize + 1
        var output: [UInt8] = []
        output.reserveCapacity(input.count / 2)
        var buffer = 0, bits = 0
        func emit(_ code: Int) {
            buffer |= code << bits
            bits += width
            while bits >= 8 {
                output.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                bits -= 8
            }
        }
        emit(clear)
        guard var prefix = input.first.map(Int.init) else {
            emit(end)
            if bits > 0 { output.append(UInt8(buffer & 0xFF)) }
            return output
        }
        for byte in input.dropFirst() {
            let key = prefix << 8 | Int(byte)
            if let code = table[key] {
                prefix = code
                continue
            }
            emit(prefix)
            if nextCode < 4096 {
                table[key] = nextCode
                // The decoder widens its codes one code later than the table grows past a power of two.
                if nextCode == 1 << width && width < 12 { width += 1 }
                nextCode += 1
            } else {
                emit(clear)
                table.removeAll(keepingCapacity: true)
                nextCode = end + 1
                width = codeSize + 1
            }
            prefix = Int(byte)
        }
        emit(prefix)
        emit(end)
        if bits > 0 { output.append(UInt8(buffer & 0xFF)) }
        return output
    }
}
