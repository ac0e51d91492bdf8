import Foundation

/// Logs a printf-style message, as `os_log(_:log:type:_:)`: `%{public}@`, `%{private}d` and the
/// other privacy-marked specifiers print their value (the Simulator shows private values too).
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    guard log.isEnabled else { return }
    log.write(OSLogFormat.render(message.description, args), type: type)
}

/// `os_log(_:dso:log:type:_:)` with the type first, as older code writes it.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {
    guard log.isEnabled else { return }
    log.write(OSLogFormat.render(message.description, args), type: type)
}

/// Logs an interpolated message (iOS 14), as `os_log(_:log:_:)` with an `OSLogMessage`.
public func os_log(_ type: OSLogType = .default, log: OSLog = .default, _ message: OSLogMessage) {
    log.write(message.text, type: type)
}

enum OSLogFormat {
    /// The format with its privacy annotations dropped (`%{public}@` → `%@`), filled in with `args`.
    static func render(_ format: String, _ args: [CVarArg]) -> String {
        var plain = ""
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            plain.append(character)
            index = format.index(after: index)
            if character == "%", index < format.endIndex, format[index] == "{",
               let close = format[index...].firstIndex(of: "}") {
                index = format.index(after: close)
            }
        }
        guard !args.isEmpty else { return plain.replacingOccurrences(of: "%%", with: "%") }
        return String(format: plain, arguments: args.map(Self.bridged))
    }

    /// Swift strings go in as objects, so `%@` finds one on Linux as on Apple platforms.
    private static func bridged(_ value: CVarArg) -> CVarArg {
        if let text = value as? String { return NSString(string: text) }
        return value
    }
}
