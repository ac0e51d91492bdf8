import Foundation

/// The frame-clock time `Snapshotting.wait(for:on:)` asks for, while its strategy runs.
enum SnapshotWait {
    @TaskLocal static var duration: TimeInterval?
}

/// Runs a strategy's `Async` to its value. The lab's strategies deliver at once (they picture on
/// a fake clock); a custom asynchronous one gets `timeout` seconds of the main run loop.
enum SnapshotWaiter {
    static func wait<Format>(for async: Async<Format>, timeout: TimeInterval) -> Format? {
        var result: Format?
        async.run { result = $0 }
        if result != nil { return result }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while result == nil, deadline.timeIntervalSinceNow > 0 {
            _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
        return result
    }
}
