import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore

@MainActor
@Suite struct AnimationTests {
    /// A host with one plain view controller, and a view in it.
    private func setUp() -> (HeadlessHost, UIView) {
        let screen = PlainScreen()
        return (screen.host, screen.addView(CGRect(x: 0, y: 0, width: 100, height: 100), color: .red))
    }

    @Test func aLinearAnimationIsHalfwayAtHalfTime() {
        let (host, view) = setUp()
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 })
        #expect(view.alpha == 0, "the model value is the target at once")
        host.advance(by: 0.25)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)
        host.advance(by: 0.25)
        #expect(view.presentationAlpha == 0)
    }

    @Test func aGroupEndsOnTimeWhateverTheClocksRoundingError() {
        // (t + 0.25) + 0.25 − t is 0.4999999999999929 for this start: the sum of frame steps falls short.
        let start: TimeInterval = 63.53820935630572
        let clock = AnimationEngine()
        clock.setTime(start)
        let group = AnimationGroup(duration: 0.5, delay: 0, curve: .linear, options: [])
        group.bind(to: clock)
        group.endsWhenEmpty = false
        let now = (start + 0.25) + 0.25
        #expect(now - start < 0.5)
        #expect(group.hasEnded(at: now))
        #expect(group.progress(at: now) == 1)
        withExtendedLifetime(clock) {}
    }

    @Test func completionRunsOnceWhenTheAnimationReallyEnds() {
        let (host, view) = setUp()
        var calls: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: { view.center.x += 50 }, completion: { calls.append($0) })
        host.advance(by: 0.2)
        #expect(calls.isEmpty)
        host.advance(by: 0.2)
        #expect(calls == [true])
        host.advance(by: 1)
        #expect(calls == [true])
    }

    /// Since iOS 8 animations of the same property add up (WWDC 2014, session 236): the second does
    /// not remove the first, the screen shows their sum with no jump and no change of velocity, and
    /// each completes at its own end with finished == true.
    @Test func anAnimationOnAMovingPropertyAddsToTheOneRunning() {
        let (host, view) = setUp()
        var completions: [String] = []
        UIView.animate(withDuration: 1, animations: { view.frame.origin.x = 100 }, completion: { completions.append("first \($0)") })
        host.advance(by: 0.5 - 1 / 60)
        let before = view.presentationFrame.minX
        host.advance(by: 1 / 60)
        let atSwitch = view.presentationFrame.minX
        let velocityBefore = (atSwitch - before) * 60
        UIView.animate(withDuration: 1, animations: { view.frame.origin.x = 0 }, completion: { completions.append("second \($0)") })
        host.advance(by: 0)
        #expect(abs(view.presentationFrame.minX - atSwitch) < 1e-6, "no jump when the second animation starts")
        #expect(view.frame.minX == 0, "the model is the newest target at once")
        host.advance(by: 1 / 60)
        let velocityAfter = (view.presentationFrame.minX - atSwitch) * 60
        #expect(abs(velocityAfter - velocityBefore) < 0.05 * abs(velocityBefore), "the motion keeps its velocity")
        host.advance(by: 0.5 - 1 / 60)
        #expect(completions == ["first true"], "the first ends at its own end, finished")
        #expect(abs(view.presentationFrame.minX - 50) < 1e-6, "what is left is the second, half way from 100 to 0")
        host.advance(by: 0.5)
        #expect(completions == ["first true", "second true"])
        #expect(view.presentationFrame.minX == 0)
    }

    /// `beginFromCurrentState` changes nothing for additive animations, as Apple's documentation says.
    @Test func beginFromCurrentStateAddsAsWell() {
        let (host, view) = setUp()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.frame.origin.x = 100 })
        host.advance(by: 0.5)
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { view.frame.origin.x = 0 }, completion: { finished = $0 })
        host.advance(by: 0.5)
        #expect(abs(view.presentationFrame.minX - 50) < 1e-6, "0 + (100 − 100) from the first, + (50 − 0) from the second")
        host.settle()
        #expect(finished == true)
    }

    @Test func aModelChangeDuringAnAnimationRetargetsIt() {
        let (host, view) = setUp()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        })
        host.advance(by: 0.5)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 100) // a re-layout, outside any animation block
        host.advance(by: 0.25)
        #expect(view.presentationFrame.width > 200 && view.presentationFrame.width < 300)
        host.advance(by: 0.3)
        #expect(view.presentationFrame.width == 300, "it ends at the new size, with no stale frame")
    }

    @Test func delayShowsTheStartValueUntilItRuns() {
        let (host, view) = setUp()
        UIView.animate(withDuration: 0.2, delay: 0.3, options: [.curveLinear], animations: { view.alpha = 0 })
        host.advance(by: 0.2)
        #expect(view.presentationAlpha == 1)
        host.advance(by: 0.2)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)
    }

    @Test func springAnimationsOvershootWithLowDamping() {
        let (host, view) = setUp()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.2, initialSpringVelocity: 0, options: [],
                       animations: { view.center.x = 150 })
        var maximum: CGFloat = 0
        for _ in 0..<60 {
            host.advance(by: 1.0 / 60)
            maximum = max(maximum, view.presentationCenter.x)
        }
        #expect(maximum > 155)
        host.advance(by: 0.05)
        #expect(view.presentationCenter.x == 150)
    }

    @Test func keyframesFollowTheirRelativeTimes() {
        let (host, view) = setUp()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
        })
        host.advance(by: 0.25)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)
        host.advance(by: 0.25)
        #expect(abs(view.presentationAlpha) < 1e-6)
        host.advance(by: 0.25)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)
    }

    @Test func performWithoutAnimationAppliesAtOnce() {
        let (host, view) = setUp()
        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { view.alpha = 0.2 }
        })
        host.advance(by: 0)
        #expect(view.presentationAlpha == 0.2)
    }

    /// An animation block that changes nothing has no view to tie it to a host: it completes at the
    /// next frame of the host whose code ran it.
    @Test func anEmptyAnimationCompletesAtTheNextFrame() {
        let (host, _) = setUp()
        var finished: Bool?
        host.run { UIView.animate(withDuration: 5, animations: {}, completion: { finished = $0 }) }
        host.advance(by: 1.0 / 60)
        #expect(finished == true)
    }

    @Test func propertyAnimatorScrubsReversesAndFinishes() {
        let (host, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        host.advance(by: 0.5)
        #expect(abs(view.presentationAlpha - 0.75) < 1e-6, "paused animators stay where they were scrubbed")
        animator.isReversed = true
        animator.startAnimation()
        host.advance(by: 0.3)
        #expect(position == .start)
        #expect(view.alpha == 1, "finishing at the start puts the start values back in the model")
    }

    @Test func stoppingAPropertyAnimatorKeepsTheCurrentValues() {
        let (host, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        host.advance(by: 0.4)
        animator.stopAnimation(false)
        #expect(abs(view.alpha - 0.6) < 1e-6)
        #expect(animator.state == .stopped)
        animator.finishAnimation(at: .current)
        #expect(position == .current)
        #expect(animator.state == .inactive)
    }

    @Test func touchesSkipViewsAnimatingWithoutAllowUserInteraction() {
        let (host, view) = setUp()
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 })
        let point = CGPoint(x: 50, y: 50)
        #expect(host.window.hitTest(point, with: nil) !== view)
        host.advance(by: 1.1)
        #expect(host.window.hitTest(point, with: nil) === view)
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: { view.alpha = 1 })
        #expect(host.window.hitTest(point, with: nil) === view)
    }
}
