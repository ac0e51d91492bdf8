import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore

@Suite struct GeometryTests {
    @Test func transformsConcatenateInCoreGraphicsOrder() {
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 23))
        #expect(CGPoint(x: 12, y: 23).applying(scaleThenMove.inverted()) == CGPoint(x: 1, y: 1))
        #expect(CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 0))
    }

    @Test func rectApplyingRotationIsTheBoundingBox() {
        let rotated = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.width - 20) < 1e-9 && abs(rotated.height - 10) < 1e-9)
    }

    @Test func colorsClampAndCompare() {
        let color = UIColor(red: 2, green: -1, blue: 0.5, alpha: 1)
        #expect(color.red == 1 && color.green == 0)
        #expect(UIColor(white: 0, alpha: 0.5) == UIColor.black.withAlphaComponent(0.5))
    }
}

@Suite struct TimingCurveTests {
    /// Apple's page for UISpringTimingParameters.init(): damping ratio 4.56, initial velocity 0.
    @MainActor @Test func theDefaultSpringIsTheSystemSpring() {
        let spring = UISpringTimingParameters().spring(1)
        #expect(abs(spring.dampingRatio - 4.56) < 0.01)
        #expect(spring.initialVelocity == 0)
        var last: CGFloat = 0
        for step in 0...100 {
            let value = spring.value(at: Double(step) / 100)
            #expect(value >= last - 1e-9, "overdamped: no overshoot, no going back")
            last = value
        }
        #expect(abs(spring.value(at: 1) - 1) < 0.002, "settled by the animator's duration")
    }

    @Test func bezierCurvesHitTheirKnownValues() {
        #expect(abs(CubicBezier.easeInEaseOut.value(at: 0.5) - 0.5) < 1e-6)
        #expect(abs(CubicBezier.linear.value(at: 0.3) - 0.3) < 1e-9)
        // The default curve (0.25, 0.1, 0.25, 1) at half time, as CSS `ease` gives it.
        #expect(abs(CubicBezier.default.value(at: 0.5) - 0.8024033877399112) < 1e-5)
        #expect(CubicBezier.easeIn.value(at: 0.25) < 0.25)
        #expect(CubicBezier.easeOut.value(at: 0.25) > 0.25)
    }

    @Test func bezierCurvesAreMonotonic() {
        for curve in [CubicBezier.default, .easeIn, .easeOut, .easeInEaseOut] {
            var last: CGFloat = 0
            for step in 0...100 {
                let value = curve.value(at: CGFloat(step) / 100)
                #expect(value >= last - 1e-9)
                last = value
            }
            #expect(abs(last - 1) < 1e-9)
        }
    }

    @Test func springsAreRealOscillators() {
        let bouncy = SpringCurve(dampingRatio: 0.3, duration: 1, initialVelocity: 0)
        let samples = stride(from: 0.0, through: 1.0, by: 0.01).map { bouncy.value(at: $0) }
        #expect(samples.max()! > 1.05, "an underdamped spring overshoots")
        #expect(abs(samples.last! - 1) < 0.02, "and has settled within 1 % at its duration")
        let critical = SpringCurve(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)
        #expect(abs(critical.dampingRatio - 1) < 1e-9)
        #expect(stride(from: 0.0, through: 3, by: 0.01).allSatisfy { critical.value(at: $0) <= 1 + 1e-9 })
        // x(t) = 1 − (1 + ωt)e^(−ωt) for a critically damped spring from rest.
        #expect(abs(Double(critical.value(at: 0.1)) - (1 - 2 * exp(-1.0))) < 1e-9)
    }

    @Test func theModalSlideSpringSettlesInAboutHalfASecond() {
        let spring = SpringCurve.modalSlide
        #expect(spring.dampingRatio > 1, "UIKit's modal slide is overdamped")
        #expect(spring.value(at: 0.5) > 0.97)
        #expect(spring.value(at: 0.1) < 0.8)
    }

    @Test func initialVelocityMovesTheStartFaster() {
        let still = SpringCurve(dampingRatio: 1, duration: 0.5, initialVelocity: 0)
        let thrown = SpringCurve(dampingRatio: 1, duration: 0.5, initialVelocity: 5)
        #expect(thrown.value(at: 0.05) > still.value(at: 0.05))
    }
}

@MainActor
@Suite struct ConvenienceAPITests {
    @Test func hueSaturationBrightnessColours() {
        let red = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
        #expect(red == UIColor.red)
        let green = UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 0.5)
        #expect(abs(green.green - 1) < 1e-9 && green.red < 1e-9 && green.alpha == 0.5)
        #expect(UIColor(hue: 0.5, saturation: 0, brightness: 0.25, alpha: 1) == UIColor(white: 0.25, alpha: 1))
    }

    @Test func textStylesHaveIOSDefaultSizes() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
    }

    @Test func springDurationAndBounceAnimate() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let controller = UIViewController()
        host.rootViewController = controller
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(view)
        var finished = false
        UIView.animate(springDuration: 0.5, bounce: 0.4, animations: { view.center.x = 105 }, completion: { finished = $0 })
        var peak: CGFloat = 0
        for _ in 0..<120 {
            host.advance(by: 1.0 / 60)
            peak = max(peak, view.presentationCenter.x)
        }
        #expect(peak > 106, "a bouncy spring overshoots")
        host.settle()
        #expect(finished)
        #expect(view.presentationCenter.x == 105)
    }
}
