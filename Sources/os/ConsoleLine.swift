import Foundation

/// One line on standard error in the form Xcode's console shows a Simulator app's log: time stamp,
/// process name, process and thread identifiers, the category in brackets, then the message.
enum ConsoleLine {
    static func write(_ message: String, category: String?, type: OSLogType) {
        FileHandle.standardError.write(Data(line(message, category: category, type: type, at: Date()).utf8))
    }

    /// The line as written, ending in a newline.
    static func line(_ message: String, category: String?, type: OSLogType, at date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSSSSSZ"
        let process = ProcessInfo.processInfo
        var line = "\(formatter.string(from: date)) \(process.processName)[\(process.processIdentifier):\(threadNumber)] "
        if let category { line += "[\(category)] " }
        switch type {
        case .error: line += "error: "
        case .fault: line += "fault: "
        default: break
        }
        return line + message + "\n"
    }

    private static var threadNumber: String {
        String(UInt(bitPattern: ObjectIdentifier(Thread.current).hashValue) & 0xFFFF, radix: 16)
    }
}
