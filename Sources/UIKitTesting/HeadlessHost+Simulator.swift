import UIKit

/// What the Simulator offers beyond touches: the haptics log, Debug ▸ Simulate Memory Warning, and
/// going home and back.
extension HeadlessHost {
    /// The haptics this host's app asked for, in order: each generator's `prepare()` and each
    /// event, with its frame-clock time. (There are no haptics in the Simulator, nor here.)
    public var feedbackEvents: [FeedbackEvent] { core.environment.feedbackEvents }

    /// The Simulator's Simulate Memory Warning: the app delegate, `UIApplication.didReceiveMemoryWarningNotification`
    /// and every view controller on screen hear of it, then a frame is drawn.
    public func simulateMemoryWarning() {
        application.simulateMemoryWarning()
        core.renderFrame()
    }

    /// The Simulator's Device ▸ Shake: `motionBegan` and `motionEnded` with `.motionShake`, to the
    /// first responder or, with none, the frontmost view controller, then a frame is drawn.
    public func shake() {
        application.simulateShake()
        core.renderFrame()
    }

    /// Home, as in the Simulator: the app resigns active and enters the background (scene delegates or
    /// the app delegate, then `willResignActiveNotification` and `didEnterBackgroundNotification`).
    public func enterBackground() {
        application.enterBackground()
        core.renderFrame()
    }

    /// Reopens the app: it enters the foreground and becomes active again.
    public func enterForeground() {
        application.enterForeground()
        core.renderFrame()
    }
}
