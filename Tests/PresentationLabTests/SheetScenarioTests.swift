import Testing
@testable import LabApp
import UIKit
import UIKitTesting

/// The sheet scenario: configured before presenting, undimmed at medium, dragged to large and away.
@MainActor
@Suite struct SheetScenarioTests {
    @Test func theSheetRestsAtMediumLetsTheScreenBeTappedAndDragsToLargeAndAway() throws {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        let root = ScenarioCatalog.scenario(named: "sheet")!.makeRootViewController()
        host.rootViewController = root
        host.tap(at: CGPoint(x: 195, y: 175))
        host.settle()
        let sheet = try #require(root.presentedViewController?.sheetPresentationController)
        #expect(sheet.presentedView?.frame.minY == 422, "medium: half of 844")
        host.tap(at: CGPoint(x: 195, y: 237))
        host.advance(by: 0)
        #expect(host.displayList.description.contains("\"Taps: 1\""), "the screen behind took the tap")
        host.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 150), duration: 0.3)
        host.settle()
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(sheet.presentedView?.frame.minY == 44)
        host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 800), duration: 0.2)
        host.settle()
        #expect(root.presentedViewController == nil)
    }
}
