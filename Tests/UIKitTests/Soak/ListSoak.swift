import Foundation
import UIKit

/// Seeded random sequences over lists and tabs: taps, drags, the wheel, row insertions, deletions
/// and moves, reloads, editing (delete controls, reorder grips, swipe actions), diffable
/// snapshots, tab switches, pushes and pops, resizes; after each step
/// the lists and tabs must be in a state UIKit could be in. A failure shrinks to replayable Swift.
@MainActor
struct ListSoak {
    enum Step: CustomStringConvertible, Sendable {
        case tap(x: Double, y: Double)
        case drag(x: Double, y: Double, toX: Double, toY: Double, duration: Double)
        case wheel(x: Double, y: Double, dy: Double)
        case advance(Double)
        case settle
        case resize(width: Double, height: Double)
        case insertRows(section: Int, at: Int, count: Int, animated: Bool)
        case deleteRows(section: Int, at: Int, count: Int, animated: Bool)
        case moveRow(from: Int, to: Int)
        case reloadTable
        case toggleEditing(animated: Bool)
        case scrollToRow(section: Int, row: Int, animated: Bool)
        case selectTab(Int)
        case push(animated: Bool)
        case pop(animated: Bool)
        case shuffleItems(seed: Int, animated: Bool)

        var description: String {
            switch self {
            case let .tap(x, y): ".tap(x: \(x), y: \(y))"
            case let .drag(x, y, toX, toY, duration): ".drag(x: \(x), y: \(y), toX: \(toX), toY: \(toY), duration: \(duration))"
            case let .wheel(x, y, dy): ".wheel(x: \(x), y: \(y), dy: \(dy))"
            case let .advance(seconds): ".advance(\(seconds))"
            case .settle: ".settle"
            case let .resize(width, height): ".resize(width: \(width), height: \(height))"
            case let .insertRows(section, at, count, animated): ".insertRows(section: \(section), at: \(at), count: \(count), animated: \(animated))"
            case let .deleteRows(section, at, count, animated): ".deleteRows(section: \(section), at: \(at), count: \(count), animated: \(animated))"
            case let .moveRow(from, to): ".moveRow(from: \(from), to: \(to))"
            case .reloadTable: ".reloadTable"
            case let .toggleEditing(animated): ".toggleEditing(animated: \(animated))"
            case let .scrollToRow(section, row, animated): ".scrollToRow(section: \(section), row: \(row), animated: \(animated))"
            case let .selectTab(index): ".selectTab(\(index))"
            case let .push(animated): ".push(animated: \(animated))"
            case let .pop(animated): ".pop(animated: \(animated))"
            case let .shuffleItems(seed, animated): ".shuffleItems(seed: \(seed), animated: \(animated))"
            }
        }
    }

    /// The first failed check and the step it followed, as the presentation soak reports it.
    typealias Failure = PresentationSoak.Failure

    let size: CGSize
    let steps: [Step]

    func run() -> Failure? {
        let world = ListSoakWorld(size: size)
        for (index, step) in steps.enumerated() {
            world.perform(step)
            let problems = world.problems(settled: { if case .settle = step { return true } else { return false } }())
            if !problems.isEmpty { return Failure(problems: problems, stepIndex: index) }
        }
        world.host.settle()
        let problems = world.problems(settled: true)
        return problems.isEmpty ? nil : Failure(problems: problems, stepIndex: nil)
    }

    static func random(seed: UInt64, count: Int) -> ListSoak {
        var random = SoakRandom(seed: seed)
        let size = CGSize(width: Double(random.int(200...1000)), height: Double(random.int(200...1000)))
        var steps: [Step] = []
        for _ in 0..<count {
            let x = random.unit(), y = random.unit()
            let step: Step
            switch random.int(0...99) {
            case 0..<16: step = .tap(x: x, y: y)
            case 16..<26: step = .drag(x: x, y: y, toX: random.unit(), toY: random.unit(), duration: random.pick([0.05, 0.2, 0.6]))
            case 26..<34: step = .wheel(x: x, y: y, dy: random.pick([-400, -40, 40, 120, 2_000]))
            case 34..<46: step = .advance(random.pick([0, 1.0 / 60, 0.1, 0.3, 1]))
            case 46..<50: step = .settle
            case 50..<53: step = .resize(width: Double(random.int(200...1000)), height: Double(random.int(200...1000)))
            case 53..<62: step = .insertRows(section: random.int(0...1), at: random.int(0...60), count: random.int(1...5), animated: random.int(0...2) > 0)
            case 62..<71: step = .deleteRows(section: random.int(0...1), at: random.int(0...60), count: random.int(1...5), animated: random.int(0...2) > 0)
            case 71..<75: step = .moveRow(from: random.int(0...99), to: random.int(0...99))
            case 75..<76: step = .reloadTable
            case 76..<77: step = .toggleEditing(animated: random.int(0...1) == 0)
            case 77..<81: step = .scrollToRow(section: random.int(0...1), row: random.int(0...60), animated: random.int(0...1) == 0)
            case 81..<86: step = .selectTab(random.int(0...1))
            case 86..<90: step = .push(animated: random.int(0...2) > 0)
            case 90..<93: step = .pop(animated: random.int(0...2) > 0)
            default: step = .shuffleItems(seed: random.int(1...1_000_000), animated: random.int(0...2) > 0)
            }
            steps.append(step)
        }
        return ListSoak(size: size, steps: steps)
    }
}
