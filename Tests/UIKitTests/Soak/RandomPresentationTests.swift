import Foundation
import Testing
import UIKit

/// Seeded random sequences of taps, drags, resizes, waits and code-driven presents and dismisses
/// (every style, animated or not, mid-transition, from anywhere in the stack) end in states UIKit
/// could be in. `make test` runs a few thousand steps; `make soak` runs as many as SOAK_STEPS says.
/// A failure prints a minimal sequence as Swift that replays it.
@MainActor
@Suite struct RandomPresentationTests {
    /// Steps per run and runs, from the environment (`make soak`) or small for `make test`.
    static let plan: (runs: Int, steps: Int, firstSeed: UInt64) = {
        let environment = ProcessInfo.processInfo.environment
        let total = environment["SOAK_STEPS"].flatMap(Int.init) ?? 2_400
        let steps = min(total, 2_500)
        let firstSeed = environment["SOAK_SEED"].flatMap(UInt64.init) ?? 1
        return (max(1, total / steps), steps, firstSeed)
    }()

    @Test func randomSequencesEndInStatesUIKitCouldBeIn() {
        let plan = Self.plan
        var stepsRun = 0
        for seed in plan.firstSeed..<(plan.firstSeed + UInt64(plan.runs)) {
            let started = Date()
            let (soak, failure, deepest) = PresentationSoak.explore(seed: seed, count: plan.steps)
            stepsRun += soak.steps.count
            print("Seed \(seed): \(soak.steps.count) steps, stacks up to \(deepest) deep, \(Int(Date().timeIntervalSince(started))) s, \(failure.map { "failed \($0)" } ?? "no failure")")
            guard let failure else { continue }
            let minimal = soak.shrunk(failingAt: failure)
            Issue.record("""
                Seed \(seed) failed \(failure).
                Minimal sequence (\(minimal.steps.count) steps), failing with \(minimal.run().map(String.init(describing:)) ?? "?"):
                \(minimal.replayCode)
                """)
        }
        print("Random presentation steps run: \(stepsRun) in \(plan.runs) runs from seed \(plan.firstSeed)")
    }
}

