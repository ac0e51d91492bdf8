import Testing
import UIKit
import UIKitTesting
import LabTestSupport
@testable import UIKitCore

@MainActor
@Suite struct QuartzCoreTransformTests {
    private func isClose(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        zip(a.rows.flatMap { $0 }, b.rows.flatMap { $0 }).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test func theFunctionsComposeAsCoreAnimationsDo() {
        let angle: CGFloat = 0.7
        // A rotation about z is the affine rotation.
        let z = CATransform3DMakeRotation(angle, 0, 0, 1)
        #expect(CATransform3DIsAffine(z))
        let affine = CATransform3DGetAffineTransform(z)
        let expected = CGAffineTransform(rotationAngle: angle)
        #expect(abs(affine.a - expected.a) < 1e-12 && abs(affine.b - expected.b) < 1e-12 && abs(affine.c - expected.c) < 1e-12)
        // Translate(t, …) applies the translation before t: (10, 0) then a quarter turn is (0, 10).
        let turned = CATransform3DTranslate(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 10, 0, 0)
        let point = turned.project(.zero)!
        #expect(abs(point.x) < 1e-9 && abs(point.y - 10) < 1e-9)
        // The inverse undoes it; a rotation about y leaves the plane.
        let y = CATransform3DRotate(CATransform3DMakeScale(2, 3, 1), 0.4, 0, 1, 0)
        #expect(isClose(CATransform3DConcat(y, CATransform3DInvert(y)), CATransform3DIdentity))
        #expect(!CATransform3DIsAffine(y))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity) && !CATransform3DIsIdentity(y))
        #expect(CATransform3DEqualToTransform(CATransform3DMakeAffineTransform(.identity), CATransform3DIdentity))
    }

    /// A 300 × 300 window with a 100 × 100 red square centred at (150, 150).
    private func square() -> (HeadlessHost, UIView) {
        let screen = PlainScreen(size: CGSize(width: 300, height: 300))
        screen.controller.view.backgroundColor = .white
        let square = screen.addView(CGRect(x: 100, y: 100, width: 100, height: 100), color: .red)
        screen.host.advance(by: 0)
        return (screen.host, square)
    }

    /// How many pixels of column `x` are red.
    private func redHeight(_ shot: Snapshot, x: Int) -> Int {
        (0..<shot.height).filter { let p = shot.pixel(x: x, y: $0); return p.r > 200 && p.g < 60 }.count
    }

    @Test func aTurnAboutYInPerspectiveDrawsATrapezoid() {
        let (host, square) = square()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        square.layer.transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        #expect(square.transform == .identity, "a transform off the plane is not the view's affine transform")
        host.advance(by: 0)
        let shot = host.snapshot()
        // Each edge lands where Core Animation's projection puts it: x / w with w = 1 − z / 500.
        let edge = 50 * cos(CGFloat.pi / 4), depth = 50 * sin(CGFloat.pi / 4)
        let rightX = 150 + edge / (1 + depth / 500), leftX = 150 - edge / (1 - depth / 500)
        #expect(redHeight(shot, x: Int(rightX) - 2) < redHeight(shot, x: Int(leftX) + 2), "the far edge is shorter")
        #expect(redHeight(shot, x: Int(rightX) + 2) == 0 && redHeight(shot, x: Int(leftX) - 2) == 0)
        #expect(abs(CGFloat(redHeight(shot, x: Int(leftX) + 1)) - 100 / (1 - depth / 500)) <= 3)
        expectGolden(shot, "transform3d-perspective")
    }

    @Test func aLayerTurnedAwayHidesWhenNotDoubleSided() {
        let (host, square) = square()
        square.layer.transform = CATransform3DMakeRotation(.pi * 0.9, 0, 1, 0)
        host.advance(by: 0)
        #expect(redHeight(host.snapshot(), x: 150) > 90, "its back shows by default")
        square.layer.isDoubleSided = false
        host.advance(by: 0)
        #expect(redHeight(host.snapshot(), x: 150) == 0)
    }

    @Test func theAnchorPointKeepsThePositionAndMovesTheFrame() {
        let (host, square) = square()
        square.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(square.layer.position == CGPoint(x: 150, y: 150))
        #expect(square.frame == CGRect(x: 150, y: 150, width: 100, height: 100))
        // Turning about the top-left corner: a quarter turn puts the square to the left of it.
        square.transform = CGAffineTransform(rotationAngle: .pi / 2)
        host.advance(by: 0)
        let shot = host.snapshot()
        #expect(shot.pixel(x: 100, y: 200).r == 255 && shot.pixel(x: 100, y: 200).g == 0)
        #expect(shot.pixel(x: 200, y: 200).g == 255, "nothing right of the corner")
    }

    @Test func aSublayerTransformGivesTheSubviewsPerspective() {
        let (host, square) = square()
        square.backgroundColor = .clear
        let child = UIView(frame: square.bounds)
        child.backgroundColor = .red
        square.addSubview(child)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        square.layer.sublayerTransform = perspective
        child.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        host.advance(by: 0)
        let shot = host.snapshot()
        let edge = 50 * cos(CGFloat.pi / 4)
        #expect(redHeight(shot, x: Int(150 + edge) - 3) < redHeight(shot, x: Int(150 - edge) + 3))
    }
}
