/// Each host's `UIMenuController.shared`.
@MainActor
final class MenuControllers: EnvironmentState {
    let shared = UIMenuController()

    init(environment: HostEnvironment) {}
}
