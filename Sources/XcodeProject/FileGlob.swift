import Foundation

/// CocoaPods' file patterns, as Ruby's `Dir.glob` reads them: `*` within a name, `**/` across
/// folders, `?`, and `{a,b}` alternatives; a pattern naming a folder takes every file in it.
package enum FileGlob {
    /// The files under `folder` that `patterns` match, sorted. With `keepingBundles`, a folder that
    /// is one resource (`.xcassets`, `.bundle`, `.lproj`…) is matched whole, not entered.
    package static func files(matching patterns: [String], in folder: URL, keepingBundles: Bool = false) -> [URL] {
        guard !patterns.isEmpty else { return [] }
        let root = folder.standardizedFileURL
        let expressions = patterns.flatMap(expandBraces).map { pattern -> NSRegularExpression in
            var trimmed = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
            var isFolder: ObjCBool = false
            if !trimmed.contains(where: { "*?[".contains($0) }),
               FileManager.default.fileExists(atPath: root.appendingPathComponent(trimmed).path, isDirectory: &isFolder), isFolder.boolValue,
               !(keepingBundles && isResourceBundle(trimmed)) {
                trimmed += "/**/*"
            }
            return try! NSRegularExpression(pattern: "^" + regex(trimmed) + "$")
        }
        var found: [URL] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = enumerator?.nextObject() as? URL {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            if isFolder && keepingBundles && isResourceBundle(relative) { enumerator?.skipDescendants() }
            else if isFolder { continue }
            if expressions.contains(where: { $0.firstMatch(in: relative, range: NSRange(relative.startIndex..., in: relative)) != nil }) {
                found.append(url.standardizedFileURL)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    static func isResourceBundle(_ path: String) -> Bool {
        ["xcassets", "bundle", "lproj", "xcdatamodeld", "scnassets"].contains((path as NSString).pathExtension)
    }

    /// `a/{b,c}/*.{h,swift}` as its four patterns.
    static func expandBraces(_ pattern: String) -> [String] {
        guard let open = pattern.firstIndex(of: "{"), let close = pattern[open...].firstIndex(of: "}") else { return [pattern] }
        let head = pattern[..<open], tail = pattern[pattern.index(after: close)...]
        return pattern[pattern.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false)
            .flatMap { expandBraces(String(head) + $0 + tail) }
    }

    static func regex(_ pattern: String) -> String {
        var result = "", index = pattern.startIndex
        while index < pattern.endIndex {
            let rest = pattern[index...]
            if rest.hasPrefix("**/") {
                result += "(?:.*/)?"
                index = pattern.index(index, offsetBy: 3)
                continue
            }
            if rest.hasPrefix("**") {
                result += ".*"
                index = pattern.index(index, offsetBy: 2)
                continue
            }
            switch pattern[index] {
            case "*": result += "[^/]*"
            case "?": result += "[^/]"
            default: result += NSRegularExpression.escapedPattern(for: String(pattern[index]))
            }
            index = pattern.index(after: index)
        }
        return result
    }
}
