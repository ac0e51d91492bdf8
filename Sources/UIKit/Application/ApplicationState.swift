/// What one environment's application holds: its object, its delegate and the scenes it connected.
@MainActor
final class ApplicationState: EnvironmentState {
    private(set) lazy var application = UIApplication(environment: environment)
    var delegate: UIApplicationDelegate?
    var connectedScenes: Set<UIScene> = []
    private unowned let environment: HostEnvironment

    init(environment: HostEnvironment) { self.environment = environment }
}
