import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore

@MainActor
@Suite struct PropertyAnimatorTests {
    /// A host with two 10 × 10 views in a plain controller.
    private func setUp() -> (HeadlessHost, UIView, UIView) {
        let screen = PlainScreen()
        return (screen.host, screen.addView(CGRect(x: 0, y: 0, width: 10, height: 10)),
                screen.addView(CGRect(x: 0, y: 20, width: 10, height: 10)))
    }

    @Test func aDelayFactorStartsTheBlockLateAndEndsItWithTheAnimator() {
        let (host, first, second) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { first.alpha = 0 }
        animator.addAnimations({ second.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        host.advance(by: 0.25)
        #expect(abs(first.presentationAlpha - 0.75) < 1e-6)
        #expect(second.presentationAlpha == 1, "still waiting for its half of the time")
        host.advance(by: 0.5)
        #expect(abs(first.presentationAlpha - 0.25) < 1e-6)
        #expect(abs(second.presentationAlpha - 0.5) < 1e-6, "half way through its own half")
        host.advance(by: 0.3)
        #expect(first.presentationAlpha == 0 && second.presentationAlpha == 0)
        #expect(animator.state == .inactive)
    }

    @Test func animationsAddedWhileRunningStartFromTheScreenAndEndWithTheAnimator() {
        let (host, first, second) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { first.center.x += 100 }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.addAnimations { second.alpha = 0 }
        host.advance(by: 0)
        #expect(second.presentationAlpha == 1, "no jump to where a whole-length animation would be")
        host.advance(by: 0.25)
        #expect(abs(second.presentationAlpha - 0.5) < 1e-6)
        host.advance(by: 0.3)
        #expect(second.presentationAlpha == 0)
    }

    @Test func continuingWithADurationFactorStretchesTheRest() {
        let (host, first, _) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { first.alpha = 0 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        #expect(animator.isRunning)
        host.advance(by: 0.5)
        #expect(abs(first.presentationAlpha - 0.25) < 1e-6, "the 0.5 s left takes 1 s")
        host.advance(by: 0.55)
        #expect(first.presentationAlpha == 0)
        #expect(animator.state == .inactive)
    }

    @Test func continuingWithNewTimingCarriesOnFromTheScreen() {
        let (host, first, _) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { first.alpha = 0 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 1)
        host.advance(by: 0)
        #expect(abs(first.presentationAlpha - 0.5) < 1e-6, "no jump when the curve changes")
        host.advance(by: 0.25)
        let along = CubicBezier.easeIn.value(at: 0.5)
        #expect(abs(first.presentationAlpha - (0.5 - 0.5 * along)) < 1e-6)
    }

    @Test func scrubbingFollowsTheFractionLinearlyThenTheCurveTakesOverWithoutAJump() {
        let (host, first, second) = setUp()
        let linear = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { first.alpha = 0 }
        linear.pauseAnimation()
        linear.fractionComplete = 0.5
        host.advance(by: 0)
        #expect(abs(first.presentationAlpha - 0.5) < 1e-6, "in step with the finger, not on the ease-in curve")
        linear.startAnimation()
        host.advance(by: 0)
        #expect(abs(first.presentationAlpha - 0.5) < 1e-6, "no jump when it runs again")
        host.advance(by: 0.25)
        let along = CubicBezier.easeIn.value(at: 0.5)
        #expect(abs(first.presentationAlpha - (0.5 - 0.5 * along)) < 1e-6, "the rest follows ease-in from there")

        let curved = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { second.alpha = 0 }
        curved.scrubsLinearly = false
        curved.pauseAnimation()
        curved.fractionComplete = 0.5
        host.advance(by: 0)
        #expect(abs(second.presentationAlpha - (1 - CubicBezier.easeIn.value(at: 0.5))) < 1e-6, "on the curve")
    }

    @Test func pausesOnCompletionHoldsAtEitherEndWithoutCompleting() {
        let (host, first, _) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { first.alpha = 0 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 0.6)
        #expect(animator.state == .active && !animator.isRunning, "paused at the end, not finished")
        #expect(animator.fractionComplete == 1 && first.presentationAlpha == 0)
        #expect(positions.isEmpty)
        host.settle()
        #expect(animator.state == .active, "a paused animator does not keep settle() waiting")
        animator.isReversed = true
        animator.startAnimation()
        host.advance(by: 0.25)
        #expect(abs(first.presentationAlpha - 0.5) < 1e-6, "on its way back")
        host.advance(by: 0.5)
        #expect(animator.fractionComplete == 0 && !animator.isRunning && positions.isEmpty, "paused at the start")
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(positions == [.start])
    }

    @Test func reversingAContinuedAnimatorTurnsBackWithoutAJump() {
        let (host, first, _) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { first.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.4
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut), durationFactor: 1)
        host.advance(by: 0.2)
        let before = first.presentationAlpha
        animator.isReversed = true
        host.advance(by: 0)
        #expect(abs(first.presentationAlpha - before) < 1e-6)
        host.advance(by: 0.1)
        #expect(first.presentationAlpha > before, "heading back to the start")
        host.advance(by: 2)
        #expect(positions == [.start])
        #expect(first.alpha == 1 && first.presentationAlpha == 1, "ended at the start, so the start values stay")
    }
}
