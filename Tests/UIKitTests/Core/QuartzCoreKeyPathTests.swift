import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore

/// Key paths Apple lists as animatable ("Animatable Properties" in the Core Animation Programming
/// Guide, and each property's "Animatable" note), read halfway through a linear one-second
/// animation from the presentation layer; and valid code that names a key path the lab does not
/// draw keeps running.
@MainActor
@Suite struct QuartzCoreKeyPathTests {
    /// A fresh layer of `kind` on screen, animated along `keyPath` for 1 s, 0.5 s in.
    private func halfway<Layer: CALayer>(_ keyPath: String, from: Any, to: Any, _ layer: Layer,
                                         setUp: (Layer) -> Void = { _ in }) -> (HeadlessHost, Layer) {
        let screen = PlainScreen(size: CGSize(width: 300, height: 300))
        let host = screen.host
        layer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        setUp(layer)
        screen.controller.view.layer.addSublayer(layer)
        host.advance(by: 0)
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        layer.add(animation, forKey: keyPath)
        host.advance(by: 0.5)
        return (host, layer)
    }

    private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.02 }

    @Test func shadowBorderAnchorAndZPositionAnimate() throws {
        var (_, layer) = halfway("shadowRadius", from: 0, to: 10, CALayer())
        #expect(near(try #require(layer.presentation()).shadowRadius, 5))
        (_, layer) = halfway("shadowOffset", from: CGSize.zero, to: CGSize(width: 4, height: 8), CALayer())
        #expect(try #require(layer.presentation()).shadowOffset == CGSize(width: 2, height: 4))
        (_, layer) = halfway("borderColor", from: UIColor.black.cgColor, to: UIColor.white.cgColor, CALayer())
        #expect(near(try #require(layer.presentation()?.borderColor?.components?.first), 0.5))
        (_, layer) = halfway("shadowColor", from: UIColor.red.cgColor, to: UIColor.blue.cgColor, CALayer())
        let shadow = try #require(layer.presentation()?.shadowColor?.components)
        #expect(near(shadow[0], 0.5) && near(shadow[2], 0.5))
        (_, layer) = halfway("zPosition", from: 0, to: 10, CALayer())
        #expect(near(try #require(layer.presentation()).zPosition, 5))
        let host: HeadlessHost
        (host, layer) = halfway("anchorPoint", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 1), CALayer())
        #expect(try #require(layer.presentation()).anchorPoint == CGPoint(x: 0.5, y: 0.5))
        host.settle()
        #expect(layer.presentation()?.anchorPoint == CGPoint(x: 0.5, y: 0.5), "the model's again when done")
    }

    @Test func aTranslationMovesWhatIsShownAndNSValuesAreAccepted() throws {
        let (_, layer) = halfway("transform.translation", from: NSValue(cgSize: .zero), to: NSValue(cgSize: CGSize(width: 40, height: 20)), CALayer())
        let shown = try #require(layer.presentation()).transform
        #expect(near(shown.m41, 20) && near(shown.m42, 10))
        let (_, moved) = halfway("position", from: NSValue(cgPoint: CGPoint(x: 0, y: 0)), to: NSValue(cgPoint: CGPoint(x: 100, y: 200)), CALayer())
        #expect(try #require(moved.presentation()).position == CGPoint(x: 50, y: 100))
        let turn = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
        #expect(turn.caTransform3DValue.m11 == 3 && CATransform3DIsIdentity(NSValue(cgPoint: .zero).caTransform3DValue))
        let (_, scaled) = halfway("transform", from: NSValue(caTransform3D: CATransform3DIdentity), to: turn, CALayer())
        #expect(near(try #require(scaled.presentation()).transform.m11, 2))
    }

    @Test func shapeAndGradientPropertiesAnimate() throws {
        let small = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let large = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 50), transform: nil)
        var (_, shape) = halfway("path", from: small, to: large, CAShapeLayer()) { $0.path = large }
        #expect(try #require(shape.presentation()?.path).boundingBox == CGRect(x: 0, y: 0, width: 20, height: 30))
        (_, shape) = halfway("fillColor", from: UIColor.black.cgColor, to: UIColor.white.cgColor, CAShapeLayer())
        #expect(near(try #require(shape.presentation()?.fillColor?.components?.first), 0.5))
        (_, shape) = halfway("strokeColor", from: UIColor.black.cgColor, to: UIColor.white.cgColor, CAShapeLayer())
        #expect(near(try #require(shape.presentation()?.strokeColor?.components?.first), 0.5))
        var (_, gradient) = halfway("colors", from: [UIColor.black.cgColor, UIColor.black.cgColor],
                                    to: [UIColor.white.cgColor, UIColor.black.cgColor], CAGradientLayer())
        let first = try #require(gradient.presentation()?.colors?.first)
        #expect(near(try #require((first as? CGColor)?.components?.first), 0.5))
        (_, gradient) = halfway("locations", from: [0, 0.2], to: [0, 1], CAGradientLayer())
        #expect(near(CGFloat(try #require(gradient.presentation()?.locations?.last?.doubleValue)), 0.6))
        (_, gradient) = halfway("startPoint", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 0), CAGradientLayer())
        #expect(try #require(gradient.presentation()).startPoint == CGPoint(x: 0.5, y: 0))
        (_, gradient) = halfway("endPoint", from: CGPoint(x: 0, y: 1), to: CGPoint(x: 1, y: 1), CAGradientLayer())
        #expect(try #require(gradient.presentation()).endPoint == CGPoint(x: 0.5, y: 1))
    }

    /// Core Animation ignores a key path it cannot animate; the lab plays such an animation on the
    /// clock (its delegate hears start and stop) and shows the model, warning once.
    @Test func anAnimationOfAKeyPathTheLabDoesNotDrawRunsAndShowsTheModel() {
        let log = AnimationLog()
        let animation = CABasicAnimation(keyPath: "contentsRect")
        animation.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5))
        animation.delegate = log
        let (host, layer) = halfway("opacity", from: 1, to: 1, CALayer())
        layer.add(animation, forKey: "contents")
        #expect(log.entries.isEmpty, "Core Animation starts it when the transaction commits, not inside add")
        host.advance(by: 1.0 / 60)
        #expect(log.entries == ["start"])
        host.settle()
        #expect(log.entries == ["start", "stop true"])
    }
}

/// Core Animation interpolates a transform by its parts: halfway through a quarter turn a view is
/// turned 45° at its full size, and halfway through a half turn it is turned 90°, not a point.
@MainActor
@Suite struct TransformInterpolationTests {
    private func turning(to end: CGAffineTransform) -> (HeadlessHost, UIView) {
        let screen = PlainScreen(size: CGSize(width: 300, height: 300))
        let view = screen.addView(CGRect(x: 100, y: 100, width: 100, height: 100), color: .red)
        screen.host.advance(by: 0)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.transform = end }
        screen.host.advance(by: 0.5)
        return (screen.host, view)
    }

    private func scale(_ t: CGAffineTransform) -> CGFloat { hypot(t.a, t.b) }
    private func angle(_ t: CGAffineTransform) -> CGFloat { atan2(t.b, t.a) }

    @Test func aTurningViewKeepsItsSize() {
        let (quarterHost, quarter) = turning(to: CGAffineTransform(rotationAngle: .pi / 2))
        var shown = quarter.presentationTransform
        #expect(abs(scale(shown) - 1) < 0.001 && abs(angle(shown) - .pi / 4) < 0.001)
        let (halfHost, half) = turning(to: CGAffineTransform(rotationAngle: .pi))
        shown = half.presentationTransform
        #expect(abs(scale(shown) - 1) < 0.001 && abs(abs(angle(shown)) - .pi / 2) < 0.001, "a half turn passes through a quarter turn")
        let (backHost, back) = turning(to: CGAffineTransform(rotationAngle: 3 * .pi / 2))
        #expect(abs(angle(back.presentationTransform) + .pi / 4) < 0.001, "three quarters one way is a quarter the other, the shorter way")
        let (host, view) = turning(to: CGAffineTransform(scaleX: 3, y: 3).rotated(by: .pi / 2).translatedBy(x: 10, y: 0))
        shown = view.presentationTransform
        #expect(abs(scale(shown) - 2) < 0.001 && abs(angle(shown) - .pi / 4) < 0.001)
        #expect(abs(shown.tx) < 0.001 && abs(shown.ty - 15) < 0.001, "the translation moves linearly")
        host.settle()
        #expect(view.presentationTransform == view.transform)
        _ = (quarterHost, halfHost, backHost)
    }

    @Test func aLayerTransformAnimationTurnsByItsParts() throws {
        let screen = PlainScreen(size: CGSize(width: 300, height: 300))
        let view = screen.addView(CGRect(x: 100, y: 100, width: 100, height: 100), color: .red)
        screen.host.advance(by: 0)
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = CATransform3DIdentity
        turn.toValue = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        turn.duration = 1
        view.layer.add(turn, forKey: "turn")
        screen.host.advance(by: 0.5)
        let shown = try #require(view.layer.presentation()).transform
        #expect(abs(shown.m11 - cos(.pi / 4)) < 0.001 && abs(shown.m12 - sin(.pi / 4)) < 0.001)
    }
}

/// Apple, *Core Animation Programming Guide* ("Changing a Layer's Default Behavior"; "Animating
/// Simple Changes to a Layer's Properties"): a layer that backs no view animates a change of an
/// animatable property implicitly, over the transaction's duration (0.25 s by default), unless
/// actions are disabled; the action comes from `action(forKey:)` (`actions`, then
/// `defaultAction(forKey:)`, then the default animation). A view's layer does not.
@MainActor
@Suite struct ImplicitAnimationTests {
    private func shownLayer<Layer: CALayer>(_ layer: Layer) -> (HeadlessHost, Layer, UIView) {
        let screen = PlainScreen(size: CGSize(width: 300, height: 300))
        layer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        layer.backgroundColor = UIColor.red.cgColor
        screen.controller.view.layer.addSublayer(layer)
        #expect(layer.animationKeys() == nil, "a layer set up before it is drawn animates nothing")
        screen.host.settle()
        return (screen.host, layer, screen.controller.view)
    }

    @Test func aStandaloneLayerAnimatesAChangeForAQuarterSecond() throws {
        let (host, layer, _) = shownLayer(CALayer())
        layer.opacity = 0
        #expect(layer.opacity == 0, "the model changes at once")
        host.advance(by: 0.125)
        let halfway = try #require(layer.presentation()).opacity
        #expect(halfway > 0.05 && halfway < 0.95)
        host.advance(by: 0.15)
        #expect(layer.presentation()?.opacity == 0 && layer.animationKeys() == nil)
        layer.position = CGPoint(x: 200, y: 100)
        #expect(layer.animationKeys() == ["position"])
    }

    @Test func disabledActionsAndAViewsOwnLayerJump() {
        let (host, layer, view) = shownLayer(CALayer())
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil, "the implicit transaction disables it until the frame ends")
        host.advance(by: 1.0 / 60)
        layer.opacity = 0.2
        #expect(layer.animationKeys() == ["opacity"], "the next frame's changes animate again")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.cornerRadius = 10
        CATransaction.commit()
        #expect(layer.animation(forKey: "cornerRadius") == nil)
        view.layer.opacity = 0.5
        #expect(view.layer.animationKeys() == nil, "a view's layer has no implicit animation")
    }

    @Test func theTransactionsDurationAndTheActionsDictionaryDecide() throws {
        let (host, layer, _) = shownLayer(CALayer())
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        layer.position = CGPoint(x: 150, y: 100)
        CATransaction.commit()
        host.advance(by: 0.5)
        let x = try #require(layer.presentation()).position.x
        #expect(x > 100 && x < 150, "still on its way after 0.5 s of a 1 s animation")
        layer.actions = ["opacity": NSNull()]
        layer.opacity = 0.3
        #expect(layer.animation(forKey: "opacity") == nil)
        final class Slow: CALayer {
            override func action(forKey event: String) -> CAAction? {
                guard event == "bounds" else { return super.action(forKey: event) }
                let animation = CABasicAnimation(keyPath: event)
                animation.duration = 2
                return animation
            }
        }
        let (_, slow, _) = shownLayer(Slow())
        slow.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(slow.animation(forKey: "bounds")?.duration == 2)
    }

    @Test func aShapeLayersStrokeRetargetsFromWhatItShows() throws {
        let (host, ring, _) = shownLayer(CAShapeLayer())
        ring.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        ring.strokeColor = UIColor.blue.cgColor
        CATransaction.setDisableActions(true)
        ring.strokeEnd = 0
        host.advance(by: 1.0 / 60)
        ring.strokeEnd = 1
        host.advance(by: 0.125)
        let midway = try #require(ring.presentation()).strokeEnd
        #expect(midway > 0.2 && midway < 0.8)
        ring.strokeEnd = 0.5
        host.advance(by: 0)
        #expect(abs(try #require(ring.presentation()).strokeEnd - midway) < 0.02, "the new animation starts where the ring was")
        host.settle()
        #expect(ring.presentation()?.strokeEnd == 0.5)
    }
}

/// A layer subclass draws and lays out as Core Animation asks it: Apple, *CALayer.draw(in:)*,
/// *display()* ("do not call this method directly … the layer calls it at appropriate times";
/// content is redrawn only after `setNeedsDisplay()`), *needsDisplayOnBoundsChange*,
/// *layoutSublayers()* (the default calls the delegate's `layoutSublayers(of:)`).
@MainActor
@Suite struct LayerSubclassTests {
    final class Dot: CALayer {
        var draws = 0
        var layouts = 0
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
        }
        override func layoutSublayers() {
            super.layoutSublayers()
            layouts += 1
            sublayers?.first?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 4)
        }
    }

    final class Painter: CALayerDelegate {
        func draw(_ layer: CALayer, in ctx: CGContext) {
            ctx.setFillColor(UIColor.green.cgColor)
            ctx.fill(layer.bounds)
        }
    }

    @Test func aSubclassDrawsOnlyWhenAskedAndLaysOutItsSublayers() {
        let screen = PlainScreen(size: CGSize(width: 200, height: 200))
        let dot = Dot()
        dot.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let bar = CALayer()
        bar.backgroundColor = UIColor.red.cgColor
        dot.addSublayer(bar)
        screen.controller.view.layer.addSublayer(dot)
        screen.host.settle()
        #expect(dot.draws == 0 && screen.host.snapshot().pixel(x: 20, y: 50).b < 10, "no content until setNeedsDisplay")
        #expect(dot.layouts >= 1 && bar.frame == CGRect(x: 0, y: 0, width: 100, height: 4))
        dot.setNeedsDisplay()
        #expect(dot.needsDisplay())
        screen.host.settle()
        let shot = screen.host.snapshot()
        #expect(dot.draws == 1 && !dot.needsDisplay())
        #expect(shot.pixel(x: 20, y: 50).b > 245 && shot.pixel(x: 80, y: 50).b < 10, "the left half drawn blue")
        CATransaction.setDisableActions(true)
        dot.needsDisplayOnBoundsChange = true
        dot.bounds = CGRect(x: 0, y: 0, width: 160, height: 100)
        screen.host.settle()
        #expect(dot.draws == 2, "a new size redraws")
        #expect(bar.frame.width == 160, "and lays out the sublayers again")
        // 160 wide about the same position: it spans x -30 to 130, its left half to x 50.
        let wider = screen.host.snapshot()
        #expect(wider.pixel(x: 40, y: 50).b > 245 && wider.pixel(x: 60, y: 50).b < 10)
    }

    @Test func aPlainLayerDrawsThroughItsDelegateAndAViewIsItsLayersDelegate() {
        let screen = PlainScreen(size: CGSize(width: 200, height: 200))
        let painter = Painter()
        let layer = CALayer()
        layer.delegate = painter
        layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        screen.controller.view.layer.addSublayer(layer)
        layer.setNeedsDisplay()
        screen.host.settle()
        #expect(screen.host.snapshot().pixel(x: 25, y: 25).g > 200)
        #expect(screen.controller.view.layer.delegate === screen.controller.view)
        let object: NSObject = layer
        #expect(object.isEqual(layer) && !object.isEqual(CALayer()))
    }

    /// Core Animation declares `delegate` weak: a delegate that goes reads nil. A view is its own
    /// layer's delegate for as long as the view lives (UIKit's *layer*: never change it).
    @Test func aLayersDelegateIsWeakAndAViewIsItsOwnLayersDelegate() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer.delegate === view)
        let layer = CALayer()
        var painter: Painter? = Painter()
        layer.delegate = painter
        #expect(layer.delegate === painter)
        painter = nil
        #expect(layer.delegate == nil, "a weak delegate reads nil once it has gone")
    }
}

/// Apple, *CAKeyframeAnimation.path*: for a point property, the path the value follows, overriding
/// `values`.
@MainActor
@Suite struct KeyframePathTests {
    @Test func aPositionFollowsThePath() throws {
        let screen = PlainScreen(size: CGSize(width: 300, height: 300))
        let view = screen.addView(CGRect(x: 0, y: 0, width: 20, height: 20), color: .red)
        screen.host.advance(by: 0)
        let route = CGMutablePath()
        route.move(to: CGPoint(x: 0, y: 0))
        route.addLine(to: CGPoint(x: 200, y: 0))
        route.addLine(to: CGPoint(x: 200, y: 200))
        let along = CAKeyframeAnimation(keyPath: "position")
        along.path = route
        along.values = [CGPoint(x: 999, y: 999)]
        along.duration = 1
        view.layer.add(along, forKey: "along")
        screen.host.advance(by: 0.25)
        #expect(try #require(view.layer.presentation()).position == CGPoint(x: 100, y: 0), "a quarter of the length")
        screen.host.advance(by: 0.5)
        #expect(try #require(view.layer.presentation()).position == CGPoint(x: 200, y: 100), "round the corner")
    }
}
