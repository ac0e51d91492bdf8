import Foundation
import Testing
import UIKitTesting
import UIKit

/// Drawings turned into images, and the rest of Core Graphics' drawing, as UIKit and Core
/// Graphics document them: `UIGraphicsImageRenderer`, the image contexts, `CALayer.render(in:)`,
/// `drawHierarchy(in:afterScreenUpdates:)`, images and text in drawings, dashes, radial gradients.
@MainActor @Suite struct ImageRendererTests {
    typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    /// The pixel at (x, y) in pixels (not points) of `image`.
    private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> Pixel {
        let bytes = image.bitmap.rgbaBytes, width = image.bitmap.width
        let offset = (y * width + x) * 4
        return (bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3])
    }

    private func format(scale: CGFloat, opaque: Bool = false) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = opaque
        return format
    }

    @Test func anImageRendererDrawsItsActionsAtTheFormatsScale() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format(scale: 2))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            #expect(UIGraphicsGetCurrentContext() === context.cgContext, "the actions draw in the current context")
        }
        #expect(image.size == CGSize(width: 10, height: 10) && image.scale == 2)
        #expect(image.cgImage?.width == 20 && image.cgImage?.height == 20)
        #expect(pixel(image, 4, 10) == (255, 0, 0, 255))
        #expect(pixel(image, 15, 10).a == 0, "undrawn pixels of a non-opaque image are transparent")
        #expect(UIGraphicsGetCurrentContext() == nil, "the context is current only during the actions")
    }

    @Test func anOpaqueImageIsBlackWhereNothingWasDrawnAndTheDefaultScaleIsTheScreens() {
        let opaque = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format(scale: 1, opaque: true)).image { _ in }
        #expect(pixel(opaque, 1, 1) == (0, 0, 0, 255))
        let host = HeadlessHost(device: .iPhoneSE3)
        host.run {
            #expect(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }.scale == 2, "the SE's screen is 2×")
        }
    }

    @Test func pngDataDecodesToTheSamePixels() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 3), format: format(scale: 1))
        let data = renderer.pngData { _ in
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 3, height: 3)).fill()
        }
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 6, height: 3))
        #expect(pixel(decoded, 1, 1) == (0, 0, 255, 255) && pixel(decoded, 5, 1).a == 0)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }

    @Test func theCurrentImageHoldsWhatWasDrawnSoFar() {
        var halfway: UIImage?
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format(scale: 1)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            halfway = context.currentImage
            UIColor.green.setFill()
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
        }
        #expect(pixel(halfway!, 3, 1).a == 0 && pixel(halfway!, 0, 1) == (255, 0, 0, 255))
        #expect(pixel(image, 3, 1) == (0, 255, 0, 255))
    }

    @Test func imageContextsGiveTheirImageAndEndAsTheCurrentContext() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 3), false, 2)
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 3, height: 3))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.scale == 2 && image?.cgImage?.width == 6)
        #expect(image.map { pixel($0, 5, 5) } ?? (0, 0, 0, 0) == (0, 255, 0, 255))
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    /// Top half red, bottom half blue, 2 × 2 pixels.
    private func twoBands() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format(scale: 1)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        }
    }

    @Test func uiImageDrawsUprightWhileCoreGraphicsDrawsItsImageFromTheBottomUp() {
        let bands = twoBands()
        let upright = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format(scale: 1)).image { _ in
            bands.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(pixel(upright, 5, 2) == (255, 0, 0, 255) && pixel(upright, 5, 8) == (0, 0, 255, 255))
        let flipped = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format(scale: 1)).image { context in
            context.cgContext.draw(bands.cgImage!, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(pixel(flipped, 5, 2) == (0, 0, 255, 255) && pixel(flipped, 5, 8) == (255, 0, 0, 255),
                "a CGImage drawn straight into a UIKit context shows upside down: \(pixel(flipped, 5, 2)) \(pixel(flipped, 5, 8))")
        let atPoint = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format(scale: 1)).image { _ in
            bands.draw(at: CGPoint(x: 2, y: 2))
        }
        #expect(pixel(atPoint, 1, 1).a == 0 && pixel(atPoint, 3, 2) == (255, 0, 0, 255) && pixel(atPoint, 3, 3) == (0, 0, 255, 255))
    }

    @Test func textDrawsInItsAttributesAndMeasuresOneLineOfTheFont() {
        let font = UIFont.systemFont(ofSize: 20)
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.red]
        let size = "Hello".size(withAttributes: attributes)
        #expect(size.height == font.lineHeight && size.width > 20)
        #expect(("Hello" as NSString).size(withAttributes: nil).height == UIFont.systemFont(ofSize: 12).lineHeight,
                "without a font, 12 points")
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 30), format: format(scale: 1)).image { _ in
            "Hello".draw(at: CGPoint(x: 0, y: 0), withAttributes: attributes)
        }
        var red = 0, other = 0
        var others: [String] = []
        for y in 0..<30 { for x in 0..<100 {
            // Red at the pixel's coverage: the stored colour is premultiplied by its alpha.
            let p = pixel(image, x, y)
            if p.a > 200 { if Int(p.r) >= Int(p.a) - 6 && p.g < 60 && p.b < 60 { red += 1 } else { other += 1; others.append("\(x),\(y): \(p)") } }
        } }
        #expect(red > 40 && other == 0, "red glyphs: \(red) red pixels, \(other) others: \(others)")
        let inked = (0..<100).filter { x in (0..<30).contains { pixel(image, x, $0).a > 0 } }
        #expect(Double(inked.max() ?? 0) <= Double(size.width) + 1, "the ink stays within the measured width")
    }

    @Test func textInARectWrapsAtWordsAndIsCutAtTheRect() {
        let font = UIFont.systemFont(ofSize: 10)
        let text = NSAttributedString(string: "one two three four five six seven eight nine ten",
                                      attributes: [.font: font, .foregroundColor: UIColor.black])
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60), format: format(scale: 1)).image { _ in
            text.draw(in: CGRect(x: 0, y: 0, width: 60, height: font.lineHeight * 2))
        }
        let rows = (0..<60).filter { y in (0..<60).contains { pixel(image, $0, y).a > 0 } }
        #expect((rows.max() ?? 0) < Int(font.lineHeight * 2) + 1, "two lines, the rest cut: rows \(rows)")
        #expect((rows.max() ?? 0) > Int(font.lineHeight), "the text wrapped onto a second line")
    }

    /// A corner is joined as `lineJoinStyle` says: a miter reaches the outer edges' meeting point
    /// (miter, Core Graphics' default, with a limit of 10), a bevel cuts it straight, a round join
    /// is a disc; a miter longer than `miterLimit` line widths is bevelled (Core Graphics,
    /// *CGLineJoin* and *setMiterLimit(_:)*; a right angle's miter is √2 widths long).
    @Test func cornersAreJoinedAsTheLineJoinSays() {
        func corner(_ join: CGLineJoin, miterLimit: CGFloat = 10) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 45, height: 45), format: format(scale: 1)).image { _ in
                let path = UIBezierPath()
                path.move(to: CGPoint(x: 5, y: 35))
                path.addLine(to: CGPoint(x: 35, y: 35))
                path.addLine(to: CGPoint(x: 35, y: 5))
                path.lineWidth = 10
                path.lineJoinStyle = join
                path.miterLimit = miterLimit
                UIColor.black.setStroke()
                path.stroke()
            }
        }
        let miter = corner(.miter), bevel = corner(.bevel), round = corner(.round), limited = corner(.miter, miterLimit: 1.2)
        #expect(pixel(miter, 39, 39).a > 200, "the miter fills the outer corner")
        #expect(pixel(bevel, 39, 39).a < 50 && pixel(bevel, 36, 36).a > 200, "the bevel cuts it along the diagonal")
        #expect(pixel(round, 39, 39).a < 50 && pixel(round, 37, 37).a > 200, "the round join is a disc of half the width")
        #expect(pixel(limited, 39, 39).a < 50 && pixel(limited, 36, 36).a > 200, "past the miter limit, a bevel")
        #expect(pixel(miter, 20, 20).a < 50, "the inside of the corner stays empty")
    }

    @Test func dashesAlternatePaintedAndUnpaintedLengths() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 4), format: format(scale: 1)).image { context in
            let cg = context.cgContext
            cg.setStrokeColor(UIColor.black.cgColor)
            cg.setLineWidth(2)
            cg.setLineDash(phase: 2, lengths: [6, 4])
            cg.move(to: CGPoint(x: 0, y: 2))
            cg.addLine(to: CGPoint(x: 40, y: 2))
            cg.strokePath()
        }
        // Phase 2: painted 0–4, gap 4–8, painted 8–14, gap 14–18…
        let painted = (0..<40).map { pixel(image, $0, 1).a > 128 }
        #expect(painted[1] && painted[3] && !painted[5] && !painted[7] && painted[9] && painted[13] && !painted[15] && painted[19])
    }

    @Test func aShapeLayersDashPatternDashesItsStroke() {
        let screen = PlainScreen()
        screen.controller.view.backgroundColor = .white
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 100))
        path.addLine(to: CGPoint(x: 200, y: 100))
        shape.path = path.cgPath
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 4
        shape.lineDashPattern = [10, 10]
        screen.controller.view.layer.addSublayer(shape)
        let shot = screen.host.snapshot()
        #expect(shot.pixel(x: 5, y: 100).r < 50 && shot.pixel(x: 15, y: 100).r > 200 && shot.pixel(x: 25, y: 100).r < 50)
    }

    @Test func aRadialGradientRunsFromTheStartCircleToTheEndCircle() {
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [UIColor.black.cgColor, UIColor.white.cgColor] as CFArray, locations: [0, 1])!
        func draw(_ options: CGGradientDrawingOptions) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format(scale: 1)).image { context in
                context.cgContext.drawRadialGradient(gradient, startCenter: CGPoint(x: 20, y: 20), startRadius: 0,
                                                     endCenter: CGPoint(x: 20, y: 20), endRadius: 16, options: options)
            }
        }
        let plain = draw([])
        let centre = pixel(plain, 20, 20), middle = pixel(plain, 28, 20), edge = pixel(plain, 35, 20)
        #expect(centre.r < 30 && abs(Int(middle.r) - 128) < 25 && edge.r > 220, "\(centre) \(middle) \(edge)")
        #expect(pixel(plain, 1, 1).a == 0, "without options nothing is drawn beyond the end circle")
        #expect(pixel(draw(.drawsAfterEndLocation), 1, 1) == (255, 255, 255, 255), "extended, the last colour goes on")
    }

    @Test func aLinearGradientFillsOnlyBetweenItsEndsUnlessItsOptionsExtendIt() {
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1])!
        func draw(from start: CGPoint, to end: CGPoint, _ options: CGGradientDrawingOptions) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format(scale: 1)).image { context in
                context.cgContext.drawLinearGradient(gradient, start: start, end: end, options: options)
            }
        }
        let plain = draw(from: CGPoint(x: 10, y: 0), to: CGPoint(x: 30, y: 0), [])
        #expect(pixel(plain, 5, 20).a == 0 && pixel(plain, 35, 20).a == 0, "nothing before the start or after the end")
        #expect(pixel(plain, 11, 20).r > 200 && pixel(plain, 29, 20).b > 200)
        let before = draw(from: CGPoint(x: 10, y: 0), to: CGPoint(x: 30, y: 0), .drawsBeforeStartLocation)
        #expect(pixel(before, 5, 20) == (255, 0, 0, 255) && pixel(before, 35, 20).a == 0)
        let both = draw(from: CGPoint(x: 10, y: 0), to: CGPoint(x: 30, y: 0), [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(pixel(both, 5, 20) == (255, 0, 0, 255) && pixel(both, 35, 20) == (0, 0, 255, 255))
        // On a diagonal: the corners beyond the ends stay empty, the middle is drawn.
        let diagonal = draw(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 30, y: 30), [])
        #expect(pixel(diagonal, 2, 2).a == 0 && pixel(diagonal, 37, 37).a == 0 && pixel(diagonal, 20, 20).a > 200)
    }

    @Test func aLayerRendersItsTreeAndAViewDrawsItsHierarchyScaledIntoARect() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        card.backgroundColor = .red
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        badge.backgroundColor = .blue
        card.addSubview(badge)
        let rendered = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format(scale: 1)).image { context in
            card.layer.render(in: context.cgContext)
        }
        #expect(pixel(rendered, 5, 5) == (255, 0, 0, 255) && pixel(rendered, 15, 15) == (0, 0, 255, 255))
        var drew = false
        let half = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format(scale: 1)).image { _ in
            drew = card.drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: true)
        }
        #expect(drew)
        #expect(pixel(half, 2, 2) == (255, 0, 0, 255) && pixel(half, 7, 7) == (0, 0, 255, 255) && pixel(half, 15, 15).a == 0)
        #expect(card.drawHierarchy(in: card.bounds, afterScreenUpdates: false) == false, "no context, nothing drawn")
    }

    @Test func aLayersContentsImageFillsItsBoundsByItsGravity() {
        let screen = PlainScreen()
        screen.controller.view.backgroundColor = .white
        let view = screen.addView(CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layer.contents = twoBands().cgImage
        var shot = screen.host.snapshot()
        #expect(shot.pixel(x: 50, y: 10) == (255, 0, 0, 255) && shot.pixel(x: 50, y: 40) == (0, 0, 255, 255), "resized to the bounds")
        view.layer.contentsGravity = .resizeAspect
        shot = screen.host.snapshot()
        #expect(shot.pixel(x: 10, y: 10) == (255, 255, 255, 255) && shot.pixel(x: 50, y: 10) == (255, 0, 0, 255),
                "a square image fitted in a wide layer leaves the sides empty")
        view.layer.contentsGravity = .bottomRight
        shot = screen.host.snapshot()
        #expect(shot.pixel(x: 99, y: 49) == (0, 0, 255, 255) && shot.pixel(x: 98, y: 48) == (255, 0, 0, 255),
                "a 2 × 2 point image at its own size in the bottom right corner")
        #expect(shot.pixel(x: 50, y: 25) == (255, 255, 255, 255))
    }

    @Test func aLayerThatMasksToBoundsMasksItsShadowToo() {
        let screen = PlainScreen()
        screen.controller.view.backgroundColor = .white
        let card = screen.addView(CGRect(x: 50, y: 50, width: 100, height: 100), color: .white)
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        #expect(screen.host.snapshot().pixel(x: 100, y: 155).r < 200, "the shadow shows below the card")
        card.clipsToBounds = true
        #expect(screen.host.snapshot().pixel(x: 100, y: 155) == (255, 255, 255, 255), "masked with the card's bounds")
    }
}
