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
        try ScenarioCatalog.all.map { scenario in
            var times: [Double] = []
            for _ in 0..<benchRounds {
                let host = OffscreenHost(device: .freeform(CGSize(width: 390, height: 844)), orientation: .portrait,
                                         systemVersion: scenario.systemVersion, renderScale: 1)
                let root = scenario.makeRootViewController()
                host.install(rootViewController: root)
                host.advance(by: 0)
                host.rasterizeLastFrame()
                // The scenario's first button presents or pushes (the home layout puts it there).
                host.tap(at: CGPoint(x: 40, y: 175))
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
                    throw BenchError("\(scenario.name): the tap at (40, 175) presented or pushed nothing, so there was no transition to time")
                }
            }
            return Row(name: scenario.name, frameTimes: times)
        }
    }
}
