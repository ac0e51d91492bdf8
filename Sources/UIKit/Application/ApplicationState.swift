/// What one environment's application holds: its object, its delegate and the scenes it connected.
@MainActor
final class ApplicationState: EnvironmentState {
    private(set) lazy var application = UIApplication(environment: environment)
    var delegate: UIApplicationDelegate?
    var connectedScenes: Set<UIScene> = []
    /// Active from launch (a test or script with no app delegate runs in an active app).
    var applicationState = UIApplication.State.active
    private unowned let environment: HostEnvironment

    init(environment: HostEnvironment) { self.environment = environment }
}
