/// How objects that may outlive a host's environment (a controller shown there, the animation
/// engine, a display link) reach it, instead of holding a weak reference: a weak reference gives
/// the environment a side table, after which every retain and release of it takes Swift's slow
/// path, and views reach their environment many times a frame. The environment owns its handle and
/// empties it when it goes, so a holder finds nil, as it would through a weak reference.
final class EnvironmentHandle: @unchecked Sendable {
    /// Set and cleared by the environment alone, on the main actor, and in its deinit.
    nonisolated(unsafe) unowned(unsafe) var environment: HostEnvironment?
}
