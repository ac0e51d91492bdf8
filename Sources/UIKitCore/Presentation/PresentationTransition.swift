/// One presentation or dismissal, from start to `completeTransition`, calling UIKit's hooks in
/// UIKit's order (docs/PORTING.md) and leaving nothing behind when it is cancelled.
@preconcurrency @MainActor
package final class PresentationTransition: ContextTransition {
    let isPresenting: Bool
    let presented: UIViewController
    let presenter: UIViewController
    let presentationController: UIPresentationController
    let animated: Bool
    let animator: UIViewControllerAnimatedTransitioning?
    /// Drives the transition when the delegate supplied one.
    var interactionController: UIViewControllerInteractiveTransitioning?
    private let completion: (() -> Void)?
    private(set) var context: TransitionContext!
    private(set) var coordinator: TransitionCoordinator!
    private var isFinished = false
    var isTransitionFinished: Bool { isFinished }
    var presentationStyle: UIModalPresentationStyle { presentationController.presentationStyle }
    /// A dismissal whose presenter leaves too (the top of a dismissed stack): the presenter gets
    /// no appearance calls of this transition's.
    var presenterStaysHidden = false
    /// Runs when the transition ends cancelled (an interactive dismissal let go early).
    var onCancel: (() -> Void)?
    /// Traces a callback made on the presentation controller.
    private func traceCallback(_ call: String) {
        environment.traceCallback(call, on: presentationController, named: controllerName)
    }
    /// The host the transition runs in: its presenter's.
    let environment: HostEnvironment

    init(presenting: Bool, presented: UIViewController, presenter: UIViewController, controller: UIPresentationController,
         animated: Bool, animator: UIViewControllerAnimatedTransitioning?, completion: (() -> Void)?) {
        self.environment = presenter.environment
        self.isPresenting = presenting
        self.presented = presented
        self.presenter = presenter
        self.presentationController = controller
        self.animated = animated
        self.animator = animator
        self.completion = completion
    }

    private var controllerName: String { String(describing: type(of: presentationController)) }

    // MARK: Start

    func start(in window: UIWindow) {
        environment.transitionScheduler.begin(self)
        let container: UIView
        if isPresenting {
            presenter.presentationState.presented = presented
            presented.presentationState.presenting = presenter
            presented.bind(to: environment)
            presented.presentationState.controller = presentationController
            presentationController.attach(presenter: presenter)
            let transitionView: UITransitionView
            if presentationController.contextStyle != nil, let context = presenter.viewIfLoaded, let host = context.superview {
                // In a context the container covers the context's view alone, just above it, so
                // what is above that view (a tab bar) stays above the presentation.
                transitionView = UITransitionView(frame: context.frame, presentationController: presentationController)
                host.insertSubview(transitionView, aboveSubview: context)
                presenter.presentationState.contextContainer = transitionView
            } else {
                transitionView = UITransitionView(frame: window.bounds, presentationController: presentationController)
                window.addSubview(transitionView)
            }
            presentationController.containerView = transitionView
            container = transitionView
            presented.loadViewIfNeeded()
        } else {
            guard let existing = presentationController.containerView else {
                Diagnostics.warn("Dismissal of \(presented) found no container view; finishing at once.")
                environment.transitionScheduler.transitionDidFinish(self)
                return
            }
            container = existing
        }
        let duration = animated ? (animator?.transitionDuration(using: nil) ?? 0) : 0
        context = TransitionContext(transition: self, containerView: container, isAnimated: animated, duration: duration)
        coordinator = TransitionCoordinator(context: context)
        presented.presentationState.activeTransition = self
        presenter.presentationState.activeTransition = self

        // `.currentContext` keeps the presenter's view under its container but covers it, so its
        // appearance changes as if it were removed.
        let removesPresenter = presentationController.shouldRemovePresentersView || presentationController.contextStyle == .currentContext
        if isPresenting {
            traceCallback("presentationTransitionWillBegin()")
            if !presentationController.shouldPresentInFullscreen {
                Diagnostics.warnOnce("shouldPresentInFullscreen", "\(controllerName).shouldPresentInFullscreen = false is not honoured; the presentation covers the window.")
            }
            presentationController.presentationTransitionWillBegin()
            // The covered presenter's viewWillDisappear comes first (docs/PORTING.md has the log).
            if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
            presented.beginAppearanceTransition(true, animated: animated)
        } else {
            traceCallback("dismissalTransitionWillBegin()")
            presentationController.dismissalTransitionWillBegin()
            presented.beginAppearanceTransition(false, animated: animated)
            if removesPresenter && !presenterStaysHidden { presenter.beginAppearanceTransition(true, animated: animated) }
        }
        container.layoutIfNeeded()
        run()
    }

    private func run() {
        guard animated, animator != nil else {
            // Not animated: the views go straight to their end state.
            coordinator.start(joining: nil, duration: 0, animated: false)
            UIView.performWithoutAnimation {
                if isPresenting, let view = presentationController.presentedView {
                    if view.superview !== context.containerView { context.containerView.addSubview(view) }
                    view.frame = context.finalFrame(for: presented)
                }
            }
            context.completeTransition(true)
            return
        }
        if let interactionController {
            context.completionSpeed = Swift.max(0.01, interactionController.completionSpeed)
            context.completionCurve = interactionController.completionCurve
            environment.traceCallback("startInteractiveTransition(_:)", on: interactionController, named: "\(type(of: interactionController))")
            interactionController.startInteractiveTransition(context)
            return
        }
        _ = runAnimatorCapturingGroups()
        if !isFinished && !context.hasCompleted {
            // If it has not completed a second after its duration, with nothing left animating, the
            // scheduler's watchdog says why it is probably stuck.
            environment.transitionScheduler.watch(self, deadline: environment.animationEngine.now + context.transitionDuration + 1)
        }
    }

    /// Why this transition waits for `completeTransition(_:)`, and the likely fix: the words of the
    /// stuck-transition report (standard error and the F1 overlay).
    package var stuckReport: String {
        let action = isPresenting ? "Presenting" : "Dismissing"
        let animatorName = animator.map { String(describing: type(of: $0)) } ?? "The animator"
        var report = "\(action) \(type(of: presented)) is stuck: \(animatorName).animateTransition(using:) returned "
            + "without calling completeTransition(_:), and nothing is animating."
        if !presentationController.shouldRemovePresentersView {
            let missing = isPresenting ? ".from" : ".to"
            let style = presentationController.style
            let automatic = presented.modalPresentationStyle == .automatic
                ? " (.automatic on iOS \(environment.device.systemVersion))" : ""
            report += " The style is \(style)\(automatic), which keeps the presenting controller's view in place, so "
                + "transitionContext.view(forKey: \(missing)) is nil and an animator that needs it returns early. "
                + "Set modalPresentationStyle = .fullScreen (iOS 12's default), or use viewController(forKey: \(missing))?.view."
        }
        return report
    }

    // MARK: End

    /// Called by the context's completeTransition: the transition ends, completed or cancelled.
    func finish(completed: Bool) {
        guard !isFinished else { return }
        isFinished = true
        if isPresenting { finishPresentation(completed: completed) } else { finishDismissal(completed: completed) }
        animator?.animationEnded(completed)
        presented.presentationState.activeTransition = nil
        presenter.presentationState.activeTransition = nil
        coordinator.finish()
        // The presentation may have handed the status bar, and the interface's orientation, to
        // another controller: a full-screen one turns the interface to the orientation it prefers.
        for window in environment.windows {
            window.statusBarAppearanceDidChange()
            if completed { window.updateInterfaceOrientation(presenting: isPresenting) }
        }
        if completed { completion?() }
        environment.transitionScheduler.transitionDidFinish(self)
    }

    private func finishPresentation(completed: Bool) {
        let removesPresenter = presentationController.shouldRemovePresentersView || presentationController.contextStyle == .currentContext
        if completed && presentationController.shouldRemovePresentersView, let view = presenter.viewIfLoaded {
            presenter.presentationState.removedViewPlacement = ViewPlacement(of: view)
            view.removeFromSuperview()
        }
        traceCallback("presentationTransitionDidEnd(\(completed))")
        presentationController.presentationTransitionDidEnd(completed)
        if completed {
            presented.endAppearanceTransition()
            if removesPresenter { presenter.endAppearanceTransition() }
            return
        }
        // Cancelled: nothing of the presentation may stay on screen.
        presented.viewIfLoaded?.removeFromSuperview()
        presentationController.presentedView?.removeFromSuperview()
        presentationController.containerView?.removeFromSuperview()
        presentationController.containerView = nil
        presenter.presentationState.contextContainer = nil
        unlink()
        presented.beginAppearanceTransition(false, animated: false)
        presented.endAppearanceTransition()
        if removesPresenter {
            presenter.beginAppearanceTransition(true, animated: false)
            presenter.endAppearanceTransition()
        }
    }

    private func finishDismissal(completed: Bool) {
        let removesPresenter = presentationController.shouldRemovePresentersView || presentationController.contextStyle == .currentContext
        traceCallback("dismissalTransitionDidEnd(\(completed))")
        presentationController.dismissalTransitionDidEnd(completed)
        if completed {
            presented.viewIfLoaded?.removeFromSuperview()
            presentationController.presentedView?.removeFromSuperview()
            presentationController.containerView?.removeFromSuperview()
            presentationController.containerView = nil
            presenter.presentationState.contextContainer = nil
            if presentationController.shouldRemovePresentersView { presenter.restoreRemovedView() }
            unlink()
            presented.endAppearanceTransition()
            if removesPresenter && !presenterStaysHidden { presenter.endAppearanceTransition() }
            return
        }
        // Cancelled: the presented controller stays; a presenter view put back for the animation leaves again.
        if removesPresenter, let view = presenter.viewIfLoaded, view.superview === presentationController.containerView {
            view.removeFromSuperview()
        }
        presented.beginAppearanceTransition(true, animated: false)
        presented.endAppearanceTransition()
        if removesPresenter && !presenterStaysHidden {
            presenter.beginAppearanceTransition(false, animated: false)
            presenter.endAppearanceTransition()
        }
        onCancel?()
    }

    private func unlink() {
        presenter.presentationState.presented = nil
        presented.presentationState.presenting = nil
        presented.presentationState.controller = nil
        presentationController.detachPresenter()
    }
}

/// Where a view was in the tree, so it can go back there.
struct ViewPlacement {
    weak var superview: UIView?
    let index: Int
    let frame: CGRect
    let fillsSuperview: Bool

    @MainActor init(of view: UIView) {
        superview = view.superview
        index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
        frame = view.frame
        fillsSuperview = view.superview.map { view.frame == $0.bounds } ?? false
    }
}

extension UIViewController {
    /// Puts the view that a full-screen presentation removed back where it was, at today's size.
    func restoreRemovedView() {
        guard let placement = presentationState.removedViewPlacement, let superview = placement.superview else { return }
        presentationState.removedViewPlacement = nil
        let view = self.view!
        superview.insertSubview(view, at: placement.index)
        view.frame = placement.fillsSuperview ? superview.bounds : placement.frame
    }
}
