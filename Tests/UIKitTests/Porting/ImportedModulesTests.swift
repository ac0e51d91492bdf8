import Testing
import Foundation
import CoreGraphics
import os.log
@testable import os

/// The modules iOS code imports besides UIKit: `import CoreGraphics` brings the CG types, and
/// `import os.log` the unified logging API, whose messages print as the Simulator's console shows them.
@Suite struct ImportedModulesTests {
    @Test func coreGraphicsTypesComeWithImportCoreGraphics() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: 1))
        #expect(rect.width == 20)
    }

    @Test func osLogFormatsDropPrivacyMarksAndFillInTheArguments() {
        #expect(OSLogFormat.render("%{public}@ moved %d points", ["panel", 12]) == "panel moved 12 points")
        #expect(OSLogFormat.render("%{private}@ at %{public}.1f", ["secret", 2.25]) == "secret at 2.2")
        #expect(OSLogFormat.render("100%% done", []) == "100% done")
    }

    @Test func interpolatedMessagesPrintEveryValueWithItsFormat() {
        let value = 3.14159, count = 255, hidden = "token"
        let message: OSLogMessage = "pi \(value, format: .fixed(precision: 2)) hex \(count, format: .hex) \(hidden, privacy: .private) \(true)"
        #expect(message.text == "pi 3.14 hex ff token true")
        let missing: Int? = nil
        let optional: OSLogMessage = "value \(missing)"
        #expect(optional.text == "value (null)")
    }

    @Test func theDisabledLogLogsNothing() {
        #expect(!OSLog.disabled.isEnabled(type: .error))
        #expect(OSLog(subsystem: "com.example", category: "UI").isEnabled(type: .debug))
    }

    @Test func aLineReadsAsXcodesConsoleShowsIt() {
        let date = Date(timeIntervalSince1970: 1_800_000_000.25)
        let line = ConsoleLine.line("panel moved", category: "UI", type: .error, at: date)
        let process = ProcessInfo.processInfo
        #expect(line.hasPrefix("2027-01-15 08:00:00.250000+0000 \(process.processName)[\(process.processIdentifier):"))
        #expect(line.hasSuffix("] [UI] error: panel moved\n"))
        #expect(!ConsoleLine.line("plain", category: nil, type: .default, at: date).contains("["  + "UI"))
    }
}

