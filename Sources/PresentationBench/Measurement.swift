import Foundation

/// CPU seconds this process has used: what every lab figure is measured in.
func processCPUTime() -> Double {
    var usage = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &usage)
    return Double(usage.tv_sec) + Double(usage.tv_nsec) / 1e9
}

/// CPU seconds per call of `body`, averaged over `iterations` calls.
@MainActor
func timePerCall(iterations: Int, _ body: () -> Void) -> Double {
    let start = processCPUTime()
    for _ in 0..<iterations { body() }
    return (processCPUTime() - start) / Double(iterations)
}

/// The figures of one measurement over several rounds.
struct Rounds {
    private(set) var values: [Double] = []
    mutating func add(_ value: Double) { values.append(value) }
    var min: Double { values.min() ?? .nan }
    var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}

/// A lab measurement beside its reference, taken round by round, interleaved.
struct Comparison {
    var lab = Rounds()
    var reference = Rounds()
    var ratioOfMinimums: Double { lab.min / reference.min }
    var ratioOfMedians: Double { lab.median / reference.median }
}

/// The bench's rounds: every comparison runs at least this many, interleaved.
let benchRounds = 5

func milliseconds(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }
func microseconds(_ seconds: Double) -> String { String(format: "%.2f µs", seconds * 1e6) }
