import Foundation
import XCTest

extension XCTestCase {
    /// `measure(_:)` as Xcode runs it when no baseline is recorded: the block ten times, each run
    /// timed, and the average, relative standard deviation and values reported; the test does not
    /// fail however much the runs vary. swift-corelibs-xctest's `measure` fails a test whose runs
    /// vary by more than 10 % (and 0.1 s), which one slow run on a shared CI machine does, so
    /// `presentation-lab import` calls this in an app's tests where they call `measure`.
    public func measureWithoutBaseline(file: StaticString = #filePath, line: UInt = #line, _ block: () -> Void) {
        let clock = ContinuousClock()
        var values: [Double] = []
        for _ in 0..<10 {
            let elapsed = clock.measure(block)
            values.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        let report = Self.measurementReport(values)
        print("\(file):\(line): Test Case '\(name)' measured [Time, seconds] \(report), no baseline: not compared")
    }

    /// Xcode's words for a run of measurements: average, relative standard deviation, values.
    static func measurementReport(_ values: [Double]) -> String {
        let average = values.reduce(0, +) / Double(max(1, values.count))
        let variance = values.count > 1 ? values.map { ($0 - average) * ($0 - average) }.reduce(0, +) / Double(values.count - 1) : 0
        let relative = average > 0 ? variance.squareRoot() * 100 / average : 0
        let listed = values.map { String(format: "%.6f", $0) }.joined(separator: ", ")
        return String(format: "average: %.3f, relative standard deviation: %.3f%%", average, relative) + ", values: [\(listed)]"
    }
}
