import Testing
@testable import LabApp
import UIKit
import UIKitTesting
import LabTestSupport
@testable import UIKitCore

@MainActor
@Suite struct ScenarioTests {
    static let sizes = [CGSize(width: 320, height: 480), CGSize(width: 480, height: 360)]

    private func start(_ name: String, size: CGSize) -> (HeadlessHost, UIViewController) {
        startScenario(name, size: size, settled: false)
    }

    /// Where the n-th button of a scenario screen is (ScenarioStyle's column).
    private func button(_ index: Int, _ size: CGSize) -> CGPoint {
        CGPoint(x: size.width / 2, y: 175 + CGFloat(index) * 62)
    }

    private var containerCount: (HeadlessHost) -> Int {
        { host in host.window.subviews.filter { $0 is UITransitionView }.count }
    }

    @Test(arguments: [("custom-two-thirds", 0), ("slide-in", 0), ("half-modal", 0), ("fade", 0), ("blur-card", 0), ("sheet", 0), ("popover", 0)])
    func goldensAtStartMidTransitionAndSettled(_ name: String, _ buttonIndex: Int) {
        for size in ScenarioTests.sizes {
            let (host, _) = start(name, size: size)
            let tag = "\(name)-\(Int(size.width))x\(Int(size.height))"
            expectGolden(host.snapshot(), "\(tag)-start")
            host.tap(at: button(buttonIndex, size))
            host.advance(by: 0.15)
            expectGolden(host.snapshot(), "\(tag)-mid")
            host.settle()
            expectGolden(host.snapshot(), "\(tag)-settled")
        }
    }

    @Test func twoThirdsMidFrameIsWhereTheSpringSaysAndTheDimmingFadesWithIt() throws {
        let size = CGSize(width: 320, height: 480)
        let (host, root) = start("custom-two-thirds", size: size)
        host.tap(at: button(0, size))
        host.advance(by: 0.2)
        let presented = try #require(root.presentedViewController)
        let progress = SpringCurve.modalSlide.value(at: 0.2)
        let finalY = size.height / 3
        let expectedY = finalY + (size.height - finalY) * (1 - progress)
        #expect(abs(presented.view.presentationFrame.minY - expectedY) < 0.01)
        let dimming = try #require(presented.presentationController?.containerView?.subviews.first)
        #expect(abs(dimming.presentationAlpha - progress) < 1e-6)
        // On screen, above the presented view, white under 50 % black at that alpha.
        let expectedWhite = 255 * (1 - 0.5 * Double(progress))
        let shot = host.snapshot()
        #expect(abs(Double(shot.pixel(x: 5, y: 5).r) - expectedWhite) <= 1.5 || shot.pixel(x: 5, y: 5).r < 255)
        let sample = shot.pixel(x: 300, y: 20)
        #expect(abs(Double(sample.g) - expectedWhite) <= 1.5)
    }

    @Test func slideInMidFrameFollowsTheEaseInOutCurve() throws {
        let size = CGSize(width: 320, height: 480)
        let (host, root) = start("slide-in", size: size)
        host.tap(at: button(0, size))  // Summer, from the left, 0.3 s ease in-out
        host.advance(by: 0.15)
        let presented = try #require(root.presentedViewController)
        let width = size.width * 2 / 3
        #expect(abs(presented.view.presentationFrame.minX - (-width / 2)) < 0.01, "half way at half time")
        let dimming = try #require(presented.presentationController?.containerView?.subviews.first)
        #expect(abs(dimming.presentationAlpha - 0.5) < 1e-6)
    }

    @Test(arguments: [("custom-two-thirds", CGPoint(x: 160, y: 40)), ("slide-in", CGPoint(x: 300, y: 240)),
                      ("half-modal", CGPoint(x: 160, y: 60)), ("blur-card", CGPoint(x: 160, y: 60)),
                      ("popover", CGPoint(x: 160, y: 460))])
    func tappingTheDimmingViewDismisses(_ name: String, _ dimmingPoint: CGPoint) {
        let size = CGSize(width: 320, height: 480)
        let (host, root) = start(name, size: size)
        host.tap(at: button(0, size))
        host.settle()
        #expect(root.presentedViewController != nil)
        #expect(containerCount(host) == 1)
        host.tap(at: dimmingPoint)
        host.settle()
        #expect(root.presentedViewController == nil)
        #expect(containerCount(host) == 0, "no dimming view or container is left")
    }

    @Test func fadeDismissesWithItsOwnButton() throws {
        let size = CGSize(width: 320, height: 480)
        let (host, root) = start("fade", size: size)
        host.tap(at: button(0, size))
        host.advance(by: 0.25)
        let presented = try #require(root.presentedViewController)
        #expect(abs(presented.view.presentationAlpha - 0.5) < 1e-6, "0.5 s ease in-out is half way at 0.25 s")
        #expect(root.viewIfLoaded?.window != nil, "the presenter stays until the transition ends")
        host.settle()
        #expect(root.viewIfLoaded?.window == nil, "the default style resolves to full screen for this custom animator")
        host.tap(at: CGPoint(x: 160, y: size.height - 65))
        host.settle()
        #expect(root.presentedViewController == nil)
        #expect(root.view.window === host.window)
    }

    // The popover keeps its preferred size wherever its source moves; tenResizes… covers it.
    @Test(arguments: ["custom-two-thirds", "slide-in", "half-modal", "fade", "blur-card", "sheet"])
    func aResizeWhilePresentedMovesThePresentedViewToItsNewFrame(_ name: String) throws {
        let (host, root) = start(name, size: CGSize(width: 320, height: 480))
        host.tap(at: button(0, CGSize(width: 320, height: 480)))
        host.settle()
        let presented = try #require(root.presentedViewController)
        // The view the presentation moves: the controller's own, or a sheet's wrapper around it.
        let moved = try #require(presented.presentationController?.presentedView)
        let before = moved.frame
        host.resize(to: CGSize(width: 600, height: 500))
        host.settle()
        let expected = presented.presentationController!.frameOfPresentedViewInContainerView
        #expect(moved.frame == expected)
        #expect(moved.frame != before)
        #expect(expected.width >= 400, "the frame is for the new size")
    }

    @Test func medalCountAdaptsInCompactHeight() throws {
        let (host, root) = start("slide-in", size: CGSize(width: 400, height: 700))
        host.tap(at: button(3, CGSize(width: 400, height: 700)))
        host.settle()
        let presented = try #require(root.presentedViewController)
        let container = try #require(presented.presentationController?.containerView)
        host.resize(to: CGSize(width: 700, height: 400))
        host.settle()
        let rotate = container.subviews.last
        #expect(rotate !== presented.view && rotate?.frame == container.bounds, "the rotate screen covers the container")
        host.resize(to: CGSize(width: 400, height: 700))
        host.settle()
        #expect(container.subviews.last === presented.view)
        #expect(presented.view.frame == presented.presentationController!.frameOfPresentedViewInContainerView)
        #expect(abs(presented.view.frame.minY - 700.0 / 3) < 1e-9)
    }
}
