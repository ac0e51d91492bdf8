@testable import LabApp
import UIKit
import UIKitTesting

/// A scenario started as the app starts it, on its iOS version in a free-form host of `size`,
/// settled unless `settled` is false (its first frame only): the host and the scenario's root controller.
@MainActor
func startScenario(_ name: String, size: CGSize = CGSize(width: 360, height: 600), settled: Bool = true) -> (HeadlessHost, UIViewController) {
    let scenario = ScenarioCatalog.scenario(named: name)!
    let host = scenario.makeHeadlessHost(size: size)
    let root = scenario.makeRootViewController()
    host.rootViewController = root
    if settled { host.settle() }
    return (host, root)
}
