@testable import LabApp
import UIKit
import UIKitTesting

/// A scenario started as the app starts it, on its iOS version in a free-form host of `size`,
/// settled: the host and the scenario's root controller.
@MainActor
func startScenario(_ name: String, size: CGSize = CGSize(width: 360, height: 600)) -> (HeadlessHost, UIViewController) {
    let scenario = ScenarioCatalog.scenario(named: name)!
    let host = scenario.makeHeadlessHost(size: size)
    let root = scenario.makeRootViewController()
    host.rootViewController = root
    host.settle()
    return (host, root)
}
