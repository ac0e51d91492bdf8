/// Which host a controller belongs to. Its operations (present, dismiss, push, pop, a tab switch)
/// run as code of that host: on its clock, with `UIApplication.shared` and `UIScreen.main` answering
/// from it for the overrides and animators they call, whichever host's code called them.
extension UIViewController {
    /// The environment this controller lives in: that of its view's window; for a controller not on
    /// screen, the one it was last shown in (a stack covered by a full-screen presentation keeps its
    /// host), else its parent's or presenter's; else that of the code running now.
    var environment: HostEnvironment {
        if let window = viewIfLoaded?.window ?? presentationControllerStorage?.containerView?.window {
            return window.hostEnvironment
        }
        if let lastShownEnvironment { return lastShownEnvironment }
        if let parent { return parent.environment }
        if let presenter = presentingStorage { return presenter.environment }
        return .current
    }
}
