import Foundation

/// A CocoaPods `Podfile`: the pods each target block names, with the folder of a development pod
/// (`pod 'Name', :path => '../'`), whose sources are on disk beside the project.
package struct Podfile: Sendable {
    package struct Pod: Equatable, Sendable {
        package var name: String
        /// A development pod's folder (`:path =>`); nil for a pod from a spec repo or git.
        package var folder: URL?
        /// The `target 'Name' do` blocks it is listed in (none when listed outside every target).
        package var targets: [String]
    }

    package let url: URL
    package private(set) var pods: [Pod] = []

    /// Reads the `Podfile` in `folder`; nil when there is none.
    package init?(folder: URL) {
        url = folder.appendingPathComponent("Podfile")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        let pod = try! NSRegularExpression(pattern: #"^\s*pod\s+['"]([^'"]+)['"](.*)$"#)
        let path = try! NSRegularExpression(pattern: #"(?::path\s*=>|path:)\s*['"]([^'"]+)['"]"#)
        let target = try! NSRegularExpression(pattern: #"^\s*(?:abstract_)?target\s+['":]?([A-Za-z0-9_ .-]+?)['"]?\s+do\b"#)
        // Each `do` opens a block that an `end` closes; target blocks carry their name.
        var blocks: [String?] = []
        for rawLine in text.components(separatedBy: .newlines) {
            let line = rawLine.components(separatedBy: "#").first ?? ""
            let range = NSRange(line.startIndex..., in: line)
            if let match = target.firstMatch(in: line, range: range), let name = Range(match.range(at: 1), in: line) {
                blocks.append(String(line[name]))
            } else if line.range(of: #"\bdo\s*(\|[^|]*\|)?\s*$"#, options: .regularExpression) != nil {
                blocks.append(nil)
            } else if line.trimmingCharacters(in: .whitespaces) == "end" {
                _ = blocks.popLast()
            } else if let match = pod.firstMatch(in: line, range: range), let name = Range(match.range(at: 1), in: line) {
                let rest = Range(match.range(at: 2), in: line).map { String(line[$0]) } ?? ""
                let podFolder = path.firstMatch(in: rest, range: NSRange(rest.startIndex..., in: rest))
                    .flatMap { Range($0.range(at: 1), in: rest) }
                    .map { folder.appendingPathComponent(String(rest[$0])).standardizedFileURL }
                // A subspec (`Name/Core`) is its pod's.
                let podName = String(line[name].split(separator: "/").first ?? "")
                let targets = blocks.compactMap { $0 }
                if let index = pods.firstIndex(where: { $0.name == podName }) {
                    pods[index].targets += targets.filter { !pods[index].targets.contains($0) }
                    if pods[index].folder == nil { pods[index].folder = podFolder }
                } else {
                    pods.append(Pod(name: podName, folder: podFolder, targets: targets))
                }
            }
        }
    }
}
