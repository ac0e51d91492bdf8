import Testing
@testable import LabApp
import UIKit
import UIKitTesting
import LabTestSupport
@testable import UIKitScreens

/// The breadth scenarios through the headless host: what their screens promise happens.
@MainActor
@Suite struct BreadthScenarioTests {
    @Test func theHomeScreenScrollsToItsLastButtonInASmallWindow() throws {
        let host = HeadlessHost(size: CGSize(width: 390, height: 400))
        let home = HomeViewController()
        host.rootViewController = home
        host.settle()
        let scrollView = try #require(home.view as? UIScrollView)
        let buttons = CGFloat(ScenarioCatalog.all.count)
        // The column starts at 150; 50-point buttons 12 apart; 20 points below the last.
        #expect(scrollView.contentSize == CGSize(width: 390, height: 150 + buttons * 50 + (buttons - 1) * 12 + 20))
        host.scroll(at: CGPoint(x: 200, y: 200), by: CGVector(dx: 0, dy: 1000))
        #expect(scrollView.contentOffset.y == scrollView.contentSize.height - 400)
    }

    @Test func theSheetListScrollsWithTheWheelAndItsTopDragsTheSheetAway() throws {
        let (host, root) = startScenario("sheet-list")
        host.tap(at: CGPoint(x: 40, y: 175))
        host.settle()
        let list = try #require((root.presentedViewController as? SheetListScenario.ListViewController)?.scrollView)
        #expect(list.contentSize.height == CGFloat(20 + 60 * 50))
        host.scroll(at: CGPoint(x: 180, y: 450), by: CGVector(dx: 0, dy: 40))
        #expect(list.contentOffset.y == 40)
        expectGolden(host.snapshot(), "sheet-list-scrolled")
        host.scroll(at: CGPoint(x: 180, y: 450), by: CGVector(dx: 0, dy: -400))
        #expect(list.contentOffset.y == 0)
        host.drag(from: CGPoint(x: 180, y: 400), to: CGPoint(x: 180, y: 580), duration: 0.3)
        host.settle()
        #expect(root.presentedViewController == nil)
    }

    @Test func navigationZoomsACardInAndTheEdgeSwipePopsIt() throws {
        let (host, root) = startScenario("navigation")
        let navigation = try #require(root as? UINavigationController)
        // The first card's button, 150 points below the bar (the screen starts under it).
        host.tap(at: CGPoint(x: 40, y: 44 + 175))
        host.advance(by: 0.2)
        let card = try #require(navigation.topViewController as? NavigationScenario.ColorViewController)
        #expect(card.view.layer.presentation()!.opacity < 1, "the zoom fades the card in")
        expectGolden(host.snapshot(), "navigation-zoom-mid")
        host.settle()
        #expect(card.view.frame == navigation.view.bounds && card.view.transform == .identity)
        // The scenario's own edge swipe drives the zoom back.
        host.press(at: CGPoint(x: 3, y: 400))
        for step in 1...10 { host.advance(by: 1.0 / 60); host.move(to: CGPoint(x: 3 + CGFloat(step) * 9, y: 400)) }
        #expect(card.view.layer.presentation()!.opacity < 1 && card.view.layer.presentation()!.opacity > 0.5)
        for step in 1...20 { host.advance(by: 1.0 / 60); host.move(to: CGPoint(x: 93 + CGFloat(step) * 10, y: 400)) }
        host.release(at: CGPoint(x: 293, y: 400))
        host.settle()
        #expect(navigation.viewControllers.count == 1)
        // More pushes with UIKit's slide; UIKit's edge swipe pops it.
        host.tap(at: CGPoint(x: 40, y: 44 + 175))
        host.settle()
        host.tap(at: CGPoint(x: 330, y: 22))
        host.settle()
        #expect(navigation.viewControllers.count == 3 && navigation.topViewController?.title == "More")
        host.drag(from: CGPoint(x: 3, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        host.settle()
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func theAlertsReportTheChosenAction() throws {
        let (host, root) = startScenario("alerts")
        host.tap(at: CGPoint(x: 40, y: 175))
        host.settle()
        let alert = try #require(root.presentedViewController as? UIAlertController)
        expectGolden(host.snapshot(), "alerts-alert")
        let allow = try #require(alert.view.allSubviewsOfType(AlertActionButton.self).first { $0.action.title == "Allow" })
        host.tap(at: allow.convert(CGPoint(x: allow.bounds.midX, y: allow.bounds.midY), to: nil))
        host.settle()
        let labels = root.view.allSubviewsOfType(UILabel.self).compactMap(\.text)
        #expect(labels.contains("Chosen: Allow"))
        // The rename alert takes typing into its field.
        host.tap(at: CGPoint(x: 40, y: 175 + 124))
        host.settle()
        host.typeText("Holiday\n")
        let rename = try #require(root.presentedViewController as? UIAlertController)
        let save = try #require(rename.view.allSubviewsOfType(AlertActionButton.self).first { $0.action.title == "Save" })
        host.tap(at: save.convert(CGPoint(x: save.bounds.midX, y: save.bounds.midY), to: nil))
        host.settle()
        #expect(root.view.allSubviewsOfType(UILabel.self).compactMap(\.text).contains("Chosen: renamed to Holiday"))
    }
}

extension UIView {
    func allSubviewsOfType<T: UIView>(_ type: T.Type) -> [T] {
        subviews.compactMap { $0 as? T } + subviews.flatMap { $0.allSubviewsOfType(type) }
    }
}
