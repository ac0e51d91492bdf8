import UIKit
import LabApp

/// Each scenario's presentation transition stepped at 120 Hz in a 390 × 844 headless host, every
/// frame drawn to pixels and timed (CPU): the frame budget at 120 Hz is 8.33 ms. Five rounds, each
/// from a fresh host: the tap that presents, then 0.75 s of frames.
@MainActor
enum ScenarioBench {
    struct Row {
        let name: String
        let frameTimes: [Double]
        var p50: Double { percentile(0.5) }
        var p99: Double { percentile(0.99) }
        var max: Double { frameTimes.max() ?? .nan }
        var overBudget: Int { frameTimes.filter { $0 > budget }.count }
        func percentile(_ p: Double) -> Double {
            let sorted = frameTimes.sorted()
            guard !sorted.isEmpty else { return .nan }
            return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
        }
    }

    nonisolated static let budget = 1.0 / 120

    static func run() throws -> [Row] {
        try ScenarioCatalog.all.map { try run(scenario: $0, rounds: benchRounds) }
    }

    /// One scenario's transition, `rounds` times, each in a fresh host.
    static func run(scenario: Scenario, rounds: Int) throws -> Row {
        var times: [Double] = []
        for _ in 0..<rounds {
            let host = OffscreenHost(device: .freeform(CGSize(width: 390, height: 844)), orientation: .portrait,
                                     systemVersion: scenario.systemVersion, renderScale: 1)
            let root = scenario.makeRootViewController()
            host.install(rootViewController: root)
            host.advance(by: 0)
            host.rasterizeLastFrame()
            // The scenario's first button or row presents or pushes: the highest on its screen.
            guard let button = firstButton(of: root) else {
                throw BenchError("\(scenario.name): its screen has no button or row to tap, so there is no transition to time")
            }
            let tapped = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            host.tap(at: tapped)
            for _ in 0..<90 {
                let drawn = host.framesDrawn
                let start = processCPUTime()
                host.advance(by: 1.0 / 120)
                host.rasterizeLastFrame()
                let elapsed = processCPUTime() - start
                // A frame that changed no pixel (a spring's last imperceptible steps) is not counted.
                if host.framesDrawn > drawn && host.lastDamage != .none { times.append(elapsed) }
            }
            let pushed = ((root as? UINavigationController)?.viewControllers.count ?? 0) > 1
            guard root.presentedViewController != nil || pushed else {
                throw BenchError("\(scenario.name): the tap on its first button or row at \(tapped) presented or pushed nothing, so there was no transition to time")
            }
        }
        return Row(name: scenario.name, frameTimes: times)
    }

    /// The shown screen's highest button or row in its safe area (bars and their items aside).
    private static func firstButton(of root: UIViewController) -> UIView? {
        var shown = root
        while true {
            if let tabs = shown as? UITabBarController, let selected = tabs.selectedViewController { shown = selected }
            else if let navigation = shown as? UINavigationController, let top = navigation.topViewController { shown = top }
            else { break }
        }
        var candidates: [UIView] = []
        func collect(_ view: UIView) {
            if view is UINavigationBar || view is UITabBar || view.isHidden { return }
            if view is UIButton || view is UITableViewCell || isItemCell(view) { candidates.append(view); return }
            view.subviews.forEach(collect)
        }
        // A collection's item, not a header (list cells serve as both).
        func isItemCell(_ view: UIView) -> Bool {
            guard let cell = view as? UICollectionViewCell else { return false }
            var ancestor = cell.superview
            while let current = ancestor, !(current is UICollectionView) { ancestor = current.superview }
            return (ancestor as? UICollectionView)?.visibleCells.contains { $0 === cell } ?? false
        }
        collect(shown.view)
        // What shows: inside the safe area, not under a bar.
        let safe = shown.view.convert(shown.view.safeAreaLayoutGuide.layoutFrame, to: nil)
        return candidates.filter { safe.contains($0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil)) }
            .min { $0.convert($0.bounds, to: nil).minY < $1.convert($1.bounds, to: nil).minY }
    }
}
