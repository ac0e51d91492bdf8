import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore

/// A dismissal animator written the iOS 10 way: one property animator for the whole transition,
/// handed out by interruptibleAnimator(using:) and started by animateTransition(using:).
final class InterruptibleSlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: CallLog
    private var running: UIViewImplicitlyAnimating?

    init(log: CallLog) { self.log = log }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        log.add("animateTransition")
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let running { return running }
        log.add("interruptibleAnimator")
        let view = transitionContext.view(forKey: .from)!
        let offscreen = view.frame.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height)
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .linear) {
            view.frame = offscreen
        }
        animator.addCompletion { position in
            self.log.add("completion(\(position == .end ? "end" : "start"))")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        running = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        running = nil
        log.add("animationEnded(\(transitionCompleted))")
    }
}

@MainActor
@Suite struct InterruptibleTransitionTests {
    /// B presented in the lower half of a 320 × 480 host; its dismissal is interactive and animated
    /// by an InterruptibleSlideDownAnimator. Starts the dismissal.
    private func dismissing() -> (PresentationSetup, UIPercentDrivenInteractiveTransition) {
        let s = PresentationSetup()
        let interaction = UIPercentDrivenInteractiveTransition()
        s.delegate.dismissalInteraction = interaction
        s.delegate.dismissalAnimator = InterruptibleSlideDownAnimator(log: s.log)
        s.presentAndSettle()
        s.presented.dismiss(animated: true)
        return (s, interaction)
    }

    @Test func theInteractionScrubsTheInterruptibleAnimatorAndTheAlongsideAnimations() {
        let (s, interaction) = dismissing()
        #expect(s.log.entries.contains("interruptibleAnimator"))
        #expect(!s.log.entries.contains("animateTransition"), "UIKit drives the interruptible animator instead")
        #expect(s.presented.transitionCoordinator?.isInterruptible == true)
        s.host.advance(by: 1)
        #expect(s.presented.view.presentationFrame.minY == 240, "paused at the start until the interaction moves")
        interaction.update(0.5)
        s.host.advance(by: 0.1)
        #expect(abs(s.presented.view.presentationFrame.minY - 480) < 1e-6, "half of the 480-point way down")
        #expect(abs(s.delegate.presentationController!.dimmingView.presentationAlpha - 0.5) < 1e-6)
    }

    @Test func finishingPlaysTheRestAtTheCompletionSpeedAndDismisses() {
        let (s, interaction) = dismissing()
        interaction.update(0.5)
        interaction.completionSpeed = 2
        interaction.finish()
        s.host.advance(by: 0.05)
        // The rest (0.2 s at the original pace) takes 0.1 s at twice the speed: half of it is done.
        #expect(abs(s.presented.view.presentationFrame.minY - (240 + 0.75 * 480)) < 1e-6)
        s.host.advance(by: 0.06)
        #expect(s.log.entries.contains("completion(end)"))
        #expect(s.log.entries.contains("dismissalTransitionDidEnd(true)"))
        #expect(s.log.entries.contains("animationEnded(true)"))
        #expect(s.presenter.presentedViewController == nil)
        #expect(s.host.window.subviews.count == 1, "no container or dimming view left behind")
    }

    @Test func finishingFollowsTheInteractionsTimingCurve() {
        let (s, interaction) = dismissing()
        interaction.update(0.5)
        interaction.timingCurve = UICubicTimingParameters(animationCurve: .easeIn)
        interaction.finish()
        s.host.advance(by: 0.1)
        let along = CubicBezier.easeIn.value(at: 0.5)
        #expect(abs(s.presented.view.presentationFrame.minY - (480 + 240 * along)) < 1e-6)
        s.host.settle()
        #expect(s.presenter.presentedViewController == nil)
    }

    @Test func cancellingPlaysBackAndKeepsThePresentation() {
        let (s, interaction) = dismissing()
        interaction.update(0.6)
        interaction.cancel()
        s.host.advance(by: 0.12)
        #expect(abs(s.presented.view.presentationFrame.minY - (240 + 0.3 * 480)) < 1e-6, "half way back")
        s.host.settle()
        #expect(s.log.entries.contains("completion(start)"))
        #expect(s.log.entries.contains("dismissalTransitionDidEnd(false)"))
        #expect(s.presenter.presentedViewController === s.presented)
        #expect(s.presented.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
        #expect(s.delegate.presentationController!.dimmingView.alpha == 1)
        // A later dismissal that is not interactive goes through animateTransition(using:).
        s.delegate.dismissalInteraction = nil
        s.presented.dismiss(animated: true)
        s.host.settle()
        #expect(s.log.entries.contains("animateTransition"))
        #expect(s.presenter.presentedViewController == nil)
    }

    @Test func theCoordinatorHearsWhenTheInteractionLetsGoAndTakesOver() {
        let (s, interaction) = dismissing()
        var changes: [(interactive: Bool, cancelled: Bool)] = []
        s.presented.transitionCoordinator?.notifyWhenInteractionChanges { context in
            changes.append((context.isInteractive, context.isCancelled))
        }
        interaction.update(0.3)
        interaction.cancel()
        s.host.advance(by: 0.05)
        interaction.pause()
        interaction.update(0.5)
        interaction.finish()
        s.host.settle()
        #expect(changes.map(\.interactive) == [false, true, false])
        #expect(changes.first?.cancelled == true)
        #expect(s.presenter.presentedViewController == nil)
    }

    @Test func alongsideAnimationsJoiningLateShareTheScrubbedClock() {
        let (s, interaction) = dismissing()
        interaction.update(0.5)
        let late = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        s.presenter.view.addSubview(late)
        s.presented.transitionCoordinator?.animate(alongsideTransition: { _ in late.alpha = 0 })
        interaction.update(0.75)
        s.host.advance(by: 0)
        #expect(abs(late.presentationAlpha - 0.5) < 1e-6, "half of what was left when it joined")
        interaction.finish()
        s.host.settle()
        #expect(late.presentationAlpha == 0)
    }

    @Test func animatorsWithoutAnInterruptibleAnimatorAreScrubbedAlongTheCompletionCurve() {
        let s = PresentationSetup()
        let interaction = UIPercentDrivenInteractiveTransition()
        s.delegate.dismissalInteraction = interaction
        s.presentAndSettle()
        s.presented.dismiss(animated: true)
        #expect(s.presented.transitionCoordinator?.isInterruptible == false)
        interaction.update(0.5)
        interaction.completionCurve = .easeIn
        interaction.finish()
        #expect(s.presented.transitionCoordinator?.completionCurve == .easeIn)
        s.host.advance(by: 0.1)
        // The animator's linear clock is driven from 0.2 s to 0.4 s along ease-in.
        let clock = 0.2 + 0.2 * Double(CubicBezier.easeIn.value(at: 0.5))
        #expect(abs(s.presented.view.presentationFrame.minY - (240 + 480 * clock / 0.4)) < 1e-6)
        s.host.settle()
        #expect(s.presenter.presentedViewController == nil)
    }
}
