import Testing
import UIKitTesting
import UIKit

/// `layer.mask`: the layer shows only where its mask is opaque, weighted by the mask's alpha, and
/// the mask is laid out in the layer's own coordinates (Core Animation's rule).
@MainActor @Suite struct LayerMaskTests {
    @Test func aShapeLayerMaskShowsTheLayerOnlyInsideItsPath() {
        let screen = PlainScreen()
        screen.controller.view.backgroundColor = .white
        let view = screen.addView(CGRect(x: 50, y: 50, width: 100, height: 100), color: .red)
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 50, height: 100)).cgPath
        view.layer.mask = mask
        let shot = screen.host.snapshot()
        #expect(shot.pixel(x: 60, y: 100) == (255, 0, 0, 255), "inside the path: the layer")
        #expect(shot.pixel(x: 140, y: 100) == (255, 255, 255, 255), "outside the path: what is behind")
        view.layer.mask = nil
        #expect(screen.host.snapshot().pixel(x: 140, y: 100) == (255, 0, 0, 255), "no mask, the whole layer")
    }

    @Test func theMasksAlphaWeighsTheLayerAndItsSublayers() {
        let screen = PlainScreen()
        screen.controller.view.backgroundColor = .white
        let view = screen.addView(CGRect(x: 0, y: 0, width: 100, height: 100), color: .black)
        let child = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 100))
        child.backgroundColor = .blue
        view.addSubview(child)
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        mask.backgroundColor = UIColor(white: 0, alpha: 0.5).cgColor
        view.layer.mask = mask
        let shot = screen.host.snapshot()
        let dark = shot.pixel(x: 20, y: 50)
        #expect(abs(Int(dark.r) - 128) <= 2 && dark.r == dark.g && dark.g == dark.b, "half the black over white")
        let blue = shot.pixel(x: 80, y: 50)
        #expect(abs(Int(blue.r) - 128) <= 2 && blue.b == 255, "the subview is masked with its parent")
    }

    @Test func aMaskViewMasksLikeItsLayer() {
        let screen = PlainScreen()
        screen.controller.view.backgroundColor = .white
        let view = screen.addView(CGRect(x: 0, y: 0, width: 100, height: 100), color: .green)
        let maskView = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        maskView.backgroundColor = .white
        view.mask = maskView
        #expect(view.layer.mask === maskView.layer)
        let shot = screen.host.snapshot()
        #expect(shot.pixel(x: 50, y: 50).g == 255 && shot.pixel(x: 50, y: 50).r == 0)
        #expect(shot.pixel(x: 10, y: 10) == (255, 255, 255, 255))
    }

    @Test func aShapeLayerDrawsItsPathWhateverItsBounds() {
        let screen = PlainScreen()
        screen.controller.view.backgroundColor = .white
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 40, height: 40)).cgPath
        shape.fillColor = UIColor.red.cgColor
        screen.controller.view.layer.addSublayer(shape)
        #expect(screen.host.snapshot().pixel(x: 30, y: 30) == (255, 0, 0, 255), "a zero-size shape layer still draws its path")
    }
}
