import UIKit

/// What a host's `--trace` prints, as values: lifecycle callbacks, transition steps, the
/// transition coordinator's alongside blocks and (in the window) hitches, each with its
/// frame-clock time, in the order they happened.
///
/// ```swift
/// host.rootViewController?.present(detail, animated: true)
/// host.settle()
/// #expect(host.trace.callbacks(of: detail) == ["viewWillAppear(true)", "viewIsAppearing(true)", "viewDidAppear(true)"])
/// ```
public struct HostTrace: Sendable, CustomStringConvertible {
    /// One step of the trace.
    public struct Event: Sendable, Equatable, CustomStringConvertible {
        public enum Kind: Sendable, Equatable {
            /// A callback UIKit made on an app object: a view controller's appearance methods, a
            /// presentation controller's transition methods, an animator's `animateTransition(using:)`.
            case callback
            /// A step UIKit itself took: a presentation or dismissal starting, a child transition.
            case transition
            /// The transition coordinator running alongside animations or their completions.
            case alongside
            /// A frame that took longer than the refresh interval (the window only).
            case hitch
            /// The rest of what `--trace` prints: app life cycle, the keyboard, feedback, accessibility.
            case other
        }

        /// The frame-clock time, in seconds.
        public let time: TimeInterval
        public let kind: Kind
        /// For a callback, the call as made ("viewWillAppear(true)"); otherwise the whole line.
        public let message: String
        /// The line as `--trace` prints it after the time stamp ("DetailViewController.viewWillAppear(true)").
        public let line: String
        let subject: ObjectIdentifier?

        public var description: String { String(format: "[%8.4f] ", time) + line }
    }

    /// Every step so far, oldest first.
    public let events: [Event]

    /// The callbacks UIKit made on `object`, in order, as made: `["viewWillAppear(true)", "viewDidAppear(true)"]`.
    public func callbacks(of object: AnyObject) -> [String] {
        let identifier = ObjectIdentifier(object)
        return events.filter { $0.kind == .callback && $0.subject == identifier }.map(\.message)
    }

    /// The steps of one kind.
    public func events(of kind: Event.Kind) -> [Event] { events.filter { $0.kind == kind } }

    /// The trace as `--trace` prints it, a line a step.
    public var description: String { events.map(\.description).joined(separator: "\n") }
}

extension HostTrace.Event {
    init(_ event: TraceEvent) {
        let kind: Kind
        switch event.kind {
        case .callback: kind = .callback
        case .transition: kind = .transition
        case .alongside: kind = .alongside
        case .hitch: kind = .hitch
        case .other: kind = .other
        }
        self.init(time: event.time, kind: kind, message: event.message, line: event.line, subject: event.subject)
    }
}
