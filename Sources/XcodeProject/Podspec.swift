import Foundation

/// A development pod's spec (`Name.podspec`, Ruby, or `Name.podspec.json`), read for what building
/// it needs: its module name and the files its `source_files`, `resources` and `resource_bundles`
/// patterns match (subspecs' included), less `exclude_files`.
package struct Podspec: Sendable {
    package let url: URL
    package var name: String
    package var moduleName: String
    package var sources: [URL] = []
    /// Files for the framework's own folder, and for each resource bundle its files.
    package var resources: [URL] = []
    package var resourceBundles: [String: [URL]] = [:]
    /// Other pods it depends on (`s.dependency 'Name'`).
    package var dependencies: [String] = []

    /// Reads `name`'s spec in `folder`; nil when the folder has none.
    package init?(name: String, folder: URL) {
        let ruby = folder.appendingPathComponent("\(name).podspec"), json = folder.appendingPathComponent("\(name).podspec.json")
        var fields: [String: [String]] = [:], bundles: [String: [String]] = [:]
        if let text = try? String(contentsOf: ruby, encoding: .utf8) {
            url = ruby
            (fields, bundles) = Self.rubyFields(text.replacingOccurrences(of: "#{s.name}", with: name)
                .replacingOccurrences(of: "#{spec.name}", with: name))
        } else if let data = FileManager.default.contents(atPath: json.path),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            url = json
            (fields, bundles) = Self.jsonFields(object)
        } else {
            return nil
        }
        self.name = fields["name"]?.first ?? name
        let module = fields["module_name"]?.first ?? self.name
        moduleName = String(module.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        dependencies = (fields["dependency"] ?? []).map { String($0.split(separator: "/").first ?? "") }
        let excluded = Set(FileGlob.files(matching: fields["exclude_files"] ?? [], in: folder))
        sources = FileGlob.files(matching: fields["source_files"] ?? [], in: folder).filter { !excluded.contains($0) }
        resources = FileGlob.files(matching: (fields["resources"] ?? []) + (fields["resource"] ?? []), in: folder, keepingBundles: true)
        for (bundle, patterns) in bundles {
            resourceBundles[bundle] = FileGlob.files(matching: patterns, in: folder, keepingBundles: true)
        }
    }

    /// `s.field = value` assignments (any spec variable, `ios.` and subspecs' included): the
    /// quoted strings of each value, and `resource_bundles`' hash by bundle name.
    static func rubyFields(_ text: String) -> ([String: [String]], [String: [String]]) {
        var fields: [String: [String]] = [:], bundles: [String: [String]] = [:]
        let assignment = try! NSRegularExpression(pattern: #"\b\w+\.(?:ios\.)?(name|module_name|source_files|exclude_files|resources?|resource_bundles|dependency)\b\s*(=|\(|\s)\s*"#)
        let quoted = try! NSRegularExpression(pattern: #"['"]([^'"]*)['"]"#)
        let lines = text.components(separatedBy: .newlines).map { $0.components(separatedBy: " #").first ?? $0 }
        let joined = lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }.joined(separator: "\n")
        for match in assignment.matches(in: joined, range: NSRange(joined.startIndex..., in: joined)) {
            guard let key = Range(match.range(at: 1), in: joined), let end = Range(match.range, in: joined)?.upperBound else { continue }
            let value = Self.value(in: joined[end...])
            let strings = quoted.matches(in: value, range: NSRange(value.startIndex..., in: value)).compactMap { Range($0.range(at: 1), in: value).map { String(value[$0]) } }
            let field = String(joined[key])
            if field == "resource_bundles" {
                // { 'Name' => ['a', 'b'], 'Other' => 'c' }: a key, then its patterns.
                for entry in value.components(separatedBy: "=>").indices.dropFirst() {
                    let parts = value.components(separatedBy: "=>")
                    let keys = quoted.matches(in: parts[entry - 1], range: NSRange(parts[entry - 1].startIndex..., in: parts[entry - 1]))
                    guard let last = keys.last, let name = Range(last.range(at: 1), in: parts[entry - 1]) else { continue }
                    var patterns = parts[entry]
                    if entry + 1 < parts.count, let cut = patterns.lastIndex(of: ",") { patterns = String(patterns[..<cut]) }
                    bundles[String(parts[entry - 1][name])] = quoted.matches(in: patterns, range: NSRange(patterns.startIndex..., in: patterns))
                        .compactMap { Range($0.range(at: 1), in: patterns).map { String(patterns[$0]) } }
                }
            } else if field == "dependency" {
                fields[field, default: []] += strings.prefix(1)
            } else {
                fields[field, default: []] += strings
            }
        }
        return (fields, bundles)
    }

    /// A Ruby value from its first character: a bracketed array or hash to its closing bracket,
    /// else the rest of the line.
    private static func value(in text: Substring) -> String {
        guard let first = text.first, first == "[" || first == "{" || first == "(" else {
            return String(text.prefix { $0 != "\n" })
        }
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "[", "{", "(": depth += 1
            case "]", "}", ")":
                depth -= 1
                if depth == 0 { return String(text[...index]) }
            default: break
            }
        }
        return String(text)
    }

    static func jsonFields(_ object: [String: Any]) -> ([String: [String]], [String: [String]]) {
        var fields: [String: [String]] = [:], bundles: [String: [String]] = [:]
        func strings(_ value: Any?) -> [String] { (value as? String).map { [$0] } ?? (value as? [String]) ?? [] }
        func read(_ spec: [String: Any]) {
            for key in ["name", "module_name", "source_files", "exclude_files", "resources", "resource"] { fields[key, default: []] += strings(spec[key]) }
            let ios = spec["ios"] as? [String: Any] ?? [:]
            for key in ["source_files", "exclude_files", "resources"] { fields[key, default: []] += strings(ios[key]) }
            fields["dependency", default: []] += (spec["dependencies"] as? [String: Any] ?? [:]).keys.sorted()
            for (bundle, patterns) in spec["resource_bundles"] as? [String: Any] ?? [:] { bundles[bundle, default: []] += strings(patterns) }
            for subspec in spec["subspecs"] as? [[String: Any]] ?? [] { read(subspec) }
        }
        read(object)
        if let name = strings(object["name"]).first { fields["name"] = [name] }
        return (fields, bundles)
    }
}
