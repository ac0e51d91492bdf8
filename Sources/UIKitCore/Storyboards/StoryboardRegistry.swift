/// The storyboards an app declared (`UIStoryboard.register`), kept by the environment whose code
/// declared them (an app's launch code, or a test outside every host), so hosts never see each
/// other's.
@MainActor
final class StoryboardRegistry: EnvironmentState {
    var declarations: [String: UIStoryboard.Declaration] = [:]

    init(environment: HostEnvironment) {}

    /// The storyboard `name` as the running code's app declared it.
    static func declaration(named name: String) -> UIStoryboard.Declaration? {
        HostEnvironment.current[StoryboardRegistry.self].declarations[name]
    }

    static var registeredNames: [String] { HostEnvironment.current[StoryboardRegistry.self].declarations.keys.sorted() }
}
