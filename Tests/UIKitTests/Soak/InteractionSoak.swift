import Foundation
import UIKit

/// Seeded random sequences over navigation, scroll views and alerts, in a tab bar app: animated
/// and interactive pushes and pops (edge swipes held, let go or cancelled half way), stacks
/// replaced, presents and dismissals in the middle of transitions, alerts and action sheets tapped
/// or dismissed, scroll views dragged, flung, wheeled, scrolled from code and given new insets, tab
/// switches, resizes. After each step the app must be in a state UIKit could be in
/// (InteractionSoakWorld.problems); a failure shrinks to replayable Swift.
@MainActor
struct InteractionSoak {
    enum Step: CustomStringConvertible, Sendable {
        case tap(x: Double, y: Double)
        case drag(x: Double, y: Double, toX: Double, toY: Double, duration: Double)
        case edgeSwipe(toX: Double, duration: Double, release: Bool)
        case wheel(x: Double, y: Double, dy: Double)
        case advance(Double)
        case settle
        case resize(width: Double, height: Double)
        case push(animated: Bool)
        case pop(animated: Bool)
        case popToRoot(animated: Bool)
        case setStack(count: Int, animated: Bool)
        case presentModal(animated: Bool)
        case dismissTop(animated: Bool)
        /// An alert or action sheet from the topmost controller; a sheet's popover points at the
        /// window's centre, or at the topmost controller's whole view (as apps write `sourceView = view`).
        case alert(actions: Int, sheet: Bool, fromView: Bool = false)
        case scrollTo(x: Double, y: Double, animated: Bool)
        case inset(top: Double, bottom: Double)
        case selectTab(Int)
        /// A page sheet holding a table whose offset a library-style observer watches (reading the
        /// safe areas, the key window's root and layout, and, when `holds`, setting the offset back).
        case presentSheetList(holds: Bool)

        var description: String {
            switch self {
            case let .tap(x, y): ".tap(x: \(x), y: \(y))"
            case let .drag(x, y, toX, toY, duration): ".drag(x: \(x), y: \(y), toX: \(toX), toY: \(toY), duration: \(duration))"
            case let .edgeSwipe(toX, duration, release): ".edgeSwipe(toX: \(toX), duration: \(duration), release: \(release))"
            case let .wheel(x, y, dy): ".wheel(x: \(x), y: \(y), dy: \(dy))"
            case let .advance(seconds): ".advance(\(seconds))"
            case .settle: ".settle"
            case let .resize(width, height): ".resize(width: \(width), height: \(height))"
            case let .push(animated): ".push(animated: \(animated))"
            case let .pop(animated): ".pop(animated: \(animated))"
            case let .popToRoot(animated): ".popToRoot(animated: \(animated))"
            case let .setStack(count, animated): ".setStack(count: \(count), animated: \(animated))"
            case let .presentModal(animated): ".presentModal(animated: \(animated))"
            case let .dismissTop(animated): ".dismissTop(animated: \(animated))"
            case let .alert(actions, sheet, fromView): ".alert(actions: \(actions), sheet: \(sheet), fromView: \(fromView))"
            case let .scrollTo(x, y, animated): ".scrollTo(x: \(x), y: \(y), animated: \(animated))"
            case let .inset(top, bottom): ".inset(top: \(top), bottom: \(bottom))"
            case let .selectTab(index): ".selectTab(\(index))"
            case let .presentSheetList(holds): ".presentSheetList(holds: \(holds))"
            }
        }
    }

    typealias Failure = PresentationSoak.Failure

    let size: CGSize
    let steps: [Step]

    func run() -> Failure? {
        let world = InteractionSoakWorld(size: size)
        for (index, step) in steps.enumerated() {
            world.perform(step)
            let settled: Bool = { if case .settle = step { return true } else { return false } }()
            let problems = world.problems(settled: settled)
            if !problems.isEmpty { return Failure(problems: problems, stepIndex: index) }
        }
        world.host.settle(timeout: 30)
        let problems = world.problems(settled: true)
        return problems.isEmpty ? nil : Failure(problems: problems, stepIndex: nil)
    }

    static func random(seed: UInt64, count: Int) -> InteractionSoak {
        var random = SoakRandom(seed: seed)
        let size = CGSize(width: Double(random.int(200...1000)), height: Double(random.int(240...1000)))
        var steps: [Step] = []
        for _ in 0..<count {
            let x = random.unit(), y = random.unit()
            let step: Step
            switch random.int(0...103) {
            case 0..<14: step = .tap(x: x, y: y)
            case 14..<22: step = .drag(x: x, y: y, toX: random.unit(), toY: random.unit(), duration: random.pick([0.05, 0.2, 0.6]))
            case 22..<30: step = .edgeSwipe(toX: random.pick([0.1, 0.4, 0.6, 0.9]), duration: random.pick([0.05, 0.3, 0.8]), release: random.int(0...3) > 0)
            case 30..<35: step = .wheel(x: x, y: y, dy: random.pick([-400, -40, 40, 120, 2_000]))
            case 35..<47: step = .advance(random.pick([0, 1.0 / 60, 0.1, 0.3, 1]))
            case 47..<51: step = .settle
            case 51..<53: step = .resize(width: Double(random.int(200...1000)), height: Double(random.int(240...1000)))
            case 53..<62: step = .push(animated: random.int(0...3) > 0)
            case 62..<68: step = .pop(animated: random.int(0...3) > 0)
            case 68..<70: step = .popToRoot(animated: random.int(0...1) == 0)
            case 70..<73: step = .setStack(count: random.int(1...4), animated: random.int(0...1) == 0)
            case 73..<78: step = .presentModal(animated: random.int(0...3) > 0)
            case 78..<83: step = .dismissTop(animated: random.int(0...3) > 0)
            case 83..<89: step = .alert(actions: random.int(1...4), sheet: random.int(0...1) == 0, fromView: random.int(0...1) == 0)
            case 89..<93: step = .scrollTo(x: random.unit(), y: random.unit(), animated: random.int(0...1) == 0)
            case 93..<95: step = .inset(top: random.pick([0, 20, 100]), bottom: random.pick([0, 44, 300]))
            case 95..<100: step = .selectTab(random.int(0...1))
            default: step = .presentSheetList(holds: random.int(0...1) == 0)
            }
            steps.append(step)
        }
        return InteractionSoak(size: size, steps: steps)
    }
}
