/// A logger for a subsystem and category, as the unified logging system's `Logger` (iOS 14): each
/// level writes one line to standard error, as the Simulator's console shows it.
public struct Logger: @unchecked Sendable {
    let log: OSLog

    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(_ log: OSLog) { self.log = log }
    /// The default handle: no subsystem or category.
    public init() { log = .default }

    public func log(_ message: OSLogMessage) { log.write(message.text, type: .default) }
    public func log(level: OSLogType, _ message: OSLogMessage) { log.write(message.text, type: level) }
    public func trace(_ message: OSLogMessage) { log.write(message.text, type: .debug) }
    public func debug(_ message: OSLogMessage) { log.write(message.text, type: .debug) }
    public func info(_ message: OSLogMessage) { log.write(message.text, type: .info) }
    public func notice(_ message: OSLogMessage) { log.write(message.text, type: .default) }
    public func warning(_ message: OSLogMessage) { log.write(message.text, type: .error) }
    public func error(_ message: OSLogMessage) { log.write(message.text, type: .error) }
    public func critical(_ message: OSLogMessage) { log.write(message.text, type: .fault) }
    public func fault(_ message: OSLogMessage) { log.write(message.text, type: .fault) }
}
