import Foundation
import Testing
import UIKit

/// Thousands of present-and-dismiss cycles of each style free every controller, view, presentation
/// controller and gesture recognizer, and private resident memory stays flat after the first tenth (see
/// `allowedGrowth`). Each runs in its own process, so no other test's memory is counted.
@Suite struct PresentationCycleMemoryTests {
    /// The child's report on standard error: a summary line, then a "problem:" line for each thing
    /// that outlived its cycle or grew.
    @MainActor static func check(_ style: PresentationCycleProbe.Style) {
        let report = PresentationCycleProbe.run(style, cycles: PresentationCycleProbe.cycles)
        var problems = report.survivors.map { "problem: \($0) is still alive" }
        if report.undismissed > 0 { problems.append("problem: the user's dismissal did not dismiss in \(report.undismissed) cycles") }
        if report.residentGrowth >= allowedGrowth {
            problems.append("problem: private resident memory grew by \(report.residentGrowth / 1024) KB over the last \(report.cycles - report.cycles / 10) cycles")
        }
        let summary = "\(style.rawValue): \(report.cycles) cycles, private resident growth \(report.residentGrowth / 1024) KB after warm-up (file-backed \(report.fileBackedGrowth / 1024) KB)"
        FileHandle.standardError.write(Data((([summary] + problems).joined(separator: "\n") + "\n").utf8))
    }

    /// The goal: private resident memory grows by under 64 KB after the first tenth, for
    /// `make test`'s 1,000 cycles (a leak of 0.08 KB a cycle fails; the one this issue found was
    /// 0.72 KB) and `make soak`'s 10,000. File-backed pages are reported, not held: see
    /// `PresentationCycleProbe.ResidentMemory`.
    static let allowedGrowth = 64 * 1024

    private static func expectNoProblems(_ result: ExitTest.Result?, sourceLocation: SourceLocation = #_sourceLocation) {
        let report = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let figures = report.split(separator: "\n").filter { !$0.hasPrefix("problem:") }.joined(separator: "\n")
        FileHandle.standardError.write(Data((figures + "\n").utf8))
        let problems = report.split(separator: "\n").filter { $0.hasPrefix("problem:") }
        #expect(problems.count == 0, "\(problems.prefix(10).joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    @Test(arguments: [PresentationCycleProbe.Style.custom, .fullScreen, .sheet, .popover])
    func cyclesOfEachStyleLeaveNothingBehind(_ style: PresentationCycleProbe.Style) async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) { [style] in
            await MainActor.run { PresentationCycleMemoryTests.check(style) }
        }
        Self.expectNoProblems(result)
    }
}
