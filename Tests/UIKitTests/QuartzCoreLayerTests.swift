import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// A view whose layer is a gradient, as apps declare one.
final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

@MainActor
@Suite(.serialized) struct QuartzCoreLayerTests {
    private func screen() -> (HeadlessHost, UIView) {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        host.rootViewController = controller
        return (host, controller.view)
    }

    @Test func aGradientLayerBlendsItsColoursAlongItsLine() {
        let (host, root) = screen()
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
        // Across, with a stop at 0.25: blue from a quarter of the way.
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
        let (host, root) = screen()
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layer is CAGradientLayer)
        view.gradientLayer.colors = [UIColor.green.cgColor, UIColor.green.cgColor]
        root.addSubview(view)
        host.advance(by: 0)
        #expect(host.snapshot().pixel(x: 50, y: 50).g > 250)
    }

    @Test func sublayersKeepTheirOrder() {
        let (host, root) = screen()
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
    }
}
