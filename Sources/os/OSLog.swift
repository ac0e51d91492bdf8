@_exported import os.log
@_exported import _OSLock
import Foundation

/// A log handle: a subsystem and a category, as the unified logging system's `OSLog`. Messages are
/// written to standard error, one a line, as the Simulator's console shows them in Xcode:
/// `2026-12-01 21:05:37.123456+0000 MyApp[812:3301] [Category] message`.
public final class OSLog: @unchecked Sendable {
    public let subsystem: String
    public let category: String
    let isEnabled: Bool

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isEnabled = true
    }

    private init(disabled: Void) {
        subsystem = ""
        category = ""
        isEnabled = false
    }

    /// The handle with no subsystem or category.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A handle that logs nothing.
    public static let disabled = OSLog(disabled: ())

    public func isEnabled(type: OSLogType) -> Bool { isEnabled }

    /// Writes one message line.
    func write(_ message: String, type: OSLogType) {
        guard isEnabled else { return }
        ConsoleLine.write(message, category: category.isEmpty ? nil : category, type: type)
    }
}
