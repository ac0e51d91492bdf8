/// Console warnings of the running code's host: a host that collects them (`warningHandler`) gets
/// them instead of standard error, and each says its accepted-but-not-honoured warnings once.
extension Diagnostics {
    @MainActor package static func warn(_ message: String) {
        if let handler = HostEnvironment.current.warningHandler {
            handler(message)
            return
        }
        warnFromAnyThread(message)
    }

    /// Warns once a host (each host's environment keeps what it said) about a member that is
    /// accepted but not honoured (docs/PORTING.md lists them), so iOS code that sets it compiles
    /// and runs but is not misled.
    @MainActor package static func warnOnce(_ key: String, _ message: String) {
        guard HostEnvironment.current.warnedKeys.insert(key).inserted else { return }
        warn("Presentation Lab: \(message)")
    }

    /// `warnOnce` for API callable from any thread (drawing): off the main queue it waits for it,
    /// and the default app's world keeps what was said.
    static func warnOnceFromAnyThread(_ key: String, _ message: String) {
        MainActorBridge.sync { warnOnce(key, message) }
    }

    /// `warnOnce` for a list or scroll setting that is accepted but has nothing built behind it.
    @MainActor package static func warnNotBuilt(_ member: String, _ consequence: String) {
        warnOnce("lists.\(member)", "\(member) is not honoured here; \(consequence).")
    }
}
