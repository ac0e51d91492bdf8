import Testing
@testable import LabApp
@testable import UIKit
import UIKitTesting

/// The lab's screens lay out as model iOS screens do: inside the safe area, so nothing sits under
/// the status bar, the Dynamic Island's side of a landscape iPhone or a navigation bar.
@MainActor
@Suite struct SafeAreaScreensTests {
    @Test func theHomeScreenKeepsInsideTheSafeAreaInLandscape() throws {
        let host = HeadlessHost(device: .iPhone15, orientation: .landscapeLeft)
        let app = LabAppDelegate()
        host.launch(app)
        host.settle()
        let screen = try #require(host.window.rootViewController?.view)
        let safe = screen.safeAreaInsets
        #expect(safe.left > 0 && safe.right > 0, "an iPhone 15 held sideways has the island on one side")
        let buttons = screen.subviews.compactMap { $0 as? UIButton }
        let labels = screen.subviews.compactMap { $0 as? UILabel }
        #expect(!buttons.isEmpty && !labels.isEmpty)
        for view in buttons + labels {
            let frame = view.convert(view.bounds, to: host.window)
            #expect(frame.minX >= safe.left + 20 - 0.5 && frame.maxX <= host.window.bounds.width - safe.right - 20 + 0.5, "\(view)")
        }
    }

    @Test func theHomeLinkSitsBelowTheStatusBar() throws {
        let host = HeadlessHost(device: .iPhone15)
        host.launch(LabAppDelegate(startScenario: ScenarioCatalog.scenario(named: "fade")))
        host.settle()
        let link = try #require(host.window.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "‹ Home" })
        #expect(link.frame.minY >= host.window.safeAreaInsets.top, "not in the status bar's place")
        let title = try #require(host.window.rootViewController?.view.subviews.compactMap { $0 as? UILabel }.first)
        #expect(title.convert(title.bounds, to: host.window).minY >= host.window.safeAreaInsets.top + 56 - 0.5)
    }

    @Test func aScenarioWithNavigationBarsHasHomeAsItsFirstScreensBarItem() throws {
        for name in ["navigation", "list", "tabs"] {
            let host = HeadlessHost(device: .iPhone15)
            host.launch(LabAppDelegate(startScenario: ScenarioCatalog.scenario(named: name)))
            host.settle()
            #expect(!host.window.subviews.contains { ($0 as? UIButton)?.title(for: .normal) == "‹ Home" }, "\(name): no floating link")
            // Tapped in the bar's leading corner, below the status bar, it goes back home.
            host.tap(at: CGPoint(x: 36, y: host.window.safeAreaInsets.top + 22))
            host.settle()
            #expect(host.window.rootViewController is HomeViewController, "\(name)")
        }
    }
}
