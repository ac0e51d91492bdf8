import Testing
@testable import LabApp
import UIKit
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

    @Test func aBarLessScenarioHasHomeInABarBelowTheStatusBar() throws {
        let host = HeadlessHost(device: .iPhone15)
        host.launch(LabAppDelegate(startScenario: ScenarioCatalog.scenario(named: "fade")))
        host.settle()
        let bar = try #require(host.window.subviews.compactMap { $0 as? UINavigationBar }.first)
        #expect(bar.topItem?.leftBarButtonItem?.title == "Home")
        #expect(bar.frame.minY == host.window.safeAreaInsets.top, "not in the status bar's place")
        let title = try #require(host.window.rootViewController?.view.subviews.compactMap { $0 as? UILabel }.first)
        #expect(title.convert(title.bounds, to: host.window).minY >= bar.frame.maxY, "the screen starts below the bar")
        host.tap(at: CGPoint(x: 36, y: bar.frame.midY))
        host.settle()
        #expect(host.window.rootViewController is HomeViewController)
        #expect(!host.window.subviews.contains { $0 is UINavigationBar }, "home has no Home bar")
    }

    @Test func aScenarioWithNavigationBarsHasHomeAsItsFirstScreensBarItem() throws {
        for name in ["navigation", "list", "tabs"] {
            let host = HeadlessHost(device: .iPhone15)
            host.launch(LabAppDelegate(startScenario: ScenarioCatalog.scenario(named: name)))
            host.settle()
            #expect(!host.window.subviews.contains { $0 is UINavigationBar }, "\(name): its own bar holds Home")
            // Tapped in the bar's leading corner, below the status bar, it goes back home.
            host.tap(at: CGPoint(x: 36, y: host.window.safeAreaInsets.top + 22))
            host.settle()
            #expect(host.window.rootViewController is HomeViewController, "\(name)")
        }
    }

    @Test func theHomeScreenGrowsWithTheTextSizeWithoutOverlapping() throws {
        let host = HeadlessHost(device: .iPhoneSE3, contentSize: .accessibilityExtraExtraExtraLarge)
        host.launch(LabAppDelegate(startScenario: nil))
        host.settle()
        let screen = try #require(host.window.rootViewController?.view)
        let labels = screen.subviews.compactMap { $0 as? UILabel }
        let buttons = screen.subviews.compactMap { $0 as? UIButton }
        let title = try #require(labels.first), first = try #require(buttons.first)
        #expect(abs(title.font.pointSize - 26 * 58 / 28) < 0.1, "the title grows as title 1 does (28 to 58 points)")
        #expect(title.frame.maxY <= labels[1].frame.minY + 0.5 && labels[1].frame.maxY <= first.frame.minY + 0.5,
                "title, description and buttons stay in order")
        #expect(buttons.allSatisfy { $0.titleLabel?.font.pointSize == 28 }, "button titles stop at 28 points")
        // Back at the default size, everything is where it was.
        host.contentSize = .large
        host.settle()
        #expect(title.font.pointSize == 26 && first.frame.minY == 150)
    }
}
