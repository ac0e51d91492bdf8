import Foundation
import Testing
@testable import UIKit

/// Seeded random interaction over lists and tabs (ListSoak). `make test` runs a few thousand
/// steps; `make soak` runs SOAK_STEPS of them.
@MainActor
@Suite struct RandomListTests {
    @Test func randomSequencesOverListsAndTabsEndInStatesUIKitCouldBeIn() {
        let environment = ProcessInfo.processInfo.environment
        let total = environment["SOAK_STEPS"].flatMap(Int.init) ?? 2_000
        let steps = min(total, 1_000)
        let firstSeed = environment["SOAK_SEED"].flatMap(UInt64.init) ?? 1
        for seed in firstSeed..<(firstSeed + UInt64(max(1, total / steps))) {
            let soak = ListSoak.random(seed: seed, count: steps)
            guard let failure = soak.run() else { continue }
            let minimal = soak.shrunk(failingAt: failure)
            Issue.record("""
                Seed \(seed) failed \(failure).
                Minimal sequence (\(minimal.steps.count) steps), failing with \(minimal.run().map(String.init(describing:)) ?? "?"):
                \(minimal.replayCode)
                """)
        }
    }
}
