import Foundation
import Testing
@testable import UIKit

/// Thousands of present-and-dismiss cycles of each style free every controller, view, presentation
/// controller and gesture recognizer, and resident memory stays flat (less than 64 KB of growth
/// after the first tenth). Each runs in its own process, so no other test's memory is counted.
@Suite struct PresentationCycleMemoryTests {
    /// The child's report on standard error: a summary line, then a "problem:" line for each thing
    /// that outlived its cycle or grew.
    @MainActor static func check(_ style: PresentationCycleProbe.Style) {
        let report = PresentationCycleProbe.run(style, cycles: PresentationCycleProbe.cycles)
        var problems = report.survivors.map { "problem: \($0) is still alive" }
        if report.undismissed > 0 { problems.append("problem: the user's dismissal did not dismiss in \(report.undismissed) cycles") }
        if report.residentGrowth >= 64 * 1024 {
            problems.append("problem: resident memory grew by \(report.residentGrowth / 1024) KB over the last \(report.cycles - report.cycles / 10) cycles")
        }
        let summary = "\(style.rawValue): \(report.cycles) cycles, resident growth \(report.residentGrowth / 1024) KB after warm-up"
        FileHandle.standardError.write(Data((([summary] + problems).joined(separator: "\n") + "\n").utf8))
    }

    private static func expectNoProblems(_ result: ExitTest.Result?, sourceLocation: SourceLocation = #_sourceLocation) {
        let report = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let figures = report.split(separator: "\n").filter { !$0.hasPrefix("problem:") }.joined(separator: "\n")
        FileHandle.standardError.write(Data((figures + "\n").utf8))
        let problems = report.split(separator: "\n").filter { $0.hasPrefix("problem:") }
        #expect(problems.count == 0, "\(problems.prefix(10).joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    @Test func customPresentationsWithADimmingViewAndATapRecognizer() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run { PresentationCycleMemoryTests.check(.custom) }
        }
        Self.expectNoProblems(result)
    }

    @Test func fullScreenPresentations() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run { PresentationCycleMemoryTests.check(.fullScreen) }
        }
        Self.expectNoProblems(result)
    }

    @Test func sheetsSwipedDownOrDismissed() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run { PresentationCycleMemoryTests.check(.sheet) }
        }
        Self.expectNoProblems(result)
    }

    @Test func popoversDismissedByATapOutside() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run { PresentationCycleMemoryTests.check(.popover) }
        }
        Self.expectNoProblems(result)
    }
}
