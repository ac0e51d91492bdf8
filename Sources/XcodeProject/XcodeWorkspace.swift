import Foundation

/// A workspace's `contents.xcworkspacedata`: the projects it lists, found as Xcode finds them.
/// `group:` paths are relative to the enclosing `<Group>` (the workspace's folder at the top),
/// `container:` to the workspace's folder, `absolute:` from the root, and `self:` is the project a
/// `project.xcworkspace` sits in.
package struct XcodeWorkspace: Sendable {
    package let url: URL
    package private(set) var projects: [URL] = []

    /// The folder `group:` and `container:` paths start from: the one holding the workspace, or
    /// for a project's own `project.xcworkspace`, the one holding that project.
    package var folder: URL {
        let holder = url.deletingLastPathComponent()
        return holder.pathExtension == "xcodeproj" ? holder.deletingLastPathComponent() : holder
    }

    /// Reads the workspace at `url` (an `.xcworkspace`); nil when it has no readable contents.
    package init?(url: URL) {
        self.url = url.standardizedFileURL
        guard let data = FileManager.default.contents(atPath: url.appendingPathComponent("contents.xcworkspacedata").path),
              let text = String(data: data, encoding: .utf8) else { return nil }
        var groups: [URL] = [folder]
        let tag = try! NSRegularExpression(pattern: #"<(/?)(Group|FileRef)\b([^>]*?)(/?)>"#)
        let locationAttribute = try! NSRegularExpression(pattern: #"location\s*=\s*"([^"]*)""#)
        for match in tag.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let closing = Range(match.range(at: 1), in: text).map { !text[$0].isEmpty } ?? false
            let element = Range(match.range(at: 2), in: text).map { String(text[$0]) } ?? ""
            let selfClosing = Range(match.range(at: 4), in: text).map { !text[$0].isEmpty } ?? false
            if closing {
                if element == "Group", groups.count > 1 { groups.removeLast() }
                continue
            }
            let attributes = Range(match.range(at: 3), in: text).map { String(text[$0]) } ?? ""
            let location = locationAttribute.firstMatch(in: attributes, range: NSRange(attributes.startIndex..., in: attributes))
                .flatMap { Range($0.range(at: 1), in: attributes) }.map { String(attributes[$0]) } ?? ""
            let resolved = resolve(location, group: groups.last!)
            if element == "Group" {
                if !selfClosing { groups.append(resolved ?? groups.last!) }
            } else if let resolved, resolved.pathExtension == "xcodeproj", !projects.contains(resolved) {
                projects.append(resolved)
            }
        }
    }

    private func resolve(_ location: String, group: URL) -> URL? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon], path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return (path.isEmpty ? group : group.appendingPathComponent(path)).standardizedFileURL
        case "container": return (path.isEmpty ? folder : folder.appendingPathComponent(path)).standardizedFileURL
        case "absolute": return URL(fileURLWithPath: path).standardizedFileURL
        case "self": return url.deletingLastPathComponent().standardizedFileURL
        default: return nil
        }
    }
}
