import QuartzCore
import Testing
import UIKit
@testable import UIKitTesting
import LabTestSupport
@testable import UIKitCore

/// A view whose layer is a gradient, as apps declare one.
final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

/// Animates `line`'s stroke from nothing to all of it over `duration` seconds.
@MainActor
private func drawStroke(of line: CAShapeLayer, over duration: TimeInterval) {
    let draw = CABasicAnimation(keyPath: "strokeEnd")
    draw.fromValue = 0
    draw.toValue = 1
    draw.duration = duration
    line.add(draw, forKey: "draw")
}

/// A stroke that copies itself from a prototype as apps' prototype pattern does: Core Animation's
/// `init(layer:)` copies the layer's values, the subclass its own.
final class CopiedStroke: CAShapeLayer {
    var points: [CGPoint] = []

    init(start: CGPoint) {
        points = [start]
        super.init()
    }

    override init(layer: Any) {
        points = (layer as? CopiedStroke)?.points ?? []
        super.init(layer: layer)
    }
}

/// A 200 × 200 host with a white root view to add layers to.
@MainActor
private func whiteScreen() -> (HeadlessHost, UIView) {
    let screen = PlainScreen()
    screen.controller.view.backgroundColor = .white
    return (screen.host, screen.controller.view)
}

@MainActor
@Suite struct QuartzCoreLayerTests {
    @Test func aGradientLayerBlendsItsColoursAlongItsLine() {
        let (host, root) = whiteScreen()
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        root.layer.addSublayer(gradient)
        #expect(gradient.superlayer === root.layer)
        host.advance(by: 0)
        let shot = host.snapshot()
        // Top to bottom by default: red at the top, blue at the bottom, half and half in the middle.
        #expect(shot.pixel(x: 100, y: 0).r > 245 && shot.pixel(x: 100, y: 99).b > 245)
        let middle = shot.pixel(x: 100, y: 50)
        #expect(abs(Int(middle.r) - 125) < 8 && abs(Int(middle.b) - 130) < 8)
        #expect(shot.pixel(x: 100, y: 150) == (255, 255, 255, 255), "nothing outside the layer")
        // Across, with a stop at 0.25: blue from a quarter of the way. A standalone layer on screen
        // animates such changes implicitly (Core Animation's rule); this picture wants them at once.
        CATransaction.setDisableActions(true)
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.locations = [0, 0.25]
        host.advance(by: 0)
        let across = host.snapshot()
        #expect(across.pixel(x: 100, y: 50).b > 250 && across.pixel(x: 100, y: 50).r < 5)
        expectGolden(across, "gradient-layer")
        gradient.removeFromSuperlayer()
        host.advance(by: 0)
        #expect(host.snapshot().pixel(x: 100, y: 50) == (255, 255, 255, 255))
    }

    @Test func aViewsLayerClassGivesItAGradientLayer() {
        let (host, root) = whiteScreen()
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layer is CAGradientLayer)
        view.gradientLayer.colors = [UIColor.green.cgColor, UIColor.green.cgColor]
        root.addSubview(view)
        host.advance(by: 0)
        #expect(host.snapshot().pixel(x: 50, y: 50).g > 250)
    }

    @Test func sublayersKeepTheirOrder() {
        let (host, root) = whiteScreen()
        let below = CALayer()
        below.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        below.backgroundColor = UIColor.red.cgColor
        let above = CALayer()
        above.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        above.backgroundColor = UIColor.blue.cgColor
        root.layer.addSublayer(above)
        root.layer.insertSublayer(below, at: 0)
        host.advance(by: 0)
        #expect(root.layer.sublayers?.first === below)
        let shot = host.snapshot()
        #expect(shot.pixel(x: 75, y: 75).b == 255, "the sublayer added later is on top")
        #expect(shot.pixel(x: 25, y: 25).r == 255)
        // Apple, *sublayers*: setting it replaces the sublayers, in the array's order.
        root.layer.sublayers = [above, below]
        #expect(root.layer.sublayers?.count == 2 && root.layer.sublayers?.last === below)
        #expect(host.snapshot().pixel(x: 75, y: 75).r == 255, "now the red one is on top")
        root.layer.sublayers?.removeAll()
        #expect(root.layer.sublayers == nil && above.superlayer == nil && below.superlayer == nil)
        #expect(host.snapshot().pixel(x: 75, y: 75) == (255, 255, 255, 255))
    }
}

@MainActor
@Suite struct ShapeLayerTests {
    @Test func pathsHoldTheirShapes() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval.contains(CGPoint(x: 50, y: 25)) && !oval.contains(CGPoint(x: 3, y: 3)))
        #expect(abs(oval.cgPath.boundingBoxOfPath.width - 100) < 0.01)
        // UIKit's clockwise is clockwise on screen: from 0 (right) through π/2 (down).
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(arc.currentPoint.x) < 1e-9 && abs(arc.currentPoint.y - 10) < 1e-9)
        #expect(arc.bounds.maxY > 9 && arc.bounds.minY > -1e-9, "through the lower right quarter")
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        path.closeSubpath()
        #expect(path.contains(CGPoint(x: 8, y: 2)) && !path.contains(CGPoint(x: 2, y: 8)))
    }

    @Test func aShapeLayerFillsAndStrokesItsPath() {
        let (host, root) = whiteScreen()
        let disc = CAShapeLayer()
        disc.frame = root.bounds
        disc.path = UIBezierPath(ovalIn: CGRect(x: 50, y: 50, width: 100, height: 100)).cgPath
        disc.fillColor = UIColor.red.cgColor
        root.layer.addSublayer(disc)
        let ring = CAShapeLayer()
        ring.frame = root.bounds
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 100, y: 100), radius: 80, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.blue.cgColor
        ring.lineWidth = 8
        ring.strokeEnd = 0.5
        root.layer.addSublayer(ring)
        host.advance(by: 0)
        let shot = host.snapshot()
        #expect(shot.pixel(x: 100, y: 100) == (255, 0, 0, 255), "the disc's inside")
        #expect(shot.pixel(x: 55, y: 55) == (255, 255, 255, 255), "outside the oval, inside its box")
        // Half the ring, clockwise from the top: the right side is drawn, the left is not.
        #expect(shot.pixel(x: 180, y: 100).b == 255 && shot.pixel(x: 180, y: 100).r == 0)
        #expect(shot.pixel(x: 20, y: 100) == (255, 255, 255, 255))
        expectGolden(shot, "shape-layer")
    }

    @Test func strokeEndAnimates() {
        let (host, root) = whiteScreen()
        let line = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 100))
        path.addLine(to: CGPoint(x: 200, y: 100))
        line.path = path.cgPath
        line.strokeColor = UIColor.black.cgColor
        line.lineWidth = 4
        line.frame = root.bounds
        root.layer.addSublayer(line)
        drawStroke(of: line, over: 1)
        host.advance(by: 0.5)
        let shot = host.snapshot()
        #expect(shot.pixel(x: 90, y: 100).r == 0 && shot.pixel(x: 110, y: 100).r == 255)
        host.settle()
        #expect(host.snapshot().pixel(x: 190, y: 100).r == 0)
    }

    /// An app tags an animation with `setValue(_:forKey:)` and its delegate reads the tag back from
    /// the animation it is given, the copy the layer runs (Core Animation's key-value coding extension).
    @Test func anAnimationKeepsTheValuesAnAppTagsItWith() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.setValue("form", forKey: "name")
        fade.setValue(3, forKey: "index")
        #expect(fade.value(forKey: "name") as? String == "form" && fade.value(forKey: "missing") == nil)
        let running = fade.copyForLayer()
        #expect(running.value(forKey: "index") as? Int == 3, "the layer's copy keeps them")
        fade.setValue(nil, forKey: "name")
        #expect(fade.value(forKey: "name") == nil)
        let path = NSIndexPath(row: 4, section: 1)
        #expect(path.row == 4 && path.section == 1 && NSIndexPath(item: 2, section: 0).item == 2, "UIKit's NSIndexPath members")
    }

    /// `init(layer:)` makes a new layer with the given layer's values (Apple, *init(layer:)*: a
    /// subclass overrides it to copy its own fields, then calls the superclass's).
    @Test func initLayerCopiesTheLayersValuesAndASubclassAddsItsOwn() {
        let original = CopiedStroke(start: CGPoint(x: 1, y: 2))
        original.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        original.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        original.strokeColor = UIColor.red.cgColor
        original.lineWidth = 3
        original.opacity = 0.5
        original.cornerRadius = 4
        original.name = "stroke"
        let copy = CopiedStroke(layer: original)
        #expect(copy !== original && copy.points == [CGPoint(x: 1, y: 2)])
        #expect(copy.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(copy.path?.boundingBox == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(copy.strokeColor?.rgba == UIColor.red.rgba && copy.lineWidth == 3)
        #expect(copy.opacity == 0.5 && copy.cornerRadius == 4 && copy.name == "stroke")
        copy.lineWidth = 8
        #expect(original.lineWidth == 3, "the copy is a layer of its own")
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        let copiedGradient = CAGradientLayer(layer: gradient)
        #expect(copiedGradient.colors?.count == 2 && copiedGradient.startPoint == CGPoint(x: 0, y: 0.5))
    }

    @Test func aShapeLayersPresentationIsAShapeLayerWithTheAnimatedStrokeEnd() {
        let (host, root) = whiteScreen()
        let line = CAShapeLayer()
        line.frame = root.bounds
        line.strokeColor = UIColor.black.cgColor
        root.layer.addSublayer(line)
        drawStroke(of: line, over: 1)
        host.advance(by: 0.25)
        // Typed as the layer's own class, as Core Animation declares it (`-> Self?`).
        let presented: CAShapeLayer? = line.presentation()
        #expect(abs((presented?.strokeEnd ?? -1) - 0.25) < 0.02, "\(String(describing: presented?.strokeEnd))")
        #expect(line.strokeEnd == 1, "the model holds the value set")
        #expect(presented?.model() === line && line.model() === line)
        #expect(presented?.strokeColor == line.strokeColor)
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        root.layer.addSublayer(gradient)
        let presentedGradient: CAGradientLayer? = gradient.presentation()
        #expect(presentedGradient?.colors?.count == 2 && presentedGradient?.startPoint == CGPoint(x: 0, y: 0.5))
    }

    final class RingLayer: CAShapeLayer {}

    @Test func aLayerSubclassOfYourOwnAnswersItsModelAsItsPresentationAndSaysSoOnce() {
        let (host, root) = whiteScreen()
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let ring = RingLayer()
        root.layer.addSublayer(ring)
        host.run {
            #expect(ring.presentation() === ring)
            #expect(ring.presentation() === ring)
        }
        #expect(warnings.count == 1 && warnings[0].contains("RingLayer"))
    }

    final class RingView: UIView {
        override class var layerClass: AnyClass { RingLayer.self }
    }

    /// A view whose `layerClass` is a layer class of the app's is valid UIKit code: it keeps running,
    /// backed by the lab class the layer derives from, and says once what it cannot do.
    @Test func aLayerClassOfYourOwnBacksTheViewWithItsLabAncestor() {
        let (host, root) = whiteScreen()
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let (first, second) = host.run { (RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)), RingView()) }
        root.addSubview(first)
        host.run { #expect(first.layer is CAShapeLayer && second.layer is CAShapeLayer) }
        (first.layer as? CAShapeLayer)?.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
        host.settle()
        #expect(host.snapshot().pixel(x: 20, y: 20) == (0, 0, 0, 255), "it draws as a shape layer")
        #expect(warnings.count == 1 && warnings[0].contains("RingLayer"))
    }

    /// Core Animation lets a view's layer be added to another layer; here its view becomes a subview
    /// there (the lab's layer tree is its view tree), said once, and nothing stops.
    @Test func aViewsLayerAddedAsASublayerShowsThere() {
        let (host, root) = whiteScreen()
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let holder = UIView(frame: CGRect(x: 50, y: 50, width: 60, height: 60))
        let tile = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        tile.backgroundColor = .black
        root.addSubview(holder)
        host.run { holder.layer.addSublayer(tile.layer) }
        #expect(tile.layer.superlayer === holder.layer)
        host.settle()
        #expect(host.snapshot().pixel(x: 70, y: 70) == (0, 0, 0, 255))
        #expect(warnings.count == 1)
    }

    /// Apple: `isGeometryFlipped` flips the geometry of the layer and its sublayers vertically: a
    /// path and a sublayer placed at the top of a flipped layer show at its bottom.
    @Test func aFlippedLayerPlacesItsPathAndSublayersFromTheBottom() {
        let screen = PlainScreen(size: CGSize(width: 200, height: 200))
        screen.controller.view.backgroundColor = .white
        for flipped in [false, true] {
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: flipped ? 100 : 0, y: 0, width: 100, height: 100)
            shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 10)).cgPath
            shape.fillColor = UIColor.red.cgColor
            let dot = CALayer()
            dot.frame = CGRect(x: 0, y: 80, width: 100, height: 10)
            dot.backgroundColor = UIColor.blue.cgColor
            shape.isGeometryFlipped = flipped
            shape.addSublayer(dot)
            screen.controller.view.layer.addSublayer(shape)
        }
        screen.host.settle()
        let snapshot = screen.host.snapshot()
        #expect(snapshot.pixel(x: 50, y: 5) == (255, 0, 0, 255), "unflipped: the path at the top")
        #expect(snapshot.pixel(x: 150, y: 95) == (255, 0, 0, 255), "flipped: the same path at the bottom")
        #expect(snapshot.pixel(x: 150, y: 5) == (255, 255, 255, 255))
        #expect(snapshot.pixel(x: 50, y: 85) == (0, 0, 255, 255), "unflipped: the sublayer 80 points down")
        #expect(snapshot.pixel(x: 150, y: 15) == (0, 0, 255, 255) && snapshot.pixel(x: 150, y: 85) != (0, 0, 255, 255),
                "flipped: the sublayer's y of 80 is measured up from the bottom")
    }
}

