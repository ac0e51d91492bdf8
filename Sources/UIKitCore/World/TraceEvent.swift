/// One line of a host's trace: what `--trace` prints, kept as data so a test can read it.
package struct TraceEvent: Sendable {
    /// What kind of step the line records.
    package enum Kind: Sendable {
        /// A callback UIKit makes on an app object (`viewWillAppear(_:)`, `presentationTransitionWillBegin()`).
        case callback
        /// A step of a presentation, dismissal or containment transition UIKit itself takes.
        case transition
        /// An alongside animation or completion of a transition coordinator running.
        case alongside
        /// A frame that took longer than the refresh interval (the window only).
        case hitch
        /// Anything else the trace reports: app life cycle, feedback, the keyboard, accessibility.
        case other
    }

    /// The frame-clock time the step happened at.
    package let time: TimeInterval
    package let kind: Kind
    /// The object the callback was made on, for `.callback` lines.
    package let subject: ObjectIdentifier?
    /// For a callback, the method as called (`viewWillAppear(true)`); otherwise the whole line.
    package let message: String
    /// The line after the time stamp, as `--trace` prints it.
    package let line: String
}
