/// Haptics, as UIKit's `UIFeedbackGenerator`. The Simulator plays none, and neither does the lab:
/// each `prepare()` and each event is written to `--trace` and kept in the host's feedback log, so a
/// test can see that the app asked for the haptic it meant (`HeadlessHost.feedbackEvents`).
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// The view the feedback belongs to (iOS 17.5), if the app named one.
    public private(set) weak var view: UIView?

    public override init() {
        super.init()
    }

    /// A generator whose feedback comes from `view`'s window (iOS 17.5).
    public init(view: UIView) {
        self.view = view
        super.init()
    }

    /// Readies the Taptic Engine for an event soon; here, a line in the log.
    open func prepare() { record(.prepared(kind)) }

    /// What the log calls this generator.
    var kind: FeedbackEvent.Generator { .selection }

    func record(_ event: FeedbackEvent.Event) {
        let environment = view?.environment ?? HostEnvironment.current
        environment[FeedbackLog.self].append(FeedbackEvent(event: event, time: environment.animationEngine.now), in: environment)
    }
}
