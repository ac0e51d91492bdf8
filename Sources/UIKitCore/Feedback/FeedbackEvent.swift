/// One haptic the app asked for, as a host lists them (`HeadlessHost.feedbackEvents`): what it was,
/// and when on the frame clock.
public struct FeedbackEvent: Equatable, Sendable, CustomStringConvertible {
    /// The generator asked to prepare.
    public enum Generator: Equatable, Sendable {
        case selection
        case impact(UIImpactFeedbackGenerator.FeedbackStyle)
        case notification
    }

    public enum Event: Equatable, Sendable {
        case prepared(Generator)
        case selectionChanged
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        case notification(UINotificationFeedbackGenerator.FeedbackType)
    }

    public let event: Event
    public let time: TimeInterval

    package init(event: Event, time: TimeInterval) {
        self.event = event
        self.time = time
    }

    public var description: String {
        switch event {
        case let .prepared(generator): return "prepare \(generator)"
        case .selectionChanged: return "selection changed"
        case let .impact(style, intensity): return "impact \(style) intensity \(intensity)"
        case let .notification(type): return "notification \(type)"
        }
    }
}

/// The haptics one host's app asked for, in order.
@MainActor
final class FeedbackLog: EnvironmentState {
    private(set) var records: [FeedbackEvent] = []

    init(environment: HostEnvironment) {}

    func append(_ record: FeedbackEvent, in environment: HostEnvironment) {
        records.append(record)
        environment.trace("feedback: \(record) (no haptics in the Simulator)")
    }
}

extension HostEnvironment {
    package var feedbackEvents: [FeedbackEvent] { self[FeedbackLog.self].records }
}
