// `make bench`: the lab's costs beside a fair reference doing the same work, measured in one run,
// interleaved round by round, printed as a Markdown report. With `--update PATH` the report replaces
// the measured section of PATH (docs/PERFORMANCE.md). Timings live here, never in unit tests.
import Foundation
import UIKit
import Cassowary
import LabApp

@MainActor
func machineLine() -> String {
    let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
    let date = ISO8601DateFormatter.string(from: Date(), timeZone: .gmt, formatOptions: [.withFullDate, .withTime, .withColonSeparatorInTime])
    return "Measured by `make bench` on \(date) UTC, \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(load) (1, 5, 15 min) at the start."
}

/// `--only SECTION` runs one section: frames, scenarios, lists, layout, solver, memory, window.
/// `app` is the presentation-lab binary the window rows measure, as `make run` builds it;
/// `defaultLinkedApp`, when given, the same app as a plain `swift build` links it (as a user's app is).
@MainActor
func runBench(only: String?, app labBinary: String, defaultLinkedApp: String?) throws -> Report {
    func wanted(_ section: String) -> Bool { only == nil || only == section }
    var report = Report()
    report.add(machineLine())
    report.add("CPU time throughout; every comparison takes \(benchRounds) rounds, lab and reference alternating. Aims are")
    report.add("judged on the ratio of the minimums, the figures least disturbed by the rest of the machine.")
    let plain = try PlainSDLReference.build()
    guard FileManager.default.isExecutableFile(atPath: labBinary) else {
        throw BenchError("\(labBinary) is missing: `make bench` builds it as `make run` does (`make release`), or pass --app PATH.")
    }

    if wanted("frames") {
    report.add()
    report.add("### Frames against a plain SDL2 C program (`Benchmarks/plain-sdl.c`), 390 × 844, per frame")
    report.add()
    let frameRows = try FrameBench.run(plain)
    report.comparisonTable(frameRows.map { row in
        var aim: String?
        let ratio = row.comparison.ratioOfMinimums
        if row.label.hasPrefix("1000 views, one moving, every pixel") { aim = report.aim(ratio <= 1.2) + " (≤ 1.2×)" }
        if row.label.hasPrefix("10000 views, one moving, every pixel") { aim = report.aim(ratio <= 2) + " (≤ 2×)" }
        if row.label.hasPrefix("a 44 × 44"), row.label.hasSuffix("the changed rectangle") { aim = report.aim(ratio <= 1.5) + " (≤ 1.5×)" }
        if row.label.hasSuffix("recoloured from code") { aim = report.aim(ratio <= 1.2) + " (≤ 1.2×)" }
        if row.label.hasPrefix("the dimming") { aim = report.aim(ratio <= 1.2) + " (≤ 1.2×)" }
        return (row.label.replacingOccurrences(of: "10000", with: "10,000").replacingOccurrences(of: "1000", with: "1,000"),
                row.comparison, aim)
    }, unit: milliseconds)
    }

    if wanted("scenarios") {
    report.add()
    report.add("### Transition frames at 120 Hz, 390 × 844 (budget 8.33 ms)")
    report.add()
    report.add("| scenario | frames | p50 | p99 | max | over budget | aim (p99 < 8.33 ms, none over) |")
    report.add("|---|---:|---:|---:|---:|---:|---|")
    for row in try ScenarioBench.run() {
        report.add(String(format: "| %@ | %d | %@ | %@ | %@ | %d | %@ |", row.name, row.frameTimes.count, milliseconds(row.p50),
                          milliseconds(row.p99), milliseconds(row.max), row.overBudget,
                          report.aim(row.p99 < ScenarioBench.budget && row.overBudget == 0)))
    }
    }

    if wanted("lists") {
    let fling = try ListBench.run(plain)
    report.add()
    report.add("### A fling through a table of 100,000 rows at 120 Hz, 390 × 844, every frame (budget 8.33 ms)")
    report.add()
    report.add(String(format: "%d flicks a round travel %@ rows in %d frames. The table made %d cells for its 100,000 rows (at most %d", ListBench.flicks,
                      fling.rowsTravelled.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US"))),
                      fling.lab.count / benchRounds, fling.cellsMade, ListBench.screenRows))
    report.add("overlap the screen). Plain SDL draws the same rows at the same offsets, frame by frame.")
    report.add()
    report.add("| per frame | p50 | p99 | max | over budget |")
    report.add("|---|---:|---:|---:|---:|")
    let labFrames = ScenarioBench.Row(name: "lab", frameTimes: fling.lab), plainFrames = ScenarioBench.Row(name: "plain", frameTimes: fling.reference)
    for row in [labFrames, plainFrames] {
        report.add(String(format: "| %@ | %@ | %@ | %@ | %d |", row.name == "lab" ? "the lab (table view, layout, display list, pixels)" : "plain SDL",
                          milliseconds(row.p50), milliseconds(row.p99), milliseconds(row.max), row.overBudget))
    }
    report.add()
    report.add(String(format: "Ratio of medians %.2f×; the lab's p99 %@ the 120 Hz budget (%@).", labFrames.p50 / plainFrames.p50,
                      labFrames.p99 < ScenarioBench.budget ? "is within" : "is over", report.aim(labFrames.p99 < ScenarioBench.budget)))
    }

    if wanted("layout") {
    report.add()
    report.add("### Layout on resize: 300 views, 1,200 constraints (anchors and VFL), against the same frames set by hand")
    report.add()
    let resize = try LayoutBench.run()
    report.comparisonTable([("one resize's layout pass", resize, report.aim(resize.ratioOfMinimums <= 1.5) + " (≤ 1.5×)")],
                           unit: milliseconds)
    }

    if wanted("solver") {
    report.add()
    report.add("### Cassowary against kiwisolver's C++ core (Python binding, its call overhead subtracted)")
    report.add()
    var solverRows: [(String, Comparison, String?)] = []
    for row in try SolverBench.run() {
        let count = row.count.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
        solverRows.append(("build \(count) constraints", row.build, report.aim(row.build.ratioOfMinimums <= 1.5) + " (≤ 1.5×)"))
        solverRows.append(("re-solve \(count) after an edit", row.resolve, report.aim(row.resolve.ratioOfMinimums <= 1.5) + " (≤ 1.5×)"))
    }
    report.comparisonTable(solverRows, unit: milliseconds)

    report.add()
    report.add("### First `layoutIfNeeded()` of N siblings with 4 constraints each, against the same system in the bare solver")
    report.add()
    report.comparisonTable(SolverBench.firstLayout().map { ("\($0.0 == 1_000 ? "1,000" : "10,000") views", $0.1, nil) }, unit: milliseconds)
    }

    if wanted("memory") {
    report.add()
    report.add("### Resident memory, each in a process of its own")
    report.add()
    report.add("| what | lab | plain SDL | ratio | lab private | plain private | ratio | aim (private, ≤ 2×) |")
    report.add("|---|---:|---:|---:|---:|---:|---:|---|")
    func memoryRow(_ what: String, _ lab: (total: Int, private: Int), _ plain: (total: Int, private: Int), aim: Bool) {
        let ratio = Double(lab.total) / Double(plain.total), privateRatio = Double(lab.private) / Double(plain.private)
        report.add(String(format: "| %@ | %d KB | %d KB | %.2f× | %d KB | %d KB | %.2f× | %@ |", what, lab.total, plain.total, ratio,
                          lab.private, plain.private, privateRatio, aim ? report.aim(privateRatio <= 2) : ""))
    }
    for row in try MemoryBench.headless(plain) {
        memoryRow("headless, \(row.count == 1_000 ? "1,000" : "10,000") views drawn", row.lab, row.plain, aim: false)
    }
    let labWindow = try WindowBench.idle(labBinary, [], seconds: 3)
    let plainWindow = try WindowBench.idle(plain.binary, ["window", "100"], seconds: 3)
    memoryRow("idle window (home screen; plain: 100 squares)", labWindow.resident, plainWindow.resident, aim: true)
    if let defaultLinkedApp, defaultLinkedApp != labBinary, FileManager.default.isExecutableFile(atPath: defaultLinkedApp) {
        let linkedByDefault = try WindowBench.idle(defaultLinkedApp, [], seconds: 3)
        memoryRow("the same, linked as a plain `swift build` links it", linkedByDefault.resident, plainWindow.resident, aim: false)
    }
    report.add()
    report.add(String(format: "Idle window CPU over 3 s: lab %.2f %% of a core, plain SDL %.2f %% (aim ≈ 0 %%: %@).",
                      labWindow.idleCPU * 100, plainWindow.idleCPU * 100, report.aim(labWindow.idleCPU < 0.01)))
    }

    if wanted("window") {
    let pacing = try WindowBench.pacing(labBinary)
    report.add()
    report.add("### Window frame pacing: a slowed transition in the real window under Xvfb (60 Hz)")
    report.add()
    report.add(String(format: "%d frame intervals: p50 %@, p99 %@, max %@; p99 is %.2f× the refresh interval (aim ≤ 1.1×: %@).",
                      pacing.intervals.count, milliseconds(pacing.percentile(0.5)), milliseconds(pacing.percentile(0.99)),
                      milliseconds(pacing.intervals.max() ?? .nan), pacing.percentile(0.99) / pacing.refreshInterval,
                      report.aim(pacing.percentile(0.99) <= 1.1 * pacing.refreshInterval)))
    }
    return report
}

/// Replaces the text between the bench markers in `path` with the report.
func update(_ path: String, with report: Report) throws {
    let begin = "<!-- bench:begin -->", end = "<!-- bench:end -->"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    guard let start = text.range(of: begin), let stop = text.range(of: end), start.upperBound <= stop.lowerBound else {
        throw BenchError("\(path) has no \(begin) … \(end) section to replace.")
    }
    let updated = text[..<start.upperBound] + "\n" + report.lines.joined(separator: "\n") + "\n" + text[stop.lowerBound...]
    try String(updated).write(toFile: path, atomically: true, encoding: .utf8)
}

MainActor.assumeIsolated {
    let arguments = CommandLine.arguments
    if arguments.count == 3, arguments[1] == MemoryBench.headlessFlag, let count = Int(arguments[2]) {
        MemoryBench.measureHeadlessHostHere(count: count)
        return
    }
    // `--profile move|full|damage N`: that frame row alone, 20,000 frames; `solve N`: re-solves of N
    // constraints; `resize N`: N resizes (`resize-by-hand N`: the same frames set by hand); a scenario's name: its
    // transition N times. To run under
    // `perf record`.
    if arguments.count == 4, arguments[1] == "--profile", let count = Int(arguments[3]) {
        if arguments[2] == "resize-by-hand" {
            let (root, layOut) = LayoutBench.frameTree()
            for index in 0..<count {
                root.frame.size.width = index % 2 == 0 ? 700 : 390
                layOut(root.frame.width)
            }
            return
        }
        if arguments[2] == "resize" {
            let root = LayoutBench.constrainedTree()
            for index in 0..<count {
                root.frame.size.width = index % 2 == 0 ? 700 : 390
                root.layoutIfNeeded()
            }
            return
        }
        if arguments[2] == "solve" {
            let solver = Cassowary.Solver()
            guard let edit = try? SolverBench.buildSystem(count, into: solver) else { return }
            for index in 0..<Swift.max(100, 2_000_000 / count) {
                try? solver.suggestValue(edit, index % 2 == 0 ? 140 : 100)
                solver.updateVariables()
            }
            return
        }
        if let scenario = ScenarioCatalog.all.first(where: { $0.name == arguments[2] }) {
            do {
                let row = try ScenarioBench.run(scenario: scenario, rounds: count)
                let milliseconds = row.frameTimes.prefix(row.frameTimes.count / count).map { String(format: "%.2f", $0 * 1000) }
                print("\(scenario.name): p50 \(row.p50 * 1000) ms, max \(row.max * 1000) ms, \(row.overBudget) of \(row.frameTimes.count) over budget")
                print("first round's frames (ms): \(milliseconds.joined(separator: " "))")
            } catch {
                FileHandle.standardError.write(Data("presentation-bench: \(error)\n".utf8))
                exit(1)
            }
            return
        }
        let scene: GridScene
        switch arguments[2] {
        case "move": scene = GridScene(count: count, change: .moveSmallSquare)
        case "full": scene = GridScene(count: count, change: .moveFirstSquare, onlyDamage: false)
        case "damage": scene = GridScene(count: count, change: .moveFirstSquare)
        case "press": scene = GridScene(count: count, change: .pressButton)
        case "recolour": scene = GridScene(count: count, change: .recolourButton)
        default:
            FileHandle.standardError.write(Data("presentation-bench: no row \(arguments[2]) to profile; use move, full, damage, press, recolour, solve, resize, resize-by-hand or a scenario's name.\n".utf8))
            exit(2)
        }
        for _ in 0..<20_000 { scene.frame() }
        return
    }
    do {
        func value(of flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        let besideBench = URL(fileURLWithPath: arguments[0]).deletingLastPathComponent().appendingPathComponent("presentation-lab").path
        let report = try runBench(only: value(of: "--only"), app: value(of: "--app") ?? besideBench, defaultLinkedApp: besideBench)
        if let path = value(of: "--update") {
            try update(path, with: report)
            print("\nWrote the report into \(path).")
        }
    } catch {
        FileHandle.standardError.write(Data("presentation-bench: \(error)\n".utf8))
        exit(1)
    }
}
