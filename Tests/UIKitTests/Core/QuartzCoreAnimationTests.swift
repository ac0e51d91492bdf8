import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitTesting
import LabTestSupport
@testable import UIKitScreens

/// Records a Core Animation delegate's calls.
@MainActor
final class AnimationLog: CAAnimationDelegate {
    var entries: [String] = []
    func animationDidStart(_ anim: CAAnimation) { entries.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { entries.append("stop \(flag)") }
}

@MainActor
@Suite struct QuartzCoreAnimationTests {
    private func box() -> (HeadlessHost, UIView) {
        let screen = PlainScreen(size: CGSize(width: 300, height: 300))
        let view = screen.addView(CGRect(x: 50, y: 50, width: 100, height: 100), color: .red)
        screen.host.advance(by: 0)
        return (screen.host, view)
    }

    private func opacity(_ view: UIView) -> Float { view.layer.presentation()!.opacity }

    @Test func aBasicAnimationShowsOverTheModelAndIsRemovedWhenDone() {
        let (host, view) = box()
        let log = AnimationLog()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.delegate = log
        view.layer.add(fade, forKey: "fade")
        #expect(view.layer.animationKeys() == ["fade"])
        host.advance(by: 0.5)
        #expect(abs(opacity(view) - 0.5) < 0.02, "linear without a timing function")
        #expect(view.alpha == 1 && view.layer.opacity == 1, "the model never changes")
        #expect(log.entries == ["start"])
        host.settle()
        #expect(opacity(view) == 1, "removed on completion: the model shows again")
        #expect(log.entries == ["start", "stop true"])
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func fillingForwardsKeepsTheEndWhenNotRemoved() {
        let (host, view) = box()
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 200
        move.duration = 0.3
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        view.layer.add(move, forKey: "move")
        host.settle()
        #expect(view.layer.presentation()!.position == CGPoint(x: 200, y: 100))
        #expect(view.center == CGPoint(x: 100, y: 100))
        #expect(view.layer.animation(forKey: "move") != nil)
        #expect(host.snapshot().pixel(x: 240, y: 100).r == 255, "drawn at the filled position")
        view.layer.removeAnimation(forKey: "move")
        #expect(view.layer.presentation()!.position == CGPoint(x: 100, y: 100))
    }

    @Test func removingAnAnimationStopsItUnfinished() {
        let (host, view) = box()
        let log = AnimationLog()
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.byValue = 100
        grow.duration = 1
        grow.delegate = log
        view.layer.add(grow, forKey: "grow")
        host.advance(by: 0.5)
        #expect(abs(view.layer.presentation()!.bounds.width - 150) < 1)
        view.layer.removeAnimation(forKey: "grow")
        #expect(log.entries == ["start", "stop false"])
        #expect(view.layer.presentation()!.bounds.width == 100)
    }

    @Test func keyframesPassThroughTheirValuesAtTheirTimes() {
        let (host, view) = box()
        let path = CAKeyframeAnimation(keyPath: "position")
        path.values = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 200)]
        path.keyTimes = [0, 0.25, 1]
        path.duration = 2
        view.layer.add(path, forKey: nil)
        host.advance(by: 0.25)
        #expect(abs(view.layer.presentation()!.position.x - 50) < 1.5 && view.layer.presentation()!.position.y == 0)
        host.advance(by: 1.25)
        // Three quarters through: two thirds of the way along the second segment (0.25 … 1).
        let position = view.layer.presentation()!.position
        #expect(position.x == 100 && abs(position.y - 200 * 2 / 3) < 2)
    }

    @Test func aSpringOvershootsAndSettles() {
        let (host, view) = box()
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 100
        spring.toValue = 200
        spring.damping = 5
        spring.duration = spring.settlingDuration
        #expect(spring.settlingDuration > 0.5)
        view.layer.add(spring, forKey: nil)
        var highest: CGFloat = 0
        for _ in 0..<60 {
            host.advance(by: 1.0 / 60)
            highest = Swift.max(highest, view.layer.presentation()!.position.y)
        }
        #expect(highest > 205, "an underdamped spring goes past its end")
        host.settle()
        #expect(view.layer.presentation()!.position.y == 100, "removed: the model position")
    }

    @Test func aGroupRunsItsChildrenOnItsClock() {
        let (host, view) = box()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0
        turn.toValue = CGFloat.pi
        turn.beginTime = 0.5
        turn.duration = 0.5
        let group = CAAnimationGroup()
        group.animations = [fade, turn]
        group.duration = 1
        view.layer.add(group, forKey: "both")
        host.advance(by: 0.25)
        #expect(abs(opacity(view) - 0.25) < 0.02)
        #expect(view.layer.presentation()!.affineTransform() == .identity, "the turn waits for its begin time")
        host.advance(by: 0.5)
        let turned = view.layer.presentation()!.affineTransform()
        #expect(abs(atan2(turned.b, turned.a) - .pi / 2) < 0.05)
    }

    @Test func aThreeDimensionalTurnAnimatesInPerspective() {
        let (host, view) = box()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 400
        view.superview!.layer.sublayerTransform = perspective
        let flip = CABasicAnimation(keyPath: "transform.rotation.y")
        flip.fromValue = 0
        flip.toValue = CGFloat.pi / 3
        flip.duration = 1
        view.layer.add(flip, forKey: "flip")
        host.advance(by: 0.5)
        #expect(host.displayList.commands.contains { if case .endProjection = $0 { return true } else { return false } })
        expectGolden(host.snapshot(), "core-animation-flip-mid")
    }

    @Test func aTransactionsCompletionWaitsForEveryAnimationInIt() {
        let (host, view) = box()
        var completed = false
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.6)
        CATransaction.setCompletionBlock { completed = true }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.2
        view.layer.add(fade, forKey: nil)
        UIView.animate(withDuration: 1) { view.center.x += 50 }
        CATransaction.commit()
        #expect(view.layer.animation(forKey: view.layer.animationKeys()?.first ?? "") == nil, "unkeyed animations are not listed")
        host.advance(by: 0.3)
        #expect(abs(opacity(view) - 0.6) < 0.03, "the transaction's 0.6 s duration")
        host.advance(by: 0.5)
        #expect(!completed, "the UIView animation still runs")
        host.advance(by: 0.3)
        #expect(completed)
    }

    @Test func aTransactionsCompletionFollowsAPush() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400))
        let navigation = UINavigationController(rootViewController: UIViewController())
        host.rootViewController = navigation
        host.settle()
        var pushedAt: TimeInterval?
        CATransaction.begin()
        CATransaction.setCompletionBlock { pushedAt = host.time }
        navigation.pushViewController(UIViewController(), animated: true)
        CATransaction.commit()
        let start = host.time
        host.settle()
        let elapsed = (pushedAt ?? 0) - start
        #expect(elapsed >= NavigationSlideAnimator.duration - 0.001 && elapsed < NavigationSlideAnimator.duration + 0.05)
    }
}

