import Synchronization
import Testing

/// Numbers a test's unnamed snapshots 1, 2, 3…, starting again in every test: a Swift Testing
/// test or an XCTest case (name the snapshots of a parameterized test: its cases share one count).
enum SnapshotCounter {
    private static let counts = Mutex<[String: Int]>([:])

    static func next(file: String, testName: String) -> Int {
        let scope: String
        if let test = Test.current {
            scope = "\(test.id)"
        } else {
            scope = "xctest \(XCTestCaseTracker.generation)"
        }
        let key = "\(scope)|\(file)|\(testName)"
        return counts.withLock { counts in
            let next = (counts[key] ?? 0) + 1
            counts[key] = next
            return next
        }
    }
}
