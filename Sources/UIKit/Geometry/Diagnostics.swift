/// Where UIKit would print a console warning, this port prints the same text to standard error.
enum Diagnostics {
    static func warn(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// The members already warned about, so each says so once a process.
    @MainActor private static var warnedKeys: Set<String> = []

    /// Warns once a process about a member that is accepted but not honoured (docs/PORTING.md lists
    /// them), so iOS code that sets it compiles and runs but is not misled.
    @MainActor static func warnOnce(_ key: String, _ message: String) {
        guard warnedKeys.insert(key).inserted else { return }
        warn("Presentation Lab: \(message)")
    }
}
