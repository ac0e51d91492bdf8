/// Which host a controller belongs to. Its operations (present, dismiss, push, pop, a tab switch)
/// run as code of that host: on its clock, with `UIApplication.shared` and `UIScreen.main` answering
/// from it for the overrides and animators they call, whichever host's code called them.
extension UIViewController {
    /// The environment this controller lives in, bound when it attaches to a world (its view shown
    /// in a window, added as a child of a bound controller, presented) and kept when it leaves the
    /// screen (a stack covered by a full-screen presentation stays in its host); for a controller
    /// never attached, that of the code running now.
    package var environment: HostEnvironment { boundEnvironment ?? .current }

    /// Binds this controller and its children to `environment`.
    func bind(to environment: HostEnvironment) {
        guard boundEnvironment !== environment else { return }
        boundEnvironment = environment
        for child in children { child.bind(to: environment) }
    }
}
