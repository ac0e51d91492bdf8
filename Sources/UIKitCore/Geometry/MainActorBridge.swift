import Foundation

/// Runs main-actor work for API that Apple declares callable from any thread (a font by name, a
/// symbol image, an image renderer's drawing turned into pixels): at once on the main queue, else
/// on the main queue while the calling thread waits. What such API shares (the text engine, SDL's
/// software renderer, a world's registered fonts) belongs to the main actor, so this is its thread
/// safety. Code off the main thread sees the default app's world, as it has no host entry.
enum MainActorBridge {
    static func sync<Result>(_ work: @MainActor () -> Result) -> Result {
        if Diagnostics.isOnMainQueue {
            return MainActor.assumeIsolated { Handed(work()) }.value
        }
        return DispatchQueue.main.sync { MainActor.assumeIsolated { Handed(work()) } }.value
    }

    /// A value handed from the main queue to the waiting thread.
    private struct Handed<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
