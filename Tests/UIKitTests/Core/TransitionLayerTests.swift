import QuartzCore
import Testing
import UIKit
@testable import UIKitTesting
@testable import UIKitCore

/// `CATransition`, as Core Animation documents it: added to a layer, it animates the layer's change
/// from its old look to its new one: `fade` cross-fades, `moveIn` slides the new look over the old,
/// `push` slides the new in as the old goes out, `reveal` slides the old away, each from the
/// `subtype`'s side; `startProgress` and `endProgress` cut the way short. Sources: docs/PORTING.md,
/// "Core Animation".
@MainActor
@Suite struct TransitionLayerTests {
    final class Log: NSObject, CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    /// A 200 × 100 view whose content is a red panel, about to be replaced by a blue one.
    static func stage() -> (PlainScreen, UIView, UIView) {
        let screen = PlainScreen(size: CGSize(width: 200, height: 100))
        let view = screen.addView(CGRect(x: 0, y: 0, width: 200, height: 100), color: .white)
        let red = UIView(frame: view.bounds)
        red.backgroundColor = .red
        view.addSubview(red)
        screen.host.settle()
        return (screen, view, red)
    }

    static func replace(_ old: UIView, in view: UIView) {
        old.removeFromSuperview()
        let blue = UIView(frame: view.bounds)
        blue.backgroundColor = .blue
        view.addSubview(blue)
    }

    static func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.b < 60 }
    static func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 200 && p.r < 60 }

    @Test func aFadeCrossFadesFromTheOldLookToTheNewAndTellsItsDelegate() throws {
        let (screen, view, red) = Self.stage()
        let transition = CATransition()
        #expect(transition.type == .fade && transition.subtype == nil && transition.endProgress == 1)
        transition.duration = 1
        let log = Log()
        transition.delegate = log
        view.layer.add(transition, forKey: kCATransition)
        Self.replace(red, in: view)
        screen.host.advance(by: 0.5)
        let mid = screen.host.snapshot().pixel(x: 100, y: 50)
        #expect(mid.r > 90 && mid.r < 165 && mid.b > 90 && mid.b < 165, "half way: both looks, half each (\(mid))")
        #expect(view.layer.animation(forKey: kCATransition) is CATransition)
        screen.host.advance(by: 0.6)
        #expect(Self.isBlue(screen.host.snapshot().pixel(x: 100, y: 50)))
        #expect(log.events == ["start", "stop true"])
        #expect(view.subviews.count == 1, "the old look leaves with the transition")
        #expect(view.layer.animation(forKey: kCATransition) == nil)
    }

    @Test func aPushFromTheRightSlidesTheNewLookInAsTheOldGoesOut() {
        let (screen, view, red) = Self.stage()
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 1
        view.layer.add(transition, forKey: nil)
        Self.replace(red, in: view)
        screen.host.advance(by: 0.25)
        let shot = screen.host.snapshot()
        #expect(Self.isRed(shot.pixel(x: 20, y: 50)) && Self.isRed(shot.pixel(x: 140, y: 50)), "the old look, a quarter gone to the left")
        #expect(Self.isBlue(shot.pixel(x: 160, y: 50)) && Self.isBlue(shot.pixel(x: 195, y: 50)), "the new look's first quarter from the right")
        screen.host.settle()
        #expect(Self.isBlue(screen.host.snapshot().pixel(x: 20, y: 50)))
    }

    @Test func aMoveInFromTheTopCoversTheOldLookWhichStaysPut() {
        let (screen, view, red) = Self.stage()
        let transition = CATransition()
        transition.type = .moveIn
        transition.subtype = .fromTop
        transition.duration = 1
        view.layer.add(transition, forKey: nil)
        Self.replace(red, in: view)
        screen.host.advance(by: 0.5)
        let shot = screen.host.snapshot()
        #expect(Self.isBlue(shot.pixel(x: 100, y: 20)) && Self.isRed(shot.pixel(x: 100, y: 80)))
    }

    @Test func aRevealFromTheLeftUncoversTheNewLookAsTheOldSlidesRight() {
        let (screen, view, red) = Self.stage()
        let transition = CATransition()
        transition.type = .reveal
        transition.subtype = .fromLeft
        transition.duration = 1
        view.layer.add(transition, forKey: nil)
        Self.replace(red, in: view)
        screen.host.advance(by: 0.5)
        let shot = screen.host.snapshot()
        #expect(Self.isBlue(shot.pixel(x: 40, y: 50)) && Self.isRed(shot.pixel(x: 160, y: 50)))
    }

    @Test func progressBoundsCutTheWayShortAndRemovingEndsItAtOnce() {
        let (screen, view, red) = Self.stage()
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.startProgress = 0.5
        transition.duration = 1
        view.layer.add(transition, forKey: "swap")
        Self.replace(red, in: view)
        screen.host.advance(by: 0.01)
        let shot = screen.host.snapshot()
        #expect(Self.isRed(shot.pixel(x: 80, y: 50)) && Self.isBlue(shot.pixel(x: 120, y: 50)), "it starts half way")
        view.layer.removeAnimation(forKey: "swap")
        screen.host.advance(by: 0.01)
        #expect(Self.isBlue(screen.host.snapshot().pixel(x: 20, y: 50)) && view.subviews.count == 1)
    }

    @Test func aNavigationControllersLayerPlaysAPushWithoutItsOwnAnimation() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300))
        let first = UIViewController(), second = UIViewController()
        first.view.backgroundColor = .red
        second.view.backgroundColor = .blue
        let navigation = UINavigationController(rootViewController: first)
        navigation.isNavigationBarHidden = true
        host.rootViewController = navigation
        host.settle()
        let transition = CATransition()
        transition.type = .moveIn
        transition.subtype = .fromBottom
        transition.duration = 1
        navigation.view.layer.add(transition, forKey: kCATransition)
        navigation.pushViewController(second, animated: false)
        host.advance(by: 0.5)
        let shot = host.snapshot()
        #expect(Self.isRed(shot.pixel(x: 100, y: 100)) && Self.isBlue(shot.pixel(x: 100, y: 250)), "the new screen half way up")
        host.settle()
        #expect(Self.isBlue(host.snapshot().pixel(x: 100, y: 100)) && navigation.topViewController === second)
    }
}

/// `CATextLayer`, `CATransformLayer` and `CATiledLayer`, as Core Animation documents them.
@MainActor
@Suite struct TextAndOtherLayerTests {
    static func whitePixels(_ shot: Snapshot, _ box: CGRect) -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        for y in Int(box.minY)..<Int(box.maxY) {
            for x in Int(box.minX)..<Int(box.maxX) where shot.pixel(x: x, y: y).r > 180 && shot.pixel(x: x, y: y).g > 180 {
                found.append((x, y))
            }
        }
        return found
    }

    @Test func aTextLayerDrawsItsStringFromTheTopInWhiteAt36PointsByDefault() {
        let screen = PlainScreen(size: CGSize(width: 300, height: 200))
        screen.controller.view.backgroundColor = .black
        let text = CATextLayer()
        #expect(text.fontSize == 36 && !text.isWrapped && text.truncationMode == .none && text.alignmentMode == .natural)
        text.string = "Hello"
        text.frame = CGRect(x: 10, y: 10, width: 280, height: 180)
        screen.controller.view.layer.addSublayer(text)
        screen.host.settle()
        let ink = Self.whitePixels(screen.host.snapshot(), CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(!ink.isEmpty)
        #expect(ink.allSatisfy { $0.1 < 10 + 46 } && ink.contains { $0.1 > 10 + 20 }, "one 36-point line at the top")
        #expect(ink.map(\.0).min()! < 16, "from the leading edge")
        text.alignmentMode = .center
        screen.host.settle()
        let centred = Self.whitePixels(screen.host.snapshot(), CGRect(x: 0, y: 0, width: 300, height: 200))
        let middle = (centred.map(\.0).min()! + centred.map(\.0).max()!) / 2
        #expect(abs(middle - 150) < 4, "centred across the bounds")
    }

    @Test func aWrappedTextLayerBreaksLinesAndAnUnwrappedOneIsCutToItsBounds() {
        let screen = PlainScreen(size: CGSize(width: 300, height: 200))
        screen.controller.view.backgroundColor = .black
        let text = CATextLayer()
        text.string = "Layers draw their text"
        text.fontSize = 20
        text.frame = CGRect(x: 0, y: 0, width: 120, height: 200)
        screen.controller.view.layer.addSublayer(text)
        screen.host.settle()
        let one = Self.whitePixels(screen.host.snapshot(), CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(one.allSatisfy { $0.0 < 121 && $0.1 < 26 }, "one line, cut at the bounds")
        text.isWrapped = true
        screen.host.settle()
        let wrapped = Self.whitePixels(screen.host.snapshot(), CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(wrapped.contains { $0.1 > 30 } && wrapped.allSatisfy { $0.0 < 121 }, "more lines, within the width")
    }

    @Test func anAttributedStringKeepsItsColoursAndAFontIsTakenAtFontSize() {
        let screen = PlainScreen(size: CGSize(width: 300, height: 100))
        screen.controller.view.backgroundColor = .black
        let text = CATextLayer()
        text.string = NSAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.red])
        text.font = UIFont.boldSystemFont(ofSize: 12)
        text.fontSize = 40
        text.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        screen.controller.view.layer.addSublayer(text)
        #expect(text.resolvedFont.pointSize == 40)
        screen.host.settle()
        let shot = screen.host.snapshot()
        var reds = 0
        for y in 0..<60 { for x in 0..<120 where shot.pixel(x: x, y: y).r > 200 && shot.pixel(x: x, y: y).g < 60 { reds += 1 } }
        #expect(reds > 100)
    }

    @Test func aTransformLayerDrawsOnlyItsSublayers() {
        let screen = PlainScreen(size: CGSize(width: 100, height: 100))
        screen.controller.view.backgroundColor = .white
        let holder = CATransformLayer()
        holder.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        holder.backgroundColor = UIColor.red.cgColor
        holder.borderWidth = 4
        holder.borderColor = UIColor.green.cgColor
        let face = CALayer()
        face.frame = CGRect(x: 50, y: 50, width: 50, height: 50)
        face.backgroundColor = UIColor.blue.cgColor
        holder.addSublayer(face)
        screen.controller.view.layer.addSublayer(holder)
        screen.host.settle()
        let shot = screen.host.snapshot()
        #expect(shot.pixel(x: 20, y: 20) == (255, 255, 255, 255) && shot.pixel(x: 1, y: 1) == (255, 255, 255, 255), "no background, no border")
        #expect(shot.pixel(x: 75, y: 75).b > 200)
    }

    final class Painter: NSObject, CALayerDelegate {
        var clips: [CGRect] = []
        func draw(_ layer: CALayer, in ctx: CGContext) {
            clips.append(ctx.boundingBoxOfClipPath)
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
    }

    @Test func aTiledLayerHasItsDelegateDrawTheWholeLayer() {
        let screen = PlainScreen(size: CGSize(width: 100, height: 100))
        screen.controller.view.backgroundColor = .white
        let tiled = CATiledLayer()
        #expect(tiled.tileSize == CGSize(width: 256, height: 256) && tiled.levelsOfDetail == 1 && CATiledLayer.fadeDuration() == 0.25)
        let painter = Painter()
        tiled.delegate = painter
        tiled.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        screen.controller.view.layer.addSublayer(tiled)
        screen.host.settle()
        #expect(painter.clips.first == CGRect(x: 0, y: 0, width: 80, height: 80), "one pass over the whole layer")
        let shot = screen.host.snapshot()
        #expect(shot.pixel(x: 20, y: 20).r > 200 && shot.pixel(x: 20, y: 20).g < 60 && shot.pixel(x: 60, y: 60) == (255, 255, 255, 255))
    }
}
