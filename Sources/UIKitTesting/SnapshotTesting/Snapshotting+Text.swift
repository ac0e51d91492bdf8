import Foundation

extension Diffing where Value == String {
    /// Text compared line by line; a mismatch shows the lines that differ, as a unified diff does.
    public static var lines: Diffing {
        Diffing(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { old, new in
            guard old != new else { return nil }
            let patch = LineDifference.patch(from: old, to: new)
            return (patch, [XCTAttachment(data: Data(patch.utf8), uniformTypeIdentifier: "public.patch-file")])
        }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// The string itself, stored as a text file.
    public static var lines: Snapshotting { Snapshotting(pathExtension: "txt", diffing: .lines) }
}

extension Snapshotting where Format == String {
    /// The value's `description` (`String(describing:)`).
    public static var description: Snapshotting {
        SimplySnapshotting.lines.pullback { String(describing: $0) }
    }

    /// The value as `dump` prints it, object addresses taken out.
    public static var dump: Snapshotting {
        SimplySnapshotting.lines.pullback { value in
            var text = ""
            Swift.dump(value, to: &text)
            return text.replacingOccurrences(of: #":?\s*0x[\da-f]+(\s*)"#, with: "$1", options: .regularExpression)
        }
    }
}

extension Snapshotting where Value: Encodable, Format == String {
    /// The value encoded as pretty-printed JSON with sorted keys.
    public static var json: Snapshotting {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return .json(encoder)
    }

    public static func json(_ encoder: JSONEncoder) -> Snapshotting {
        var snapshotting = SimplySnapshotting.lines.pullback { (value: Value) in
            (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "(not encodable as JSON)"
        }
        snapshotting.pathExtension = "json"
        return snapshotting
    }

    /// The value encoded as an XML property list.
    public static var plist: Snapshotting {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return .plist(encoder)
    }

    public static func plist(_ encoder: PropertyListEncoder) -> Snapshotting {
        var snapshotting = SimplySnapshotting.lines.pullback { (value: Value) in
            (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "(not encodable as a property list)"
        }
        snapshotting.pathExtension = "plist"
        return snapshotting
    }
}

extension Snapshotting where Value == Data, Format == Data {
    /// The bytes themselves.
    public static var data: Snapshotting {
        Snapshotting(pathExtension: nil, diffing: Diffing(toData: { $0 }, fromData: { $0 }) { old, new in
            old == new ? nil : ("Expected \(new) to match \(old)", [])
        })
    }
}

/// The lines two texts differ in, as `-` (reference) and `+` (new) lines around their context.
enum LineDifference {
    static func patch(from old: String, to new: String) -> String {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Longest common subsequence table, from the end.
        var common = [[Int]](repeating: [Int](repeating: 0, count: after.count + 1), count: before.count + 1)
        for i in stride(from: before.count - 1, through: 0, by: -1) {
            for j in stride(from: after.count - 1, through: 0, by: -1) {
                common[i][j] = before[i] == after[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [String] = ["@@ reference (\u{2212}) and new (+) @@"]
        var i = 0, j = 0
        while i < before.count || j < after.count {
            if i < before.count, j < after.count, before[i] == after[j] {
                lines.append(" " + before[i]); i += 1; j += 1
            } else if j < after.count, i == before.count || common[i][j + 1] >= common[i + 1][j] {
                lines.append("+" + after[j]); j += 1
            } else {
                lines.append("\u{2212}" + before[i]); i += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
