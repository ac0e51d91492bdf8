import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore

@MainActor
@Suite struct InteractiveTransitionTests {
    private func presented() -> (HeadlessHost, LoggingViewController, LoggingViewController, LoggingTransitioningDelegate) {
        let s = PresentationSetup()
        s.delegate.dismissalInteraction = UIPercentDrivenInteractiveTransition()
        s.presentAndSettle()
        return (s.host, s.presenter, s.presented, s.delegate)
    }

    @Test func scrubbingMovesTheAnimatorsAnimationAndTheAlongsideOnes() {
        let (host, _, presented, delegate) = presented()
        presented.dismiss(animated: true)
        #expect(delegate.log.entries.contains("delegate.interactionControllerForDismissal"))
        host.advance(by: 1)
        #expect(presented.view.presentationFrame.minY == 240, "nothing moves until the interaction says so")
        delegate.dismissalInteraction!.update(0.5)
        host.advance(by: 0.1)
        #expect(abs(presented.view.presentationFrame.minY - (240 + 240)) < 1e-6, "half of the 480-point way down")
        let dimming = delegate.presentationController!.dimmingView
        #expect(abs(dimming.presentationAlpha - 0.5) < 1e-6)
        #expect(presented.transitionCoordinator?.isInteractive == true)
    }

    @Test func finishingCompletesTheDismissal() {
        let (host, presenter, presented, delegate) = presented()
        presented.dismiss(animated: true)
        delegate.dismissalInteraction!.update(0.75)
        delegate.dismissalInteraction!.finish()
        host.settle()
        #expect(delegate.log.entries.contains("dismissalTransitionDidEnd(true)"))
        #expect(presenter.presentedViewController == nil)
        #expect(host.window.subviews.count == 1)
    }

    @Test func cancellingPutsEverythingBack() {
        let (host, presenter, presented, delegate) = presented()
        presented.dismiss(animated: true)
        delegate.dismissalInteraction!.update(0.6)
        host.advance(by: 0.1)
        delegate.dismissalInteraction!.cancel()
        host.settle()
        #expect(delegate.log.entries.contains("dismissalTransitionDidEnd(false)"))
        #expect(delegate.log.entries.contains("B.viewDidAppear"), "the presented controller appears again")
        #expect(presenter.presentedViewController === presented)
        #expect(presented.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
        #expect(presented.view.presentationFrame == presented.view.frame)
        #expect(delegate.presentationController!.dimmingView.alpha == 1, "the dimming view is back too")
        // And it can still be dismissed for real.
        presented.dismiss(animated: true)
        delegate.dismissalInteraction!.finish()
        host.settle()
        #expect(presenter.presentedViewController == nil)
    }
}
