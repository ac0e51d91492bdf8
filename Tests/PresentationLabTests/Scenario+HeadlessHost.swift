import LabApp
import UIKit
import UIKitTesting

extension Scenario {
    /// A headless host of `size` on the scenario's iOS version.
    @MainActor
    func makeHeadlessHost(size: CGSize) -> HeadlessHost {
        HeadlessHost(device: .freeform(size), systemVersion: systemVersion.description)
    }
}
