import Foundation

/// Progress of a long headless script on standard error: a line every few seconds of wall-clock
/// time (so it lives in the backend, the one layer that reads the wall clock), so a script of a
/// hundred thousand steps shows it is moving.
@preconcurrency @MainActor
struct ScriptProgress {
    let stepCount: Int
    private var lastReport = Date()
    static let interval: TimeInterval = 3

    init(stepCount: Int) { self.stepCount = stepCount }

    mutating func report(stepsDone: Int) {
        guard Date().timeIntervalSince(lastReport) >= ScriptProgress.interval else { return }
        lastReport = Date()
        FileHandle.standardError.write(Data("\(SimulatorLauncher.programName): script step \(stepsDone + 1) of \(stepCount)\n".utf8))
    }
}
