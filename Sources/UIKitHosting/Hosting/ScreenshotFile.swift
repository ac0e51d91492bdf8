import Foundation

/// Where a headless script's screenshots go: each path is checked before any step runs, and each
/// PNG is written beside its final name, read back whole, then renamed into place, so a full disk
/// or a bad folder leaves no truncated file, only one clear error.
package enum ScreenshotFile {
    /// Why a screenshot cannot be written at `path`, or nil when it can (as far as can be known
    /// before writing: a full disk shows only then).
    package static func problem(with path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            return "'\(url.path)' is a folder"
        }
        var ancestor = url.deletingLastPathComponent()
        while true {
            if files.fileExists(atPath: ancestor.path, isDirectory: &isFolder) {
                if !isFolder.boolValue { return "'\(ancestor.path)' is a file, not a folder" }
                if !files.isWritableFile(atPath: ancestor.path) { return "the folder '\(ancestor.path)' is not writable" }
                return nil
            }
            let parent = ancestor.deletingLastPathComponent()
            if parent.path == ancestor.path { return nil }
            ancestor = parent
        }
    }

    /// Writes `host`'s current frame to `path` through a temporary file in the same folder, with the
    /// device chrome over it on a device, as the window and the Simulator's screenshots show it.
    @MainActor package static func write(_ host: OffscreenHost, to path: String) throws {
        if let problem = problem(with: path) { throw HostError("cannot write a screenshot to '\(path)': \(problem).") }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let partial = folder.appendingPathComponent(".\(url.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try host.writePNG(to: partial.path, includingDeviceChrome: true)
            // libpng may report a short write only at close: read the file back whole before using it.
            let written = try Data(contentsOf: partial)
            let decoded = try ImageFileCodec.decode(written)
            guard decoded.width > 0 else { throw HostError("the PNG written is empty") }
            if rename(partial.path, url.path) != 0 { throw HostError(String(cString: strerror(errno))) }
        } catch {
            try? FileManager.default.removeItem(at: partial)
            let reason = (error as? HostError)?.description ?? (error as NSError).localizedDescription
            throw HostError("cannot write a screenshot to '\(path)': \(reason)")
        }
    }
}
