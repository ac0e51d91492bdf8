import Testing
import UIKit
import UIKitTesting
import LabTestSupport
@testable import UIKitCore

/// Channels equal within one step (rounding of half values may go either way).
func close(_ a: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ b: (UInt8, UInt8, UInt8, UInt8)) -> Bool {
    abs(Int(a.r) - Int(b.0)) <= 1 && abs(Int(a.g) - Int(b.1)) <= 1 && abs(Int(a.b) - Int(b.2)) <= 1 && abs(Int(a.a) - Int(b.3)) <= 1
}

@MainActor
@Suite struct RenderingTests {
    private func host(_ build: (UIView) -> Void) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 160, height: 120))
        let controller = UIViewController()
        host.rootViewController = controller
        controller.view.backgroundColor = .white
        build(controller.view)
        host.advance(by: 0)
        return host
    }

    @Test func aTranslucentCapsuleIsOneEvenTint() {
        // Radius half the height: the capsule's sides have no length, and its outline repeats points.
        let host = host { root in
            let capsule = UIView(frame: CGRect(x: 4.5, y: 20, width: 150.333, height: 80))
            capsule.backgroundColor = UIColor.black.withAlphaComponent(0.3)
            capsule.layer.cornerRadius = 40
            capsule.clipsToBounds = true
            root.addSubview(capsule)
        }
        let shot = host.snapshot(), inside = shot.pixel(x: 80, y: 60)
        var uneven: [String] = []
        for y in 30...90 {
            for x in 50...110 where shot.pixel(x: x, y: y) != inside { uneven.append("(\(x), \(y))") }
        }
        #expect(uneven.isEmpty, "no pixel blended twice: \(uneven.prefix(5))")
    }

    /// masksToBounds (`clipsToBounds`) clips a layer's own contents, not only its sublayers: an
    /// aspect-filled photo stays in its square, a rounded one loses its corners (Apple,
    /// *CALayer.masksToBounds*: "sublayers and contents are clipped to the layer's bounds").
    @Test func clipsToBoundsCutsAnImageViewsOwnImage() {
        let photo = UIImage(rgbaPixels: Array([[UInt8]](repeating: [255, 0, 0, 255], count: 40 * 20).joined()), width: 40, height: 20, scale: 1)!
        let host = host { root in
            let filled = UIImageView(frame: CGRect(x: 40, y: 10, width: 20, height: 20))
            filled.image = photo
            filled.contentMode = .scaleAspectFill
            filled.clipsToBounds = true
            let rounded = UIImageView(frame: CGRect(x: 10, y: 60, width: 40, height: 40))
            rounded.image = photo
            rounded.layer.cornerRadius = 20
            rounded.clipsToBounds = true
            let unclipped = UIImageView(frame: CGRect(x: 140, y: 10, width: 20, height: 20))
            unclipped.image = photo
            unclipped.contentMode = .scaleAspectFill
            root.addSubview(filled)
            root.addSubview(rounded)
            root.addSubview(unclipped)
        }
        let shot = host.snapshot()
        #expect(shot.pixel(x: 50, y: 20) == (255, 0, 0, 255))
        #expect(shot.pixel(x: 35, y: 20) == (255, 255, 255, 255), "the aspect-filled overhang is cut")
        #expect(shot.pixel(x: 65, y: 20) == (255, 255, 255, 255))
        #expect(shot.pixel(x: 30, y: 80) == (255, 0, 0, 255))
        #expect(shot.pixel(x: 11, y: 61) == (255, 255, 255, 255), "the rounded corner is cut")
        #expect(shot.pixel(x: 135, y: 20) == (255, 0, 0, 255), "without clipsToBounds the image overhangs, as on iOS")
    }

    @Test func fillsBlendWithAlpha() {
        let host = host { root in
            let red = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
            red.backgroundColor = .red
            let blue = UIView(frame: CGRect(x: 40, y: 0, width: 80, height: 60))
            blue.backgroundColor = UIColor.blue.withAlphaComponent(0.5)
            root.addSubview(red)
            root.addSubview(blue)
        }
        let shot = host.snapshot()
        #expect(shot.pixel(x: 10, y: 10) == (255, 0, 0, 255))
        #expect(shot.pixel(x: 60, y: 10) == (127, 0, 128, 255), "blue at half alpha over red")
        #expect(shot.pixel(x: 100, y: 10) == (127, 127, 255, 255), "over white")
        #expect(shot.pixel(x: 10, y: 100) == (255, 255, 255, 255))
    }

    @Test func aViewsAlphaAppliesToItsSubtreeAsOneGroup() {
        let host = host { root in
            let group = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
            group.alpha = 0.5
            let red = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
            red.backgroundColor = .red
            let green = UIView(frame: CGRect(x: 40, y: 0, width: 80, height: 80))
            green.backgroundColor = .green
            group.addSubview(red)
            group.addSubview(green)
            root.addSubview(group)
        }
        let shot = host.snapshot()
        // Where they overlap only green shows through: the group is blended as a whole.
        #expect(close(shot.pixel(x: 60, y: 40), (128, 255, 128, 255)))
        #expect(close(shot.pixel(x: 20, y: 40), (255, 128, 128, 255)))
        let list = host.displayList.description
        #expect(list.contains("group alpha 0.5"))
    }

    @Test func roundedCornersAreAntialiased() {
        let host = host { root in
            let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            card.backgroundColor = .black
            card.layer.cornerRadius = 30
            root.addSubview(card)
        }
        let shot = host.snapshot()
        #expect(shot.pixel(x: 11, y: 11) == (255, 255, 255, 255), "outside the corner")
        #expect(shot.pixel(x: 60, y: 60) == (0, 0, 0, 255))
        // Somewhere on the arc a pixel is neither white nor black: the edge is smoothed.
        let corner = (10..<40).flatMap { y in (10..<40).map { x in shot.pixel(x: x, y: y) } }
        #expect(corner.filter { $0.r > 20 && $0.r < 235 }.count >= 20)
    }

    @Test func clippingAndTransforms() {
        let host = host { root in
            let clip = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            clip.clipsToBounds = true
            let big = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            big.backgroundColor = .blue
            clip.addSubview(big)
            root.addSubview(clip)
            let scaled = UIView(frame: CGRect(x: 100, y: 40, width: 20, height: 20))
            scaled.backgroundColor = .red
            scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
            root.addSubview(scaled)
        }
        let shot = host.snapshot()
        #expect(shot.pixel(x: 40, y: 40) == (0, 0, 255, 255))
        #expect(shot.pixel(x: 60, y: 40) == (255, 255, 255, 255), "clipped")
        #expect(shot.pixel(x: 92, y: 32) == (255, 0, 0, 255), "scaled about its center to 40 × 40")
        #expect(shot.pixel(x: 88, y: 28) == (255, 255, 255, 255))
    }

    @Test func continuousCornersBendDifferentlyAndCapsulesStayRound() {
        func corner(_ curve: CALayerCornerCurve, radius: CGFloat, height: CGFloat = 100) -> [Int] {
            let shot = host { root in
                let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: height))
                card.backgroundColor = .black
                card.layer.cornerRadius = radius
                card.layer.cornerCurve = curve
                root.addSubview(card)
            }.snapshot()
            return (10..<60).flatMap { y in (10..<60).map { x in Int(shot.pixel(x: x, y: y).r) } }
        }
        let circular = corner(.circular, radius: 30), continuous = corner(.continuous, radius: 30)
        let differing = zip(circular, continuous).filter { abs($0 - $1) > 16 }.count
        #expect(differing >= 10, "the continuous curve leaves the edge earlier and hugs the corner")
        #expect(continuous[0] == 255 && continuous[25 * 50 + 25] == 0, "still a rounded corner")
        #expect(corner(.continuous, radius: 20, height: 40) == corner(.circular, radius: 20, height: 40),
                "a capsule has no room for the continuous curve and stays circular")
    }

    @Test func roundedAndRotatedViewsClipTheirSubviewsToTheirShape() {
        let host = host { root in
            let card = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
            card.layer.cornerRadius = 20
            card.clipsToBounds = true
            let fill = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
            fill.backgroundColor = .black
            card.addSubview(fill)
            root.addSubview(card)
            let diamond = UIView(frame: CGRect(x: 120, y: 20, width: 40, height: 40))
            diamond.transform = CGAffineTransform(rotationAngle: .pi / 4)
            diamond.clipsToBounds = true
            let inside = UIView(frame: CGRect(x: -20, y: -20, width: 80, height: 80))
            inside.backgroundColor = .red
            diamond.addSubview(inside)
            root.addSubview(diamond)
        }
        let shot = host.snapshot()
        #expect(shot.pixel(x: 11, y: 11) == (255, 255, 255, 255), "the subview is cut by the round corner")
        #expect(shot.pixel(x: 50, y: 50) == (0, 0, 0, 255))
        #expect(shot.pixel(x: 50, y: 11) == (0, 0, 0, 255), "straight edges are not cut")
        let arc = (10..<30).flatMap { y in (10..<30).map { x in shot.pixel(x: x, y: y) } }
        #expect(arc.filter { $0.r > 20 && $0.r < 235 }.count >= 10, "the cut is antialiased")
        // The rotated square's bounding box corner is outside the diamond: white, not red.
        #expect(shot.pixel(x: 122, y: 14) == (255, 255, 255, 255), "clipped to the rotated shape, not its box")
        #expect(shot.pixel(x: 140, y: 40) == (255, 0, 0, 255))
    }

    @Test func controlsAndTextMatchTheirGolden() {
        let host = host { root in
            let label = UILabel(frame: CGRect(x: 8, y: 4, width: 150, height: 24))
            label.text = "Presentation Lab"
            label.font = .boldSystemFont(ofSize: 16)
            root.addSubview(label)
            let button = UIButton(type: .system)
            button.setTitle("Present", for: .normal)
            button.frame = CGRect(x: 8, y: 36, width: 100, height: 36)
            button.layer.borderWidth = 1.5
            button.layer.borderColor = UIColor.systemBlue.cgColor
            button.layer.cornerRadius = 10
            root.addSubview(button)
            let wrapped = UILabel(frame: CGRect(x: 8, y: 78, width: 144, height: 40))
            wrapped.numberOfLines = 2
            wrapped.font = .systemFont(ofSize: 12)
            wrapped.text = "Labels wrap at words and end with an ellipsis when they run out of lines"
            root.addSubview(wrapped)
        }
        expectGolden(host.snapshot(), "controls-and-text")
    }

    @Test func aHighlightedSystemButtonFadesItsTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let normal = button.titleLabel!.textColor.alpha
        button.isHighlighted = true
        #expect(button.titleLabel!.textColor.alpha < normal)
    }

    @Test func imagesLoadFromAssets() throws {
        let image = try #require(UIImage(named: "lab-icon"))
        #expect(image.size.width > 0)
        let host = host { root in
            let imageView = UIImageView(image: image)
            imageView.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
            imageView.contentMode = .scaleAspectFit
            root.addSubview(imageView)
        }
        #expect(host.displayList.description.contains("image lab-icon"))
        #expect(UIImage(named: "no-such-image") == nil)
    }

    @Test func maskedCornersRoundOnlyThoseCorners() {
        let host = host { root in
            let sheet = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            sheet.backgroundColor = .black
            sheet.layer.cornerRadius = 30
            sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            root.addSubview(sheet)
        }
        let shot = host.snapshot()
        #expect(shot.pixel(x: 11, y: 11) == (255, 255, 255, 255), "top left is round")
        #expect(shot.pixel(x: 108, y: 11) == (255, 255, 255, 255), "top right is round")
        #expect(shot.pixel(x: 11, y: 108) == (0, 0, 0, 255), "bottom left stays square")
        #expect(shot.pixel(x: 108, y: 108) == (0, 0, 0, 255), "bottom right stays square")
    }

    @Test func snapshotViewsLookLikeTheirView() {
        let screen = PlainScreen(size: CGSize(width: 100, height: 100))
        let (host, controller) = (screen.host, screen.controller)
        controller.view.backgroundColor = .white
        let card = screen.addView(CGRect(x: 0, y: 0, width: 40, height: 40), color: .red)
        let copy = card.snapshotView(afterScreenUpdates: false)!
        copy.frame.origin = CGPoint(x: 50, y: 50)
        controller.view.addSubview(copy)
        card.backgroundColor = .blue
        let shot = host.snapshot()
        #expect(shot.pixel(x: 70, y: 70) == (255, 0, 0, 255), "the copy keeps the old content")
        #expect(shot.pixel(x: 20, y: 20) == (0, 0, 255, 255))
    }

    @Test func shadowsFadeOutAroundTheView() {
        let host = host { root in
            let card = UIView(frame: CGRect(x: 40, y: 30, width: 80, height: 60))
            card.backgroundColor = .white
            card.layer.cornerRadius = 8
            card.layer.shadowOpacity = 0.5
            card.layer.shadowOffset = CGSize(width: 0, height: 4)
            card.layer.shadowRadius = 6
            root.addSubview(card)
        }
        let shot = host.snapshot()
        let near = shot.pixel(x: 80, y: 95).r, farther = shot.pixel(x: 80, y: 98).r, away = shot.pixel(x: 80, y: 110).r
        #expect(near < farther && farther < 255, "darker close to the edge, fading outwards")
        #expect(away == 255)
        #expect(shot.pixel(x: 80, y: 60) == (255, 255, 255, 255), "the card itself covers its shadow")
        #expect(host.displayList.description.contains("shadow (0, 4, 80, 60)"))
    }

    @Test func aShadowFadesAsAGaussianOfItsRadius() {
        let host = host { root in
            let card = UIView(frame: CGRect(x: 40, y: 20, width: 80, height: 80))
            card.backgroundColor = .white
            card.layer.shadowOpacity = 1
            card.layer.shadowOffset = .zero
            card.layer.shadowRadius = 6
            root.addSubview(card)
        }
        let shot = host.snapshot()
        // Outside the right edge (x = 120), white shows through by the normal CDF of the distance
        // in standard deviations: half at the edge, 84 % one σ out, 98 % two σ out.
        func expected(_ distance: Double) -> Double { 255 * 0.5 * (1 + erf(distance / 6 / 2.0.squareRoot())) }
        for (x, distance) in [(120, 0.5), (126, 6.5), (132, 12.5)] {
            let seen = Double(shot.pixel(x: x, y: 60).r)
            #expect(abs(seen - expected(distance)) <= 14, "x \(x): \(seen) against \(expected(distance))")
        }
    }

    @Test func aShadowPathShapesTheShadow() {
        let host = host { root in
            let card = UIView(frame: CGRect(x: 40, y: 20, width: 80, height: 80))
            card.layer.shadowOpacity = 1
            card.layer.shadowOffset = .zero
            card.layer.shadowRadius = 2
            // A smaller, rounded shadow than the (transparent) view: only the path casts it.
            card.layer.shadowPath = UIBezierPath(roundedRect: CGRect(x: 20, y: 20, width: 40, height: 40), cornerRadius: 10).cgPath
            root.addSubview(card)
        }
        #expect(host.displayList.description.contains("shadow (20, 20, 40, 40) transform(1, 0, 0, 1, 40, 20)"))
        let shot = host.snapshot()
        #expect(shot.pixel(x: 80, y: 60).r < 10, "dark inside the path")
        #expect(shot.pixel(x: 50, y: 30).r > 245, "no shadow where the view is but the path is not")
        #expect(shot.pixel(x: 62, y: 42).r > shot.pixel(x: 80, y: 42).r, "the path's rounded corner is lighter than its edge")
        var shift = CGAffineTransform(translationX: 5, y: 7)
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &shift)
        #expect(square.boundingBox == CGRect(x: 5, y: 7, width: 10, height: 10) && square.cornerRadius == 0)
        let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 30, cornerHeight: 30, transform: nil)
        #expect(rounded.cornerRadius == 10, "a radius larger than half the side is held to it")
        #expect(UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        let partial = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), byRoundingCorners: [.topLeft, .bottomRight],
                                   cornerRadii: CGSize(width: 4, height: 4))
        #expect(partial.cgPath.roundedCorners == [.layerMinXMinYCorner, .layerMaxXMaxYCorner] && partial.bounds.width == 10)
    }

    /// A rounded-rect text field's background colour fills the inside of its rounded border, and
    /// its corners show what is behind it; a field with no border fills its whole rectangle.
    @Test func aRoundedRectTextFieldFillsItsBackgroundColourInsideItsBorder() {
        let host = HeadlessHost(size: CGSize(width: 120, height: 100))
        let controller = UIViewController()
        host.rootViewController = controller
        controller.view.backgroundColor = .white
        let rounded = UITextField(frame: CGRect(x: 10, y: 10, width: 100, height: 34))
        rounded.borderStyle = .roundedRect
        rounded.backgroundColor = .systemTeal
        let plain = UITextField(frame: CGRect(x: 10, y: 60, width: 100, height: 34))
        plain.backgroundColor = .systemTeal
        controller.view.addSubview(rounded)
        controller.view.addSubview(plain)
        let shot = host.snapshot()
        let teal = UIColor.systemTeal.rgba
        func isTeal(_ x: Int, _ y: Int) -> Bool {
            let pixel = shot.pixel(x: x, y: y)
            return abs(Int(pixel.r) - Int((teal.red * 255).rounded())) <= 2 && abs(Int(pixel.b) - Int((teal.blue * 255).rounded())) <= 2
        }
        #expect(isTeal(60, 27), "teal inside the border")
        #expect(shot.pixel(x: 10, y: 10) == (255, 255, 255, 255), "the rounded corner shows the white behind it")
        #expect(isTeal(10, 60), "a borderless field fills its square corner")
    }

    /// A label's `shadowColor` draws its text again, `shadowOffset` away, under the text (UIKit's
    /// default offset is a point up, (0, −1)).
    @Test func aLabelsShadowIsItsTextAgainAtTheOffset() {
        let host = HeadlessHost(size: CGSize(width: 120, height: 60))
        let controller = UIViewController()
        host.rootViewController = controller
        controller.view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        label.text = "II"
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = .black
        controller.view.addSubview(label)
        #expect(label.shadowOffset == CGSize(width: 0, height: -1) && label.shadowColor == nil)
        func redColumns() -> Int {
            let shot = host.snapshot()
            return (0..<120).filter { x in (0..<60).contains { y in let p = shot.pixel(x: x, y: y); return p.r > 200 && p.g < 80 && p.b < 80 } }.count
        }
        #expect(redColumns() == 0)
        label.shadowColor = .red
        label.shadowOffset = CGSize(width: 6, height: 0)
        #expect(redColumns() >= 4, "red shows beside the black strokes")
    }

    @Test func hiDPIDrawsPointsAtTwoPixelsEach() {
        let host = HeadlessHost(size: CGSize(width: 50, height: 40), scale: 2)
        let controller = UIViewController()
        host.rootViewController = controller
        controller.view.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        square.backgroundColor = .red
        controller.view.addSubview(square)
        let shot = host.snapshot()
        #expect(shot.width == 100 && shot.height == 80)
        #expect(shot.pixel(x: 20, y: 20) == (255, 0, 0, 255))
        #expect(shot.pixel(x: 39, y: 39) == (255, 0, 0, 255))
        #expect(shot.pixel(x: 40, y: 40) == (255, 255, 255, 255))
        #expect(shot.pixel(x: 19, y: 19) == (255, 255, 255, 255))
        #expect(host.screen.scale == 2)
    }
}
