import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore

@MainActor
@Suite struct MoreAnimationTests {
    private func setUp() -> (HeadlessHost, UIViewController, UIView) {
        let screen = PlainScreen()
        return (screen.host, screen.controller, screen.addView(CGRect(x: 0, y: 0, width: 100, height: 100)))
    }

    @Test func coloursAndCornerRadiiAnimate() {
        let (host, _, view) = setUp()
        view.backgroundColor = .black
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            view.backgroundColor = .white
            view.layer.cornerRadius = 20
        })
        host.advance(by: 0.5)
        let colour = view.presentationBackgroundColor!
        #expect(abs(colour.red - 0.5) < 1e-6 && abs(colour.alpha - 1) < 1e-6)
        #expect(abs(view.presentationCornerRadius - 10) < 1e-6)
        #expect(view.layer.cornerRadius == 20)
    }

    @Test func autoreverseRunsThereAndBackThenShowsTheModelValue() {
        let (host, _, view) = setUp()
        var finished: Bool?
        UIView.animate(withDuration: 0.5, delay: 0, options: [.autoreverse, .curveLinear], animations: { view.alpha = 0 },
                       completion: { finished = $0 })
        host.advance(by: 0.25)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)
        host.advance(by: 0.5)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6, "on the way back")
        host.advance(by: 0.3)
        #expect(finished == true)
        #expect(view.presentationAlpha == 0, "then the model value, as UIKit shows it")
    }

    @Test func repeatingAnimationsRunUntilRemoved() {
        let (host, _, view) = setUp()
        var finished: Bool?
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .curveLinear], animations: { view.alpha = 0 },
                       completion: { finished = $0 })
        host.advance(by: 5.25)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)
        #expect(finished == nil)
        view.layer.removeAllAnimations()
        host.advance(by: 1.0 / 60)
        #expect(finished == false)
        #expect(view.presentationAlpha == 0)
    }

    @Test func transitionWithCrossDissolvesBetweenContents() {
        let (host, controller, _) = setUp()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        label.backgroundColor = .red
        controller.view.addSubview(label)
        host.advance(by: 0)
        UIView.transition(with: label, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { label.backgroundColor = .blue })
        host.advance(by: 0.2)
        let middle = host.snapshot().pixel(x: 100, y: 100)
        #expect(abs(Int(middle.r) - 128) <= 2 && abs(Int(middle.b) - 128) <= 2, "half red over half blue")
        host.advance(by: 0.3)
        #expect(host.snapshot().pixel(x: 100, y: 100) == (0, 0, 255, 255))
        #expect(controller.view.subviews.count == 2, "the snapshot view is gone")
    }

    /// `.transitionFlipFromLeft` turns the view over about its vertical axis, its left side toward
    /// the viewer (Apple, *transitionFlipFromLeft*): what it showed turns away for the first half,
    /// narrowing in perspective, then the new content turns in; the view ends as it was.
    @Test func transitionWithFlipsTheViewOverFromTheLeft() {
        let screen = PlainScreen()
        let host = screen.host, root = screen.controller.view!
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .red
        root.addSubview(card)
        host.advance(by: 0)
        var finished: Bool?
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft],
                          animations: { card.backgroundColor = .blue }, completion: { finished = $0 })
        func columns(_ shot: Snapshot, where test: (UInt8, UInt8, UInt8) -> Bool) -> [Int: Int] {
            var heights: [Int: Int] = [:]
            for x in 0..<200 { for y in 0..<200 { let p = shot.pixel(x: x, y: y); if test(p.r, p.g, p.b) { heights[x, default: 0] += 1 } } }
            return heights
        }
        let red: (UInt8, UInt8, UInt8) -> Bool = { $0 > 200 && $1 < 60 && $2 < 60 }
        let blue: (UInt8, UInt8, UInt8) -> Bool = { $0 < 60 && $1 < 60 && $2 > 200 }
        host.advance(by: 0.3)
        let turningAway = columns(host.snapshot(), where: red)
        #expect(columns(host.snapshot(), where: blue).isEmpty, "the new content is edge-on in the first half")
        let left = turningAway.keys.min() ?? 0, right = turningAway.keys.max() ?? 0
        #expect(right - left > 20 && right - left < 95, "the old content narrows as it turns: \(left)…\(right)")
        #expect((turningAway[left] ?? 0) > (turningAway[right] ?? 0), "its left side is nearer the viewer, so taller")
        host.advance(by: 0.45)
        let turningIn = columns(host.snapshot(), where: blue)
        #expect(!turningIn.isEmpty && columns(host.snapshot(), where: red).isEmpty, "the new content turns in")
        host.advance(by: 0.4)
        let settled = columns(host.snapshot(), where: blue)
        #expect(settled.keys.min() == 50 && settled.keys.max() == 149 && settled[100] == 100, "flat and whole again")
        #expect(finished == true && CATransform3DIsIdentity(card.layer.transform) && root.subviews == [card])
    }

    /// `transition(from:to:)` with a flip replaces the view at once in the tree (UIKit's: "the view in
    /// fromView is replaced … by the view in toView") while what it showed turns away on screen.
    @Test func transitionFromToFlipsInTheNewViewAndRemovesTheOld() {
        let screen = PlainScreen()
        let host = screen.host, root = screen.controller.view!
        root.backgroundColor = .white
        let old = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100)), new = UIView(frame: old.frame)
        old.backgroundColor = .red
        new.backgroundColor = .blue
        root.addSubview(old)
        host.advance(by: 0)
        var finished: Bool?
        UIView.transition(from: old, to: new, duration: 1, options: [.transitionFlipFromTop], completion: { finished = $0 })
        #expect(old.superview == nil && new.superview === root)
        host.advance(by: 0.25)
        let shot = host.snapshot()
        #expect(shot.pixel(x: 100, y: 100).r > 200, "the old content still shows, turning away")
        #expect(finished == nil)
        host.advance(by: 0.9)
        #expect(host.snapshot().pixel(x: 100, y: 55).b > 200 && finished == true && root.subviews == [new])
    }

    @Test func crossDissolvePresentationsFade() throws {
        let (host, controller, _) = setUp()
        let presented = UIViewController()
        presented.modalPresentationStyle = .overFullScreen
        presented.modalTransitionStyle = .crossDissolve
        controller.present(presented, animated: true)
        host.advance(by: DefaultTransitionAnimator.dissolveDuration / 2)
        #expect(abs(presented.view.presentationAlpha - 0.5) < 1e-6)
        #expect(presented.view.frame == host.window.bounds)
        host.settle()
        #expect(presented.view.alpha == 1)
        #expect(controller.view.window != nil, "over full screen keeps the presenter's view")
    }

    @Test func flipHorizontalTurnsThePresenterAwayAndThePresentedViewIn() throws {
        let (host, controller, _) = setUp()
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .flipHorizontal
        controller.present(presented, animated: true)
        host.advance(by: 0.15)
        let leaving = controller.view.presentationTransform.a
        #expect(leaving > 0.01 && leaving < 1, "the presenter is turning edge-on")
        #expect(abs(presented.view.presentationTransform.a - 0.01) < 1e-9, "the presented view waits edge-on")
        host.advance(by: 0.3)
        let arriving = presented.view.presentationTransform.a
        #expect(arriving > 0.01 && arriving < 1, "then turns into view")
        host.settle()
        #expect(presented.view.transform == .identity && controller.view.transform == .identity)
        #expect(presented.view.frame == host.window.bounds)
        presented.dismiss(animated: true)
        host.advance(by: 0.15)
        #expect(presented.view.presentationTransform.a < 1, "and back the other way")
        host.settle()
        #expect(controller.view.window === host.window && controller.view.transform == .identity)
    }

    @Test func partialCurlSaysItIsNotBuiltAndCoversVertically() throws {
        let (host, controller, _) = setUp()
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .partialCurl
        controller.present(presented, animated: true)
        host.advance(by: 0.1)
        #expect(presented.view.presentationFrame.minY > 0, "sliding up")
        host.settle()
        #expect(presented.view.frame == host.window.bounds)
    }

    /// Apple's page for UIModalPresentationStyle.automatic: a page sheet before iOS 18, a form sheet
    /// from iOS 18; before iOS 13 the default was full screen. The transitioning delegate plays no part.
    @Test(arguments: [("12.0", UIModalPresentationStyle.fullScreen), ("13.0", .pageSheet), ("17.4", .pageSheet), ("18.0", .formSheet)])
    func automaticFollowsTheIOSVersion(_ version: String, _ expected: UIModalPresentationStyle) throws {
        let host = HeadlessHost(device: .freeform(CGSize(width: 200, height: 200)), systemVersion: version)
        let controller = UIViewController()
        host.rootViewController = controller
        let presented = UIViewController()
        #expect(presented.modalPresentationStyle == .automatic)
        controller.present(presented, animated: false)
        #expect(presented.presentationController?.presentationStyle == expected)
        if expected == .pageSheet {
            let sheet = try #require(presented.sheetPresentationController)
            #expect(sheet === presented.presentationController)
            #expect(sheet.presentedView?.frame == CGRect(x: 0, y: 44, width: 200, height: 156))
            #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 200, height: 156), "filling the sheet that wraps it")
            #expect(sheet.presentedView?.layer.cornerRadius == 10)
        }
        host.settle()
    }

    @Test func updateConstraintsRunsBeforeLayout() {
        final class Card: UIView {
            var updates = 0
            var widthConstraint: NSLayoutConstraint?
            var wanted: CGFloat = 50
            override func updateConstraints() {
                updates += 1
                if widthConstraint == nil {
                    widthConstraint = widthAnchor.constraint(equalToConstant: wanted)
                    widthConstraint?.isActive = true
                }
                widthConstraint?.constant = wanted
                super.updateConstraints()
            }
        }
        let (host, controller, _) = setUp()
        let card = Card()
        card.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: controller.view.topAnchor),
            card.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            card.heightAnchor.constraint(equalToConstant: 10),
        ])
        card.setNeedsUpdateConstraints()
        host.advance(by: 0)
        #expect(card.frame.width == 50)
        card.wanted = 120
        card.setNeedsUpdateConstraints()
        host.advance(by: 0)
        #expect(card.frame.width == 120)
        #expect(card.updates >= 2)
    }
}

@MainActor
@Suite struct PresentationLayerTests {
    @Test func thePresentationLayerShowsInFlightValues() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let controller = UIViewController()
        host.rootViewController = controller
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            view.alpha = 0
            view.center = CGPoint(x: 150, y: 50)
        })
        host.advance(by: 0.5)
        let presentation = try #require(view.layer.presentation())
        #expect(abs(presentation.opacity - 0.5) < 1e-6)
        #expect(abs(presentation.position.x - 100) < 1e-6)
        #expect(view.layer.opacity == 0, "the model layer has the target")
        #expect(presentation.model() === view.layer)
    }
}
