import Foundation
import Testing
import UIKit
import UIKitTesting

/// `tintAdjustmentMode` as UIKit documents it: `.automatic` takes the superview's mode (`.normal`
/// at the top), `.dimmed` desaturates the tint of the view and of the subviews that inherit it,
/// and a change tells them through `tintColorDidChange()`. With the colour readers it needs:
/// `getHue(_:saturation:brightness:alpha:)`, `CGColor.colorSpace`, `CGColorSpace.model`.
@MainActor
@Suite struct TintAdjustmentTests {
    final class Watcher: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    private func components(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    @Test func aDimmedViewAndWhatInheritsItShowTheTintDesaturated() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = Watcher(frame: .zero), own = Watcher(frame: .zero)
        own.tintAdjustmentMode = .normal
        container.addSubview(child)
        container.addSubview(own)
        host.run { host.window.addSubview(container) }
        container.tintColor = .systemRed
        child.changes = 0; own.changes = 0
        #expect(child.tintAdjustmentMode == .normal, "automatic reads as the mode in effect")
        container.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed && own.tintAdjustmentMode == .normal)
        #expect(child.changes == 1, "told, as its tint changed")
        let dimmed = components(child.tintColor)
        #expect(abs(dimmed[0] - dimmed[1]) < 0.001 && abs(dimmed[1] - dimmed[2]) < 0.001, "grey")
        #expect(dimmed[3] == 1)
        #expect(components(own.tintColor) == components(.systemRed), "a view set to normal keeps the colour")
        container.tintAdjustmentMode = .automatic
        #expect(components(child.tintColor) == components(.systemRed))
    }

    @Test func hueSaturationAndBrightnessAreReadAsUIKitReadsThem() {
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 2.0 / 3) < 0.0001 && s == 1 && v == 1 && a == 0.5)
        UIColor(hue: 0.25, saturation: 0.5, brightness: 0.8, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(abs(h - 0.25) < 0.001 && abs(s - 0.5) < 0.001 && abs(v - 0.8) < 0.001, "back to what made it")
        UIColor(white: 0.4, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(h == 0 && s == 0 && abs(v - 0.4) < 0.001)
        #expect(UIColor.red.cgColor.colorSpace?.model == .rgb && UIColor.red.cgColor.numberOfComponents == 4)
    }
}
