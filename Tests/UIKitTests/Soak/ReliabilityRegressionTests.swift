import Foundation
import Testing
import UIKit

/// The minimal sequences that once left presentations half done or never settled, replayed: each
/// must now end in a state UIKit could be in (PresentationSoak's checks), and settle.
@MainActor
@Suite struct ReliabilityRegressionTests {
    private func expectClean(_ soak: PresentationSoak, sourceLocation: SourceLocation = #_sourceLocation) {
        let failure = soak.run()
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")", sourceLocation: sourceLocation)
    }

    /// A fresh world that has played `soak`'s steps and settled, to look at more closely.
    private func settledWorld(after soak: PresentationSoak) -> SoakWorld {
        let world = SoakWorld(size: soak.size)
        for step in soak.steps { world.perform(step) }
        world.host.settle(timeout: 10)
        return world
    }

    @Test func aPopoverOverAnInstantCustomPresentationSettlesAfterAResize() {
        expectClean(PresentationSoak(size: CGSize(width: 993, height: 363), steps: [
            .present(1, from: 0, .customInstant, animated: false),
            .present(2, from: 1, .popover, animated: true),
            .resize(width: 1210, height: 398),
            .settle,
        ]))
    }

    @Test func aPopoverFromAnAnimatedInstantPresentationSettles() {
        expectClean(PresentationSoak(size: CGSize(width: 972, height: 722), steps: [
            .resize(width: 999, height: 944),
            .present(1, from: 0, .customInstant, animated: true),
            .present(2, from: 1, .popover, animated: true),
            .settle,
        ]))
    }

    @Test func aPopoverAfterDismissingACrossDissolveInAStackSettles() {
        expectClean(PresentationSoak(size: CGSize(width: 176, height: 187), steps: [
            .present(1, from: 0, .fullScreen, animated: true),
            .present(2, from: 1, .custom, animated: true),
            .advance(0.56),
            .present(3, from: 2, .crossDissolve, animated: true),
            .dismiss(from: 3, animated: true),
            .resize(width: 832, height: 515),
            .advance(6.4),
            .present(4, from: 2, .popover, animated: true),
            .settle,
        ]))
    }

    /// `root.present(a)`, `a.present(b)` (waits), `root.dismiss()` (waits), `a.present(c)` (waits):
    /// when their turn comes, b is presented, the stack goes, and c's presenter is no longer on
    /// screen, so c is refused with UIKit's warning; nothing is left on top of the window.
    @Test func requestsQueuedBehindADismissalOfTheirPresenterEndCleanly() {
        let soak = PresentationSoak(size: CGSize(width: 400, height: 700), steps: [
            .present(1, from: 0, .overFullScreen, animated: true),
            .present(2, from: 1, .overFullScreen, animated: true),
            .dismiss(from: 0, animated: true),
            .present(3, from: 1, .overFullScreen, animated: true),
            .settle,
        ])
        expectClean(soak)
        let world = settledWorld(after: soak)
        #expect(world.root.presentedViewController == nil)
        #expect(world.controllers[3]?.presentingViewController == nil)
        #expect(world.controllers[3]?.viewIfLoaded?.window == nil)
        #expect(world.host.window.subviews.count == 1)
    }

    @Test func dismissingAFullScreenStackUnderASheetThenTheRootEndsClean() {
        for animated in [true, false] {
            expectClean(PresentationSoak(size: CGSize(width: 400, height: 700), steps: [
                .present(1, from: 0, .fullScreen, animated: false),
                .present(2, from: 1, .fullScreen, animated: false),
                .present(3, from: 2, .pageSheet, animated: animated),
                .dismiss(from: 1, animated: animated),
                .dismiss(from: 0, animated: animated),
                .settle,
            ]))
        }
    }

    @Test func aSheetCoveredByAFullScreenPresentationStaysOffScreenThroughAResize() {
        expectClean(PresentationSoak(size: CGSize(width: 400, height: 700), steps: [
            .present(1, from: 0, .formSheet, animated: true),
            .present(2, from: 1, .fullScreen, animated: true),
            .settle,
            .resize(width: 700, height: 400),
            .settle,
        ]))
    }

    /// A popover pointing into a custom presentation at a fractional y: once placed, an idle
    /// second draws nothing (it used to redraw every frame, so settle never returned).
    @Test func anIdlePopoverAtAFractionalPositionDrawsNothing() {
        let soak = PresentationSoak(size: CGSize(width: 800, height: 400), steps: [
            .present(1, from: 0, .custom, animated: true),
            .present(2, from: 1, .popover, animated: true),
            .settle,
        ])
        expectClean(soak)
        let world = settledWorld(after: soak)
        let before = world.host.framesDrawn
        world.host.advance(by: 1)
        #expect(world.host.framesDrawn == before)
    }
}
