import Foundation

/// What one environment's application holds: its object, its delegate and the scenes it connected.
@MainActor
final class ApplicationState: EnvironmentState {
    private(set) lazy var application = UIApplication(environment: environment)
    var delegate: UIApplicationDelegate? {
        didSet { environment[AppBundleState.self].delegateModule = delegate.map { InterfaceBuilderClassTables.module(of: type(of: $0)) } }
    }
    var connectedScenes: Set<UIScene> = []
    /// The connected scenes in the order they were last brought to the front (the front one last).
    var sceneOrder: [UIScene] = []
    /// The scene an activation or a closing brought to the front, whose window the host shows.
    var shownScene: UIScene?
    /// Active from launch (a test or script with no app delegate runs in an active app).
    var applicationState = UIApplication.State.active
    /// Windows made from the Info.plist's storyboards for a delegate with no `window` to keep them.
    var storyboardWindows: [UIWindow] = []
    private unowned let environment: HostEnvironment

    init(environment: HostEnvironment) { self.environment = environment }
}
