/// A Swift file with its comments and string literals blanked out, byte for byte: searches for
/// code (`#selector(`, `@objc`) run over the mask and never match inside a comment or a string,
/// and a match's offsets are the same in the original text.
struct SwiftSourceMask {
    let original: [UInt8]
    let code: [UInt8]

    init(_ text: String) {
        original = Array(text.utf8)
        var code = original
        var index = 0
        func blank(_ range: Range<Int>) {
            for position in range where code[position] != UInt8(ascii: "\n") { code[position] = UInt8(ascii: " ") }
        }
        let bytes = original
        func at(_ offset: Int, _ text: String) -> Bool {
            let pattern = Array(text.utf8)
            return offset + pattern.count <= bytes.count && Array(bytes[offset..<offset + pattern.count]) == pattern
        }
        while index < bytes.count {
            if at(index, "//") {
                let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                blank(index..<end)
                index = end
            } else if at(index, "/*") {
                var depth = 0, position = index
                while position < bytes.count {
                    if at(position, "/*") { depth += 1; position += 2 } else if at(position, "*/") {
                        depth -= 1; position += 2
                        if depth == 0 { break }
                    } else { position += 1 }
                }
                blank(index..<position)
                index = position
            } else if bytes[index] == UInt8(ascii: "#") || bytes[index] == UInt8(ascii: "\"") {
                // A string literal, raw (`#"…"#`) or not, single-line or multi-line.
                var hashes = 0, position = index
                while position < bytes.count, bytes[position] == UInt8(ascii: "#") { hashes += 1; position += 1 }
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { index = max(position, index + 1); continue }
                let multiline = at(position, "\"\"\"")
                let quote = multiline ? "\"\"\"" : "\""
                let closing = Array((quote + String(repeating: "#", count: hashes)).utf8)
                position += quote.utf8.count
                while position < bytes.count {
                    if hashes == 0, bytes[position] == UInt8(ascii: "\\") { position += 2; continue }
                    if !multiline, bytes[position] == UInt8(ascii: "\n") { break }
                    if position + closing.count <= bytes.count, Array(bytes[position..<position + closing.count]) == closing {
                        position += closing.count
                        break
                    }
                    position += 1
                }
                // Keep the quotes so the mask still reads as an expression; blank what is inside.
                let open = index + hashes + quote.utf8.count
                let close = max(open, min(position, bytes.count) - closing.count)
                if open < close { blank(open..<close) }
                index = max(position, index + 1)
            } else {
                index += 1
            }
        }
        self.code = code
    }

    var codeText: String { String(decoding: code, as: UTF8.self) }

    /// The offset just past the bracket (`(`, `[` or `{`) that closes the one at `open`, counting
    /// only code; nil when the file ends first.
    func closingBracket(from open: Int) -> Int? {
        var depth = 0
        for position in open..<code.count {
            switch code[position] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return position + 1 }
            default: break
            }
        }
        return nil
    }

    /// Whether `byte` may be part of an (ASCII) identifier.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == 95 || (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
    }

    /// Whether `word` stands at `position` as a whole word (no identifier byte on either side).
    static func isWord(_ word: String, at position: Int, in bytes: [UInt8]) -> Bool {
        let pattern = Array(word.utf8)
        guard position + pattern.count < bytes.count, Array(bytes[position..<position + pattern.count]) == pattern else { return false }
        return (position == 0 || !isIdentifierByte(bytes[position - 1])) && !isIdentifierByte(bytes[position + pattern.count])
    }

    /// The 1-based line of byte `offset`.
    func line(of offset: Int) -> Int {
        original[..<min(offset, original.count)].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}
