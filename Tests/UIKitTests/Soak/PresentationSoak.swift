import Foundation
import UIKit
@testable import UIKitCore

/// Drives a fresh offscreen host through a sequence of user actions and code-driven presentations,
/// checking after every step that the presentations are in a state UIKit could be in. A failing
/// sequence shrinks to a minimal one, printed as Swift that replays it (`PresentationSoak.replay`).
@MainActor
struct PresentationSoak {
    /// The kinds of presentation the sequences make.
    enum Style: String, CaseIterable, Sendable {
        case custom, customInstant, customNegative, customLate, customTwice
        case fullScreen, overFullScreen, pageSheet, formSheet, mediumSheet, popover, crossDissolve, flip
    }

    /// One step. Controllers are named by number: 0 is the root, each `present` makes the next.
    enum Step: CustomStringConvertible, Sendable {
        case tap(x: Double, y: Double)
        case drag(x: Double, y: Double, toX: Double, toY: Double, duration: Double)
        case press(x: Double, y: Double)
        case move(x: Double, y: Double)
        case release(x: Double, y: Double)
        case resize(width: Double, height: Double)
        case advance(Double)
        case settle
        case present(Int, from: Int, Style, animated: Bool)
        case dismiss(from: Int, animated: Bool)
        /// Presents an already made controller again (apps reuse them), whatever its state.
        case presentAgain(Int, from: Int, animated: Bool)
        /// Presents a new controller whose completion dismisses it at once.
        case presentThenDismiss(Int, from: Int, Style, animated: Bool)
        /// Turns the device (the window's width and height swap, with an animated size transition).
        case rotate(clockwise: Bool)

        var description: String {
            switch self {
            case let .tap(x, y): ".tap(x: \(x), y: \(y))"
            case let .drag(x, y, toX, toY, duration): ".drag(x: \(x), y: \(y), toX: \(toX), toY: \(toY), duration: \(duration))"
            case let .press(x, y): ".press(x: \(x), y: \(y))"
            case let .move(x, y): ".move(x: \(x), y: \(y))"
            case let .release(x, y): ".release(x: \(x), y: \(y))"
            case let .resize(width, height): ".resize(width: \(width), height: \(height))"
            case let .advance(seconds): ".advance(\(seconds))"
            case .settle: ".settle"
            case let .present(id, from, style, animated): ".present(\(id), from: \(from), .\(style.rawValue), animated: \(animated))"
            case let .dismiss(from, animated): ".dismiss(from: \(from), animated: \(animated))"
            case let .presentAgain(id, from, animated): ".presentAgain(\(id), from: \(from), animated: \(animated))"
            case let .presentThenDismiss(id, from, style, animated): ".presentThenDismiss(\(id), from: \(from), .\(style.rawValue), animated: \(animated))"
            case let .rotate(clockwise): ".rotate(clockwise: \(clockwise))"
            }
        }
    }

    /// What a run found: the first failed check, and the step it followed (nil: at the end).
    struct Failure: Error, CustomStringConvertible {
        let problems: [String]
        let stepIndex: Int?
        var description: String { "after step \(stepIndex.map(String.init) ?? "end"): " + problems.joined(separator: " | ") }
    }

    let size: CGSize
    let steps: [Step]

    /// Plays the steps on a fresh host; returns the first failure, or nil.
    func run() -> Failure? {
        let world = SoakWorld(size: size)
        for (index, step) in steps.enumerated() {
            if let failure = world.performAndCheck(step, index: index) { return failure }
        }
        return world.finalCheck()
    }

    /// A shorter sequence that still fails (StepShrinker).
    func shrunk(failingAt failure: Failure, budget: Int = 600) -> PresentationSoak {
        let steps = StepShrinker.shrink(self.steps, failingAt: failure.stepIndex, budget: budget) { candidate in
            PresentationSoak(size: size, steps: candidate).run().map(\.stepIndex)
        }
        return PresentationSoak(size: size, steps: steps)
    }

    /// Swift that replays this sequence.
    var replayCode: String {
        "PresentationSoak(size: CGSize(width: \(size.width), height: \(size.height)), steps: [\n"
            + steps.map { "    \($0)," }.joined(separator: "\n") + "\n]).run()"
    }

    // MARK: Random sequences

    /// Explores `count` seeded random steps, choosing each from the state the last left (presents
    /// and dismisses mostly from what is on screen); returns the steps taken and the first failure.
    static func explore(seed: UInt64, count: Int) -> (soak: PresentationSoak, failure: Failure?, deepest: Int) {
        var random = SoakRandom(seed: seed)
        let size = CGSize(width: Double(random.int(1...1400)), height: Double(random.int(1...1000)))
        let world = SoakWorld(size: size)
        var steps: [Step] = []
        var made = 1
        func pickController(_ random: inout SoakRandom, _ made: Int) -> Int {
            let chain = PresentationInvariants.presentationChain(from: world.root).compactMap { ($0 as? SoakController)?.id }
            switch random.int(0...19) {
            case 0..<12: return chain.last!
            case 12..<17: return random.pick(chain)
            default: return random.int(0...made - 1)
            }
        }
        for index in 0..<count {
            let step = randomStep(&random, made: &made, pickController: pickController)
            steps.append(step)
            if let failure = world.performAndCheck(step, index: index) {
                return (PresentationSoak(size: size, steps: steps), failure, world.presentationsSeen)
            }
        }
        return (PresentationSoak(size: size, steps: steps), world.finalCheck(), world.presentationsSeen)
    }

    private static func randomStep(_ random: inout SoakRandom, made: inout Int, pickController: (inout SoakRandom, Int) -> Int) -> Step {
        let x = random.unit(), y = random.unit()
        switch random.int(0...99) {
        case 0..<22: return .tap(x: x, y: y)
        case 22..<26: return .drag(x: x, y: y, toX: random.unit(), toY: random.unit(), duration: random.pick([0, 0.05, 0.3, 1]))
        case 26..<29: return .press(x: x, y: y)
        case 29..<32: return .move(x: x, y: y)
        case 32..<35: return .release(x: x, y: y)
        case 35..<42:
            if random.int(0...2) == 0 {
                let (width, height) = random.pick([(1.0, 1.0), (10_000, 10_000), (320, 480), (800, 400), (1210, 398)])
                return .resize(width: width, height: height)
            }
            return .resize(width: Double(random.int(1...1400)), height: Double(random.int(1...1000)))
        case 42..<56: return .advance(random.pick([0, 1.0 / 60, 0.1, 0.25, 0.56, 1, 6.4]))
        case 56..<60: return .settle
        case 60..<76:
            let from = pickController(&random, made)
            made += 1
            return .present(made - 1, from: from, random.pick(Style.allCases), animated: random.int(0...3) > 0)
        case 76..<79:
            return .presentAgain(random.int(1...max(1, made - 1)), from: pickController(&random, made), animated: random.int(0...3) > 0)
        case 79..<82:
            let from = pickController(&random, made)
            made += 1
            return .presentThenDismiss(made - 1, from: from, random.pick(Style.allCases), animated: random.int(0...3) > 0)
        case 82..<84:
            return .rotate(clockwise: random.int(0...1) == 0)
        default:
            return .dismiss(from: pickController(&random, made), animated: random.int(0...3) > 0)
        }
    }
}

/// A small seeded generator, so a seed always gives the same sequence.
struct SoakRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    mutating func unit() -> Double { Double(next() % 10_000) / 10_000 }
    mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...choices.count - 1)] }
}
