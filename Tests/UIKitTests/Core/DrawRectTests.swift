import Testing
import UIKitTesting
import UIKit
@testable import UIKitCore

/// `draw(_:)`: a view that draws is asked once, its drawing shown until `setNeedsDisplay()`, and
/// Core Graphics' calls paint what they say.
@MainActor @Suite struct DrawRectTests {
    final class Badge: UIView {
        var draws = 0
        var color = UIColor.red
        override func draw(_ rect: CGRect) {
            draws += 1
            guard let context = UIGraphicsGetCurrentContext() else { return }
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
            context.saveGState()
            context.translateBy(x: 50, y: 0)
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 50, height: 50)).fill()
            context.restoreGState()
            UIColor.green.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 75))
            line.addLine(to: CGPoint(x: 100, y: 75))
            line.lineWidth = 10
            line.stroke()
        }
    }

    @Test func aDrawingIsShownAndRedrawnOnlyWhenAskedFor() {
        let screen = PlainScreen()
        screen.controller.view.backgroundColor = .white
        let badge = Badge(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        screen.controller.view.addSubview(badge)
        var shot = screen.host.snapshot()
        #expect(shot.pixel(x: 30, y: 30) == (255, 0, 0, 255), "the filled rectangle")
        #expect(shot.pixel(x: 95, y: 45) == (0, 0, 255, 255), "the oval, drawn in the translated space")
        #expect(shot.pixel(x: 72, y: 22) == (255, 255, 255, 255), "outside the oval's curve")
        #expect(shot.pixel(x: 60, y: 95).g == 255 && shot.pixel(x: 60, y: 95).r == 0, "the 10-point stroke")
        #expect(shot.pixel(x: 60, y: 85) == (255, 255, 255, 255))
        badge.center.x += 10
        screen.host.advance(by: 0.1)
        #expect(badge.draws == 1, "moving the view shows the same drawing")
        badge.color = .black
        badge.setNeedsDisplay()
        shot = screen.host.snapshot()
        #expect(badge.draws == 2 && shot.pixel(x: 40, y: 30) == (0, 0, 0, 255))
    }

    final class Fade: UIView {
        override func draw(_ rect: CGRect) {
            let colors = [UIColor.black.cgColor, UIColor.white.cgColor]
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 1])!
            UIGraphicsGetCurrentContext()?.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        }
    }

    @Test func aLinearGradientRunsFromStartToEnd() {
        let screen = PlainScreen()
        screen.controller.view.addSubview(Fade(frame: CGRect(x: 0, y: 0, width: 100, height: 20)))
        let shot = screen.host.snapshot()
        #expect(shot.pixel(x: 2, y: 10).r < 15 && shot.pixel(x: 97, y: 10).r > 240)
        #expect(abs(Int(shot.pixel(x: 50, y: 10).r) - 128) < 10)
    }

    @Test func viewsThatDoNotDrawAreNotAskedAgainAndThereIsNoContextOutsideADrawing() {
        let screen = PlainScreen()
        let plain = screen.addView(CGRect(x: 0, y: 0, width: 10, height: 10), color: .red)
        screen.host.advance(by: 0)
        #expect(plain.drawing.drawsNothing)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
