/// A type's body in a file: `class`, `struct`, `enum`, `actor`, `protocol` or `extension`, its
/// full name (`Outer.Inner` for nested types; an extension's as written) and the bytes between
/// its braces.
struct TypeScope {
    var kind: String
    var name: String
    var body: Range<Int>
    /// Where its keyword (`class`, `extension`…) is.
    var keyword: Int = 0
    /// What comes between its name and its body: generic parameters, inherited types, `where`.
    var header: Range<Int> = 0..<0

    private static let keywords: Set<String> = ["func", "var", "let", "override", "public", "private", "fileprivate",
                                                "internal", "open", "final", "static", "class", "required", "convenience"]

    static func find(in mask: SwiftSourceMask) -> [TypeScope] {
        let bytes = mask.code
        var found: [TypeScope] = []
        var index = 0
        let isIdentifier = SwiftSourceMask.isIdentifierByte
        while index < bytes.count {
            guard isIdentifier(bytes[index]), index == 0 || (!isIdentifier(bytes[index - 1]) && bytes[index - 1] != UInt8(ascii: ".")) else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
            let word = String(decoding: bytes[index..<end], as: UTF8.self)
            defer { index = max(end, index + 1) }
            guard ["class", "struct", "enum", "extension", "actor", "protocol"].contains(word) else { continue }
            var nameStart = end
            while nameStart < bytes.count, bytes[nameStart] == UInt8(ascii: " ") || bytes[nameStart] == UInt8(ascii: "\t") { nameStart += 1 }
            var nameEnd = nameStart
            while nameEnd < bytes.count, isIdentifier(bytes[nameEnd]) || bytes[nameEnd] == UInt8(ascii: ".") { nameEnd += 1 }
            let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
            guard !name.isEmpty, !keywords.contains(name) else { continue }
            // The body opens at the next brace; a declaration without one (`class Foo;`) has none.
            guard let open = bytes[nameEnd...].firstIndex(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: ";") }),
                  bytes[open] == UInt8(ascii: "{") else { continue }
            let close = (mask.closingBracket(from: open) ?? bytes.count + 1) - 1
            var fullName = name
            if word != "extension", let outer = found.filter({ $0.body.contains(index) }).max(by: { $0.body.lowerBound < $1.body.lowerBound }) {
                fullName = outer.name + "." + name
            }
            found.append(TypeScope(kind: word, name: fullName, body: (open + 1)..<close, keyword: index, header: nameEnd..<open))
        }
        return found
    }
}
