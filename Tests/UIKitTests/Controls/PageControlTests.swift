import Foundation
import Testing
import UIKit
@testable import UIKitTesting

/// UIPageControl as Apple documents it: `currentPage` held to the pages, a tap on either side of the
/// current dot moving one page and sending `.valueChanged`, `hidesForSinglePage`, and the dots drawn
/// in the label colour, the others dimmer, in light and dark. Sources: docs/PORTING.md, "Page controls".
@MainActor
@Suite struct PageControlTests {
    @Test func theCurrentPageStaysWithinThePages() {
        let control = UIPageControl()
        control.numberOfPages = 3
        control.currentPage = 7
        #expect(control.currentPage == 2)
        control.currentPage = -1
        #expect(control.currentPage == 0)
        control.currentPage = 2
        control.numberOfPages = 2
        #expect(control.currentPage == 1, "fewer pages take the current page with them")
        #expect(control.size(forNumberOfPages: 4).width > control.size(forNumberOfPages: 3).width)
    }

    @Test func aTapOnEitherSideMovesOnePageAndSendsValueChanged() {
        let screen = PlainScreen(size: CGSize(width: 300, height: 100))
        let control = UIPageControl(frame: CGRect(x: 0, y: 20, width: 300, height: 26))
        control.numberOfPages = 5
        control.currentPage = 2
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.currentPage) }, for: .valueChanged)
        screen.controller.view.addSubview(control)
        screen.host.settle()
        screen.host.tap(at: CGPoint(x: 280, y: 33))
        screen.host.tap(at: CGPoint(x: 280, y: 33))
        screen.host.tap(at: CGPoint(x: 280, y: 33))
        #expect(changes == [3, 4], "no page past the last")
        screen.host.tap(at: CGPoint(x: 10, y: 33))
        #expect(changes == [3, 4, 3])
        #expect(control.accessibilityValue == "page 4 of 5")
    }

    @Test func theCurrentDotIsInTheLabelColourInLightAndDark() {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let screen = PlainScreen(size: CGSize(width: 100, height: 40))
            screen.host.appearance = style
            screen.controller.view.backgroundColor = .systemBackground
            let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
            control.numberOfPages = 3
            control.currentPage = 0
            screen.controller.view.addSubview(control)
            screen.host.settle()
            let snapshot = screen.host.snapshot()
            // Three 16-point slots centred in 100 points: dots at 34, 50 and 66.
            let current = snapshot.pixel(x: 34, y: 13).r, other = snapshot.pixel(x: 50, y: 13).r
            let background = snapshot.pixel(x: 5, y: 13).r
            if style == .light {
                #expect(current < 30 && other > current + 60 && other < background)
            } else {
                #expect(current > 225 && other < current - 60 && other > background)
            }
        }
    }

    @Test func hidesForASinglePageWhenAsked() {
        let screen = PlainScreen(size: CGSize(width: 100, height: 40))
        screen.controller.view.backgroundColor = .white
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        control.numberOfPages = 1
        control.hidesForSinglePage = true
        screen.controller.view.addSubview(control)
        screen.host.settle()
        #expect(screen.host.snapshot().pixel(x: 50, y: 13) == (255, 255, 255, 255))
    }
}
