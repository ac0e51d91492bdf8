import UIKit

extension HeadlessHost {
    /// What `--trace` would have printed since the host was made (or since `clearTrace()`), as
    /// values a test can assert on.
    public var trace: HostTrace { HostTrace(events: core.environment.traceEvents.map(HostTrace.Event.init)) }

    /// Forgets the trace so far, so that `trace` holds only what happens next.
    public func clearTrace() { core.environment.traceEvents.removeAll() }
}
