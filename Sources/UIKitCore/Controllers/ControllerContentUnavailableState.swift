/// A controller's content-unavailable view: the configuration shown, the view made from it, and
/// whether an update was asked for.
struct ControllerContentUnavailableState {
    var configuration: (any UIContentConfiguration)?
    var view: (UIView & UIContentView)?
    var needsUpdate = true
    /// The search text the last update saw, to update again when it changes.
    var lastSearchText: String?
}
