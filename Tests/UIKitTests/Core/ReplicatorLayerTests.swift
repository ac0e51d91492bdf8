import QuartzCore
import Testing
import UIKit
@testable import UIKitTesting
@testable import UIKitHosting
@testable import UIKitCore

/// `CAReplicatorLayer`, as Core Animation documents it: its sublayers drawn `instanceCount` times,
/// copy k being copy k − 1 moved by `instanceTransform` about the layer's centre, played
/// `instanceDelay` later, its colours multiplied by `instanceColor` stepped by the offsets.
/// Sources: docs/PORTING.md, "Core Animation".
@MainActor
@Suite struct ReplicatorLayerTests {
    /// A `size` screen on `background` with a replicator filling `frame`, holding a `square`-sized
    /// `color` sublayer at `origin`.
    static func stage(size: CGSize = CGSize(width: 200, height: 100), background: UIColor = .white, frame: CGRect,
                      square: CGFloat = 20, origin: CGPoint = .zero, color: UIColor = .red) -> (PlainScreen, CAReplicatorLayer, CALayer) {
        let screen = PlainScreen(size: size)
        screen.controller.view.backgroundColor = background
        let replicator = CAReplicatorLayer()
        replicator.frame = frame
        let piece = CALayer()
        piece.frame = CGRect(origin: origin, size: CGSize(width: square, height: square))
        piece.backgroundColor = color.cgColor
        replicator.addSublayer(piece)
        screen.controller.view.layer.addSublayer(replicator)
        return (screen, replicator, piece)
    }

    static func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g < 60 && p.b < 60 }
    static func isWhite(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 240 && p.g > 240 && p.b > 240 }

    @Test func eachCopyIsThePreviousOneMovedByTheInstanceTransform() {
        let (screen, replicator, _) = Self.stage(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(replicator.instanceCount == 1 && CATransform3DIsIdentity(replicator.instanceTransform) && replicator.instanceDelay == 0)
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        screen.host.settle()
        let shot = screen.host.snapshot()
        for copy in 0..<5 { #expect(Self.isRed(shot.pixel(x: 10 + 40 * copy, y: 10)), "copy \(copy) at x = \(40 * copy)") }
        #expect(Self.isWhite(shot.pixel(x: 30, y: 10)) && Self.isWhite(shot.pixel(x: 190, y: 10)), "gaps between, nothing past the fifth")
        #expect(replicator.sublayers?.count == 1, "copies are drawn, not added as sublayers")
        replicator.instanceCount = 0
        screen.host.settle()
        #expect(Self.isWhite(screen.host.snapshot().pixel(x: 10, y: 10)), "no copy at all, the sublayer itself included")
    }

    @Test func theTransformTurnsCopiesAboutTheLayersCentre() {
        let (screen, replicator, _) = Self.stage(size: CGSize(width: 100, height: 100), frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                                 square: 10, origin: CGPoint(x: 45, y: 0))
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        screen.host.settle()
        let shot = screen.host.snapshot()
        #expect(Self.isRed(shot.pixel(x: 50, y: 5)), "the sublayer at the top")
        #expect(Self.isRed(shot.pixel(x: 95, y: 50)), "a quarter turn clockwise: the right")
        #expect(Self.isRed(shot.pixel(x: 50, y: 95)), "then the bottom")
        #expect(Self.isRed(shot.pixel(x: 5, y: 50)), "then the left")
        #expect(Self.isWhite(shot.pixel(x: 50, y: 50)))
    }

    @Test func theSublayersThemselvesAreDrawnOnceAsTheFirstCopy() {
        let (screen, replicator, piece) = Self.stage(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        piece.opacity = 0.5
        #expect(replicator.instanceCount == 1)
        screen.host.settle()
        let p = screen.host.snapshot().pixel(x: 10, y: 10)
        #expect(abs(Int(p.g) - 128) < 10, "half red over white once (twice would be a quarter white: \(p))")
    }

    @Test func colourOffsetsStepEachCopysColourFromTheInstanceColour() {
        let (screen, replicator, _) = Self.stage(frame: CGRect(x: 0, y: 0, width: 200, height: 100), color: .white)
        screen.controller.view.backgroundColor = .black
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        replicator.instanceGreenOffset = -0.25
        replicator.instanceBlueOffset = -0.5
        screen.host.settle()
        let shot = screen.host.snapshot()
        let first = shot.pixel(x: 10, y: 10), second = shot.pixel(x: 50, y: 10), third = shot.pixel(x: 90, y: 10)
        #expect(first.r > 250 && first.g > 250 && first.b > 250, "instance 0 in the instance colour, white: \(first)")
        #expect(second.r > 250 && abs(Int(second.g) - 191) < 4 && abs(Int(second.b) - 128) < 4, "\(second)")
        #expect(third.r > 250 && abs(Int(third.g) - 128) < 4 && third.b < 4, "components stop at 0: \(third)")
        replicator.instanceColor = UIColor(red: 0, green: 1, blue: 1, alpha: 1).cgColor
        replicator.instanceGreenOffset = 0
        replicator.instanceBlueOffset = 0
        replicator.instanceAlphaOffset = -0.5
        screen.host.settle()
        let faded = screen.host.snapshot()
        let cyan = faded.pixel(x: 10, y: 10), half = faded.pixel(x: 50, y: 10), gone = faded.pixel(x: 90, y: 10)
        #expect(cyan.r < 4 && cyan.g > 250 && cyan.b > 250, "white multiplied by cyan: \(cyan)")
        #expect(half.r < 4 && abs(Int(half.g) - 128) < 6, "the second copy half transparent over black: \(half)")
        #expect(gone.g < 4, "the third fully transparent: \(gone)")
    }

    @Test func eachCopyPlaysTheSublayersAnimationsInstanceDelayLater() {
        let (screen, replicator, piece) = Self.stage(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        replicator.instanceDelay = 0.5
        screen.host.advance(by: 0.05)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        piece.add(fade, forKey: "fade")
        screen.host.advance(by: 0.75)
        let shot = screen.host.snapshot()
        let first = shot.pixel(x: 10, y: 10), second = shot.pixel(x: 50, y: 10)
        #expect(abs(Int(first.g) - 191) < 12, "the sublayer a quarter opaque, 0.75 s into its fade: \(first)")
        #expect(abs(Int(second.g) - 64) < 12, "its copy three quarters opaque, 0.25 s into the same fade: \(second)")
    }

    @Test func theWindowsRetainedDrawingFollowsTheCopiesAsTheSublayerAnimates() {
        let (screen, replicator, piece) = Self.stage(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
        replicator.instanceDelay = 0.2
        screen.host.settle()
        let window = screen.controller.view.window!
        let presenter = FramePresenter(scale: 1)
        presenter.drawOffscreen(window, force: true)
        let move = CABasicAnimation(keyPath: "position.y")
        move.fromValue = 10
        move.toValue = 80
        move.duration = 1
        piece.add(move, forKey: "move")
        for step in 1...4 {
            screen.host.advance(by: 0.25)
            presenter.drawOffscreen(window, force: true)
            #expect(presenter.retainedDisplayList.commands == window.currentDisplayList.commands, "frame \(step): the retained copies are a fresh paint's")
        }
    }
}
