import UIKit

extension HeadlessHost {
    /// The haptics this host's app asked for, in order: each generator's `prepare()` and each
    /// event, with its frame-clock time. (There are no haptics in the Simulator, nor here.)
    public var feedbackEvents: [FeedbackEvent] { core.environment.feedbackEvents }
}
