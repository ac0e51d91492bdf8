/// Overrides written in an extension (`extension ViewController { override func prepare(…) }`),
/// moved into the class's own body. With the Objective-C runtime a Swift extension may override
/// an `@objc` method; without it Swift refuses ("cannot be overridden from extension"). When the
/// class is declared in the same file the member moves, with its attributes and comments;
/// otherwise it is said, for a hand edit.
enum ExtensionOverrides {
    struct Result {
        var text: String
        var moved: [Int]
        var problems: [PortingProblem]
    }

    static func move(in text: String) -> Result {
        let mask = SwiftSourceMask(text)
        let scopes = TypeScope.find(in: mask)
        var removals: [Range<Int>] = []
        var insertions: [Int: [String]] = [:]
        var moved: [Int] = [], problems: [PortingProblem] = []
        for scope in scopes where scope.kind == "extension" {
            let owner = scopes.first { $0.kind == "class" && ($0.name == scope.name || $0.name.hasSuffix("." + scope.name)) }
            for member in overrides(in: scope.body, of: mask) {
                let line = mask.line(of: member.lowerBound)
                guard let owner else {
                    problems.append(PortingProblem(line: line, message: "an override in an extension of \(scope.name), whose class is in another file: move it into the class's body (Swift without Objective-C overrides only there)"))
                    continue
                }
                removals.append(member)
                let memberText = String(decoding: mask.original[member], as: UTF8.self)
                insertions[owner.body.upperBound, default: []].append(memberText)
                moved.append(line)
            }
        }
        guard !removals.isEmpty else { return Result(text: text, moved: [], problems: problems) }
        var edits: [(range: Range<Int>, text: String)] = removals.map { ($0, "") }
        for (offset, members) in insertions {
            edits.append((offset..<offset, "\n    // Moved here from an extension by presentation-lab import.\n" + members.joined()))
        }
        var output = mask.original
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            output.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return Result(text: String(decoding: output, as: UTF8.self), moved: moved, problems: problems)
    }

    /// The whole lines of each `override` member declared directly in `body`: its attribute and
    /// comment lines above, its signature and its braces.
    private static func overrides(in body: Range<Int>, of mask: SwiftSourceMask) -> [Range<Int>] {
        let bytes = mask.code
        var found: [Range<Int>] = []
        var depth = 0, lineStart = body.lowerBound, position = body.lowerBound
        while position < body.upperBound {
            let byte = bytes[position]
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") { depth -= 1 }
            if byte == UInt8(ascii: "\n") { lineStart = position + 1 }
            if depth == 0, SwiftSourceMask.isWord("override", at: position, in: bytes),
               let open = bytes[position..<body.upperBound].firstIndex(of: UInt8(ascii: "{")),
               let close = mask.closingBracket(from: open) {
                var start = lineStart
                while let previous = previousLine(before: start, in: bytes), previous.lowerBound >= body.lowerBound,
                      let first = bytes[previous].first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }),
                      first == UInt8(ascii: "@") || first == UInt8(ascii: "/") {
                    start = previous.lowerBound
                }
                var end = close
                while end < body.upperBound, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                end = min(end + 1, body.upperBound)
                found.append(start..<end)
                position = end
                lineStart = end
                continue
            }
            position += 1
        }
        return found
    }

    /// The line before the one starting at `start`, without its newline.
    private static func previousLine(before start: Int, in bytes: [UInt8]) -> Range<Int>? {
        guard start > 0 else { return nil }
        var begin = start - 1
        while begin > 0, bytes[begin - 1] != UInt8(ascii: "\n") { begin -= 1 }
        return begin..<(start - 1)
    }
}
