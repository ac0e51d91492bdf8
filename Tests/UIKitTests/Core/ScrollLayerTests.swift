import QuartzCore
import Testing
import UIKit
@testable import UIKitTesting
@testable import UIKitCore

/// `CAScrollLayer`, as Core Animation documents it: scrolling sets the bounds' origin ("changes the
/// origin of the receiver to the specified point"), only on the axes `scrollMode` allows (both by
/// default), and scrolling to a rectangle makes it visible; the content is its sublayers, moved on
/// screen with the origin.
@MainActor
@Suite struct ScrollLayerTests {
    @Test func scrollingToAPointMovesTheOriginOnTheAllowedAxes() {
        let layer = CAScrollLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(layer.scrollMode == .both && CAScrollLayerScrollMode.both.rawValue == "both")
        layer.scroll(to: CGPoint(x: 30, y: 40))
        #expect(layer.bounds.origin == CGPoint(x: 30, y: 40) && layer.bounds.size == CGSize(width: 100, height: 100))
        layer.scrollMode = .vertically
        layer.scroll(to: CGPoint(x: 0, y: 0))
        #expect(layer.bounds.origin == CGPoint(x: 30, y: 0), "a vertical scroll layer keeps its x")
        layer.scrollMode = .none
        layer.scroll(to: CGPoint(x: 5, y: 5))
        #expect(layer.bounds.origin == CGPoint(x: 30, y: 0))
    }

    @Test func scrollingToARectangleMovesTheLeastThatShowsIt() {
        let layer = CAScrollLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.scroll(to: CGRect(x: 20, y: 20, width: 50, height: 50))
        #expect(layer.bounds.origin == .zero, "already visible: no scroll")
        layer.scroll(to: CGRect(x: 0, y: 150, width: 50, height: 50))
        #expect(layer.bounds.origin == CGPoint(x: 0, y: 100), "below: its bottom edge meets the bounds' bottom")
        layer.scroll(to: CGRect(x: 0, y: 40, width: 10, height: 10))
        #expect(layer.bounds.origin == CGPoint(x: 0, y: 40), "above: its top edge meets the bounds' top")
    }

    @Test func theContentMovesOnScreenWithTheOrigin() {
        let screen = PlainScreen()
        screen.controller.view.backgroundColor = .white
        let scroller = CAScrollLayer()
        scroller.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        scroller.masksToBounds = true
        for (index, color) in [UIColor.red, UIColor.blue].enumerated() {
            let page = CALayer()
            page.frame = CGRect(x: 0, y: CGFloat(index) * 100, width: 100, height: 100)
            page.backgroundColor = color.cgColor
            scroller.addSublayer(page)
        }
        screen.controller.view.layer.addSublayer(scroller)
        screen.host.advance(by: 0)
        #expect(screen.host.snapshot().pixel(x: 50, y: 50).r == 255)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        scroller.scroll(to: CGPoint(x: 0, y: 100))
        CATransaction.commit()
        screen.host.advance(by: 0)
        let shot = screen.host.snapshot()
        #expect(shot.pixel(x: 50, y: 50).b == 255 && shot.pixel(x: 50, y: 50).r == 0, "the second page shows")
        #expect(shot.pixel(x: 50, y: 150) == (255, 255, 255, 255), "clipped to the scroll layer's bounds")
    }
}
