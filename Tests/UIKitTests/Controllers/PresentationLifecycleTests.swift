import Testing
import UIKit
@testable import UIKitTesting
@testable import UIKitCore

@MainActor
@Suite struct PresentationLifecycleTests {
    private func setUp(style: UIModalPresentationStyle = .custom) -> PresentationSetup { PresentationSetup(style: style) }

    @Test func presentFollowsUIKitsOrder() {
        let s = setUp()
        s.presenter.present(s.presented, animated: true) { s.log.add("completion") }
        #expect(s.presented.isBeingPresented)
        s.host.advance(by: 0.2)
        #expect(!s.log.entries.contains("presentationTransitionDidEnd(true)"), "nothing ends before the animation does")
        s.host.settle()
        #expect(s.log.entries == [
            "delegate.presentationController",
            "delegate.animationController(forPresented:)",
            "delegate.interactionControllerForPresentation",
            "B.viewDidLoad",
            "presentationTransitionWillBegin",
            "coordinator:true",
            "B.viewWillAppear",
            "animateTransition",
            "presentationTransitionDidEnd(true)",
            "B.viewDidAppear",
            "animationEnded(true)",
            "alongside.completion cancelled:false",
            "completion",
        ])
        #expect(s.presenter.presentedViewController === s.presented)
        #expect(s.presented.presentingViewController === s.presenter)
        #expect(s.presented.transitionCoordinator == nil)
        #expect(!s.presented.isBeingPresented)
    }

    @Test func dismissMirrorsIt() {
        let s = setUp()
        s.presenter.present(s.presented, animated: true)
        s.host.settle()
        s.log.entries.removeAll()
        s.presented.dismiss(animated: true) { s.log.add("completion") }
        #expect(s.presented.isBeingDismissed)
        s.host.settle()
        #expect(s.log.entries == [
            "delegate.animationController(forDismissed:)",
            "dismissalTransitionWillBegin",
            "B.viewWillDisappear",
            "animateTransition",
            "dismissalTransitionDidEnd(true)",
            "B.viewDidDisappear",
            "animationEnded(true)",
            "completion",
        ])
        #expect(s.presenter.presentedViewController == nil)
        #expect(s.presented.presentingViewController == nil)
        #expect(s.host.window.subviews.count == 1, "only the presenter's view is left")
    }

    @Test func aCancelledPresentationLeavesNothingBehind() {
        let s = setUp()
        s.delegate.cancelPresentation = true
        var completed = false
        s.presenter.present(s.presented, animated: true) { completed = true }
        s.host.settle()
        #expect(s.log.entries.contains("presentationTransitionDidEnd(false)"))
        #expect(s.log.entries.contains("alongside.completion cancelled:true"))
        #expect(s.log.entries.contains("animationEnded(false)"))
        #expect(!completed)
        #expect(s.presenter.presentedViewController == nil)
        #expect(s.presented.viewIfLoaded?.superview == nil)
        #expect(s.host.window.subviews.count == 1, "no container, dimming view or presented view remains")
        #expect(s.delegate.presentationController?.dimmingView.superview == nil)
    }

    @Test func aNonAnimatedPresentationSkipsTheAnimator() {
        let s = setUp()
        s.presenter.present(s.presented, animated: false) { s.log.add("completion") }
        #expect(s.log.entries == [
            "delegate.presentationController",
            "B.viewDidLoad",
            "presentationTransitionWillBegin",
            "coordinator:true",
            "B.viewWillAppear",
            "presentationTransitionDidEnd(true)",
            "B.viewDidAppear",
            "alongside.completion cancelled:false",
            "completion",
        ])
        #expect(s.presented.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
        #expect(s.delegate.presentationController?.dimmingView.alpha == 1)
        s.log.entries.removeAll()
        s.presenter.dismiss(animated: false)
        #expect(s.log.entries == ["dismissalTransitionWillBegin", "B.viewWillDisappear", "dismissalTransitionDidEnd(true)", "B.viewDidDisappear"])
    }

    @Test func alongsideAnimationsShareTheAnimatorsTiming() {
        let s = setUp()
        s.presenter.present(s.presented, animated: true)
        s.host.advance(by: 0.1)
        let dimming = s.delegate.presentationController!.dimmingView
        // The animator runs 0.4 s linearly; the dimming view fades in step with it.
        #expect(abs(dimming.presentationAlpha - 0.25) < 1e-6)
        #expect(abs(s.presented.view.presentationFrame.minY - (240 + 480 * 0.75)) < 1e-6)
    }

    @Test func contextKeysAndFramesAreAsUIKitGivesThem() {
        final class Probe: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
            var seen: [String: String] = [:]
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                LoggingPresentationController(presentedViewController: presented, presenting: presenting)
            }
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.1 }
            func animateTransition(using context: UIViewControllerContextTransitioning) {
                let to = context.viewController(forKey: .to)!
                seen["fromView"] = context.view(forKey: .from) == nil ? "nil" : "view"
                seen["toView"] = context.view(forKey: .to) === to.view ? "presented" : "other"
                seen["final"] = "\(context.finalFrame(for: to))"
                seen["initial"] = "\(context.initialFrame(for: to))"
                seen["animated"] = "\(context.isAnimated)"
                context.containerView.addSubview(context.view(forKey: .to)!)
                context.completeTransition(true)
            }
        }
        let s = setUp()
        let probe = Probe()
        s.presented.transitioningDelegate = probe
        s.presenter.present(s.presented, animated: true)
        s.host.settle()
        #expect(probe.seen["fromView"] == "nil", "the presenter's view is not removed for .custom")
        #expect(probe.seen["toView"] == "presented")
        #expect(probe.seen["final"] == "\(CGRect(x: 0, y: 240, width: 320, height: 240))")
        #expect(probe.seen["initial"] == "\(CGRect.zero)")
        #expect(probe.seen["animated"] == "true")
    }

    @Test func fullScreenRemovesThePresentersViewAndPutsItBack() {
        let s = setUp(style: .fullScreen)
        s.presenter.present(s.presented, animated: true)
        s.host.settle()
        let appearance = { s.log.entries.filter { $0.hasPrefix("A.view") || $0.hasPrefix("B.view") }.filter { !$0.contains("Layout") && !$0.contains("Load") } }
        // A full-screen presentation as UIKit logs it: the covered presenter's will-call first, the
        // presented controller's did-call before the presenter's.
        #expect(appearance() == ["A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear"])
        #expect(s.presenter.view.window == nil)
        s.log.entries.removeAll()
        s.presented.dismiss(animated: true)
        s.host.settle()
        #expect(appearance() == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(s.presenter.view.window === s.host.window)
        #expect(s.presenter.view.frame == s.host.window.bounds)
        #expect(s.log.entries.suffix(3).contains("A.viewDidAppear"))
    }

    @Test func presentingTwiceWarnsAndShowsOneController() {
        let s = setUp()
        let other = LoggingViewController("C", log: s.log)
        s.presenter.present(s.presented, animated: true)
        s.presenter.present(other, animated: true)
        s.host.settle()
        #expect(s.presenter.presentedViewController === s.presented)
        #expect(other.presentingViewController == nil)
        #expect(s.host.window.subviews.count == 2, "the presenter's view and one container")
    }

    @Test func dismissingDuringThePresentationWaitsForItToEnd() {
        let s = setUp()
        s.presenter.present(s.presented, animated: true)
        s.host.advance(by: 0.1)
        s.presented.dismiss(animated: true) { s.log.add("dismissed") }
        s.host.settle()
        let entries = s.log.entries
        #expect(entries.firstIndex(of: "presentationTransitionDidEnd(true)")! < entries.firstIndex(of: "dismissalTransitionWillBegin")!)
        #expect(entries.last == "dismissed")
        #expect(s.presenter.presentedViewController == nil)
        #expect(s.host.window.subviews.count == 1)
    }

    /// `animate(alongsideTransition:completion:)` says whether it queued the blocks: true during
    /// the transition, false once it is over, when neither block runs.
    @Test func aCoordinatorQueuesOnlyWhileItsTransitionRuns() throws {
        let s = setUp()
        s.presenter.present(s.presented, animated: true)
        let coordinator = try #require(s.presented.transitionCoordinator)
        var ran: [String] = []
        #expect(coordinator.animate(alongsideTransition: { _ in ran.append("during") }, completion: { _ in ran.append("done") }))
        s.host.settle()
        #expect(ran == ["during", "done"])
        #expect(s.presented.transitionCoordinator == nil)
        #expect(!coordinator.animate(alongsideTransition: { _ in ran.append("late") }, completion: { _ in ran.append("late done") }))
        s.host.settle()
        #expect(ran == ["during", "done"])
    }

    /// Apple's dismiss(animated:completion:): dismissing low in a stack animates only the top-most
    /// away, in its own style; the ones between are removed without animation. Each controller
    /// gets its callbacks once, and the completion runs once everything is gone.
    @Test func dismissingAStackAnimatesOnlyTheTopMost() throws {
        let s = setUp(style: .fullScreen)
        let third = LoggingViewController("C", log: s.log)
        third.modalPresentationStyle = .overFullScreen
        s.presenter.present(s.presented, animated: false)
        s.presented.present(third, animated: false)
        s.host.settle()
        #expect(s.presenter.view.window == nil, "B covers A")
        s.log.entries.removeAll()
        var completions = 0
        s.presenter.dismiss(animated: true) { completions += 1 }
        s.host.advance(by: 0.1)
        #expect(third.view.window === s.host.window, "the top-most animates away")
        let y = third.view.presentationFrame.minY
        #expect(y > 1 && y < 479, "mid-slide: \(y)")
        #expect(s.presenter.view.window === s.host.window, "A shows beneath it")
        let middle = try #require(s.presented.presentationController?.containerView)
        #expect(middle.isHidden, "B is already out of sight")
        #expect(completions == 0)
        s.host.settle()
        #expect(completions == 1)
        #expect(s.presenter.presentedViewController == nil && s.presented.presentingViewController == nil)
        #expect(third.presentingViewController == nil)
        #expect(s.host.window.subviews.count == 1)
        let appearance = s.log.entries.filter { $0.contains(".view") && !$0.contains("Layout") && !$0.contains("Load") }
        #expect(appearance.filter { $0.hasPrefix("C.") } == ["C.viewWillDisappear", "C.viewDidDisappear"])
        #expect(appearance.filter { $0.hasPrefix("B.") } == ["B.viewWillDisappear", "B.viewDidDisappear"])
        #expect(appearance.filter { $0.hasPrefix("A.") } == ["A.viewWillAppear", "A.viewDidAppear"])
    }

    @Test func aChainPresentsAndDismissesFromTheMiddle() {
        let s = setUp()
        let third = LoggingViewController("C", log: s.log)
        s.presenter.present(s.presented, animated: true)
        s.presented.present(third, animated: true)
        s.host.settle()
        #expect(s.presented.presentedViewController === third)
        #expect(third.presentingViewController === s.presented)
        s.presenter.dismiss(animated: true)
        s.host.settle()
        #expect(s.presenter.presentedViewController == nil)
        #expect(s.presented.presentedViewController == nil)
        #expect(s.host.window.subviews.count == 1)
    }

    @Test func aResizeDuringThePresentationEndsAtTheNewFrame() {
        let s = setUp()
        s.presenter.present(s.presented, animated: true)
        for step in 0..<10 {
            s.host.advance(by: 0.03)
            s.host.resize(to: CGSize(width: 320 + CGFloat(step) * 30, height: 480 - CGFloat(step) * 10))
        }
        s.host.settle()
        let final = CGSize(width: 590, height: 390)
        #expect(s.presented.view.frame == CGRect(x: 0, y: final.height / 2, width: final.width, height: final.height / 2))
        #expect(s.presented.view.presentationFrame == s.presented.view.frame)
        #expect(s.delegate.presentationController?.dimmingView.frame == CGRect(x: 0, y: 0, width: 320, height: 480),
                "the dimming view was sized once, as the controller chose")
    }

    @Test func aThousandCyclesLeaveNothingAlive() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300))
        let presenter = UIViewController()
        host.rootViewController = presenter
        var survivors: [() -> AnyObject?] = []
        // Resident memory is measured in PresentationCycleMemoryTests, each style in a process of
        // its own: here, tests running in parallel would count each other's allocations.
        for cycle in 0..<1000 {
            autoreleasepoolIfAvailable {
                let log = CallLog()
                let presented = LoggingViewController("P\(cycle)", log: log)
                let delegate = LoggingTransitioningDelegate(log: log)
                presented.modalPresentationStyle = .custom
                presented.transitioningDelegate = delegate
                presenter.present(presented, animated: cycle % 2 == 0)
                host.settle()
                presented.dismiss(animated: cycle % 2 == 0)
                host.settle()
                if cycle % 100 == 0 {
                    weak let weakPresented = presented
                    weak let weakController = delegate.presentationController
                    weak let weakView = presented.viewIfLoaded
                    survivors.append { weakPresented }
                    survivors.append { weakController }
                    survivors.append { weakView }
                }
            }
        }
        #expect(survivors.allSatisfy { $0() == nil })
        #expect(host.window.subviews.count == 1)
    }
}


@MainActor
private func autoreleasepoolIfAvailable(_ body: () -> Void) { body() }

/// Apple, `beginAppearanceTransition(_:animated:)`: container code calls it (with
/// `endAppearanceTransition()`) to tell a child its view is about to appear or disappear. A
/// presentation that keeps the presenter on screen may do so for the presenter, as a popular
/// bottom-sheet library does; the presenter's appearance then follows those calls.
@MainActor
@Suite struct ManualAppearanceTransitionTests {
    final class TellingPresentationController: UIPresentationController {
        override var shouldRemovePresentersView: Bool { false }
        override func presentationTransitionWillBegin() {
            presentingViewController.beginAppearanceTransition(false, animated: true)
        }
        override func presentationTransitionDidEnd(_ completed: Bool) {
            presentingViewController.endAppearanceTransition()
        }
        override func dismissalTransitionWillBegin() {
            presentingViewController.beginAppearanceTransition(true, animated: true)
        }
        override func dismissalTransitionDidEnd(_ completed: Bool) {
            presentingViewController.endAppearanceTransition()
        }
    }

    final class Transitioning: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            TellingPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    @Test func thePresentersAppearanceFollowsTheCallsAndIsNoLabBug() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 700))
        let log = CallLog()
        let presenter = LoggingViewController("presenter", log: log)
        host.rootViewController = presenter
        host.settle()
        let sheet = UIViewController()
        let transitioning = Transitioning()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = transitioning
        log.entries.removeAll()
        presenter.present(sheet, animated: true)
        host.settle()
        #expect(log.entries == ["presenter.viewWillDisappear", "presenter.viewDidDisappear"])
        #expect(presenter.view.window === host.window, "still on screen under the sheet")
        sheet.dismiss(animated: true)
        host.settle()
        #expect(log.entries.suffix(2) == ["presenter.viewWillAppear", "presenter.viewDidAppear"])
        #expect(host.core.environment.invariantViolations.isEmpty, "\(host.core.environment.invariantViolations)")
    }
}
