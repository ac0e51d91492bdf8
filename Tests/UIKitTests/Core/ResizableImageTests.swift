import Foundation
import Testing
import UIKit
import UIKitTesting

/// Resizable images as UIKit documents them: `resizableImage(withCapInsets:)` keeps the caps at
/// their size and tiles the middle, `.stretch` stretches it, `stretchableImage(withLeftCapWidth:topCapHeight:)`
/// leaves one point to stretch; image views (and the button backgrounds they show) draw them so.
/// Sources: docs/PORTING.md, "Images".
@MainActor
@Suite struct ResizableImageTests {
    /// A 30-point square: a 10-point red frame around a blue middle.
    private func framedSquare() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
    }

    /// 20 points wide: 5-point black caps either side of a middle, green then yellow.
    private func stripe() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            UIColor.green.setFill()
            context.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
            UIColor.yellow.setFill()
            context.fill(CGRect(x: 10, y: 0, width: 5, height: 10))
        }
    }

    private func shoot(_ image: UIImage, in size: CGSize) -> Snapshot {
        let host = HeadlessHost(size: CGSize(width: 200, height: 120))
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let view = UIImageView(image: image)
        view.frame = CGRect(origin: .zero, size: size)
        controller.view.addSubview(view)
        host.rootViewController = controller
        host.settle()
        return host.snapshot()
    }

    @Test func itRemembersItsCapsAndHowItsMiddleFills() {
        let plain = framedSquare()
        #expect(plain.capInsets == .zero && plain.resizingMode == .tile)
        let caps = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let tiled = plain.resizableImage(withCapInsets: caps)
        #expect(tiled.capInsets == caps && tiled.resizingMode == .tile && tiled.size == plain.size)
        let stretched = plain.resizableImage(withCapInsets: caps, resizingMode: .stretch)
        #expect(stretched.resizingMode == .stretch)
        #expect(stretched.withRenderingMode(.alwaysTemplate).capInsets == caps, "a copy keeps the caps")
        let old = plain.stretchableImage(withLeftCapWidth: 12, topCapHeight: 0)
        #expect(old.capInsets == UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 17) && old.resizingMode == .stretch)
        #expect(old.leftCapWidth == 12 && old.topCapHeight == 0)
    }

    @Test func theCapsKeepTheirSizeWhereAPlainImageStretchesThem() {
        let caps = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let plain = shoot(framedSquare(), in: CGSize(width: 120, height: 60))
        #expect(plain.pixel(x: 25, y: 30).r > 200 && plain.pixel(x: 25, y: 30).b < 60, "stretched four times, the frame is 40 points wide")
        let resizable = shoot(framedSquare().resizableImage(withCapInsets: caps, resizingMode: .stretch), in: CGSize(width: 120, height: 60))
        #expect(resizable.pixel(x: 5, y: 5).r > 200, "the corner cap")
        #expect(resizable.pixel(x: 25, y: 30).b > 200 && resizable.pixel(x: 25, y: 30).r < 60, "past the 10-point cap, the middle")
        #expect(resizable.pixel(x: 114, y: 30).r > 200 && resizable.pixel(x: 105, y: 30).b > 200, "the right cap 10 points wide")
        #expect(resizable.pixel(x: 60, y: 55).r > 200, "the bottom cap")
    }

    @Test func theMiddleTilesUnlessItStretches() {
        let caps = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        let tiled = shoot(stripe().resizableImage(withCapInsets: caps), in: CGSize(width: 100, height: 10))
        // The 10-point middle repeats every 10 points from x = 5: green, then yellow.
        #expect(tiled.pixel(x: 5 + 2, y: 5).g > 200 && tiled.pixel(x: 5 + 2, y: 5).r < 60)
        #expect(tiled.pixel(x: 5 + 17, y: 5).r > 200 && tiled.pixel(x: 5 + 17, y: 5).g > 200, "the second tile's yellow half")
        #expect(tiled.pixel(x: 5 + 32, y: 5).g > 200 && tiled.pixel(x: 5 + 32, y: 5).r < 60, "the fourth tile's green half")
        #expect(tiled.pixel(x: 97, y: 5).r < 40 && tiled.pixel(x: 97, y: 5).g < 40, "the black right cap")
        let stretched = shoot(stripe().resizableImage(withCapInsets: caps, resizingMode: .stretch), in: CGSize(width: 100, height: 10))
        #expect(stretched.pixel(x: 5 + 17, y: 5).g > 200 && stretched.pixel(x: 5 + 17, y: 5).r < 60, "stretched: green for the first half")
        #expect(stretched.pixel(x: 5 + 60, y: 5).r > 200, "then yellow")
    }

    @Test func aButtonsBackgroundImageKeepsItsCaps() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 120))
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let button = UIButton(type: .custom)
        button.setBackgroundImage(framedSquare().resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 150, height: 50)
        controller.view.addSubview(button)
        host.rootViewController = controller
        host.settle()
        let shot = host.snapshot()
        #expect(shot.pixel(x: 30, y: 25).b > 200 && shot.pixel(x: 5, y: 25).r > 200)
    }

    /// UIKit's `draw(in:)` of a resizable image keeps its caps too ("the image is drawn using its
    /// cap insets", *UIImage.draw(in:)* with *resizableImage(withCapInsets:)*): into an image
    /// renderer, the red frame stays 10 points wide around the blue middle.
    @Test func drawingIntoAContextKeepsTheCaps() throws {
        let image = framedSquare().resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 60), format: format).image { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 120, height: 60))
        }
        let shot = try Snapshot(pngData: try #require(drawn.pngData()))
        #expect(shot.pixel(x: 5, y: 5).r > 200 && shot.pixel(x: 5, y: 5).b < 60, "the corner cap")
        #expect(shot.pixel(x: 25, y: 30).b > 200 && shot.pixel(x: 25, y: 30).r < 60, "past the 10-point cap, the middle")
        #expect(shot.pixel(x: 114, y: 30).r > 200, "the right cap")
        #expect(shot.pixel(x: 60, y: 55).r > 200 && shot.pixel(x: 60, y: 45).b > 200, "the bottom cap 10 points high")
    }
}
