import Foundation
import Testing
import XCTest

/// Reports a failure the way the running test framework shows its own: an issue in the running
/// Swift Testing test, a failure of the running XCTest case, or, outside any test, the message on
/// standard error and exit status 1 (a script or an app that misuses the host stops, naming why).
enum TestFailure {
    static func record(_ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) {
        if Test.current != nil {
            let location = SourceLocation(fileID: String(describing: fileID), filePath: String(describing: filePath),
                                          line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else if XCTestCaseTracker.isRunningTestCase {
            XCTFail(message, file: filePath, line: line)
        } else {
            FileHandle.standardError.write(Data((message + "\n").utf8))
            exit(1)
        }
    }
}
