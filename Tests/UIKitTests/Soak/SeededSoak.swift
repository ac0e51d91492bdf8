import Foundation
import Testing

/// A random-interaction soak that can be made from a seed, run, and shrunk to a minimal failing
/// sequence printed as Swift.
@MainActor
protocol SeededSoak {
    associatedtype Step: CustomStringConvertible
    var size: CGSize { get }
    var steps: [Step] { get }
    init(size: CGSize, steps: [Step])
    static func random(seed: UInt64, count: Int) -> Self
    func run() -> PresentationSoak.Failure?
}

extension SeededSoak {
    func shrunk(failingAt failure: PresentationSoak.Failure) -> Self {
        Self(size: size, steps: StepShrinker.shrink(steps, failingAt: failure.stepIndex) { candidate in
            Self(size: size, steps: candidate).run().map(\.stepIndex)
        })
    }

    /// The sequence as Swift that replays it.
    var replayCode: String {
        "\(Self.self)(size: CGSize(width: \(size.width), height: \(size.height)), steps: [\n"
            + steps.map { "    \($0)," }.joined(separator: "\n") + "\n]).run()"
    }

    /// Runs SOAK_STEPS steps (or `defaultSteps` for `make test`) in runs of at most `stepsPerRun`,
    /// from SOAK_SEED on, and records each failing seed with its minimal replay.
    static func runSeeds(defaultSteps: Int, stepsPerRun: Int = 1_000) {
        let environment = ProcessInfo.processInfo.environment
        let total = environment["SOAK_STEPS"].flatMap(Int.init) ?? defaultSteps
        let steps = min(total, stepsPerRun)
        let firstSeed = environment["SOAK_SEED"].flatMap(UInt64.init) ?? 1
        for seed in firstSeed..<(firstSeed + UInt64(max(1, total / steps))) {
            let soak = random(seed: seed, count: steps)
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

extension ListSoak: SeededSoak {}
extension InteractionSoak: SeededSoak {}
