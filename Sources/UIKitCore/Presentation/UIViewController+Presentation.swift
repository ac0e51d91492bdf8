// present(_:animated:completion:) and dismiss(animated:completion:): checking a request, choosing
// the presentation controller and animator as UIKit does, and handing over to PresentationTransition.
extension UIViewController {
    func requestPresentation(of controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        environment.runAsCurrent { presentIfAllowed(controller, animated: animated, completion: completion) }
    }

    private func presentIfAllowed(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let app = environment
        if controller === self || controller.presentationState.presenting != nil {
            Diagnostics.warn("Application tried to present modally a view controller \(controller) that is already being presented by \(controller.presentationState.presenting.map { "\($0)" } ?? "itself").")
            return
        }
        if controller.parent != nil {
            Diagnostics.warn("Application tried to present modally a view controller \(controller) that has a parent view controller \(controller.parent!).")
            return
        }
        let inContext = controller.modalPresentationStyle == .currentContext || controller.modalPresentationStyle == .overCurrentContext
        let presenter = inContext ? presentationContextSource : presentationSource
        if let current = presenter.presentationState.presented {
            if current.isBeingDismissed || app.transitionScheduler.isBusy && current.presentationState.activeTransition?.isPresenting == false {
                app.transitionScheduler.enqueue { [weak self] in
                    self?.requestPresentation(of: controller, animated: animated, completion: completion)
                }
                return
            }
            Diagnostics.warn("Attempt to present \(controller) on \(presenter) (from \(self)) which is already presenting \(current).")
            return
        }
        if app.transitionScheduler.isBusy {
            app.transitionScheduler.enqueue { [weak self] in
                self?.requestPresentation(of: controller, animated: animated, completion: completion)
            }
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            Diagnostics.warn("Attempt to present \(controller) on \(presenter) (from \(self)) whose view is not in the window hierarchy.")
            return
        }
        controller.prepareToBePresented(by: presenter)
        let delegate = controller.transitioningDelegate
        let trace = { (line: String) in app.trace(line) }
        // UIKit's order: the presentation controller (custom style only), then the animator, then
        // the interaction controller.
        var animator: UIViewControllerAnimatedTransitioning?
        var askedForAnimator = false
        func askForAnimator() {
            guard let delegate, !askedForAnimator else { return }
            askedForAnimator = true
            animator = delegate.animationController(forPresented: controller, presenting: presenter, source: self)
            trace("\(type(of: delegate)).animationController(forPresented:presenting:source:) -> \(animator.map { "\(type(of: $0))" } ?? "nil")")
        }
        let style = controller.resolvedPresentationStyle()
        var presentationController: UIPresentationController?
        if style == .custom, let delegate {
            presentationController = delegate.presentationController(forPresented: controller, presenting: presenter, source: self)
            trace("\(type(of: delegate)).presentationController(forPresented:presenting:source:) -> \(presentationController.map { "\(type(of: $0))" } ?? "nil")")
        }
        let chosen = presentationController ?? UIViewController.systemPresentationController(for: controller, presenting: presenter, style: style)
        chosen.style = style
        chosen.contextStyle = inContext ? controller.modalPresentationStyle : nil
        var interaction: UIViewControllerInteractiveTransitioning?
        if animated {
            askForAnimator()
            if let delegate {
                let used = animator ?? DefaultTransitionAnimator(presenting: true, style: controller.defaultTransitionStyle(for: style))
                animator = used
                interaction = delegate.interactionControllerForPresentation(using: used)
                trace("\(type(of: delegate)).interactionControllerForPresentation(using:) -> \(interaction.map { "\(type(of: $0))" } ?? "nil")")
            }
        } else {
            animator = nil
        }
        let effectiveAnimator = animated ? (animator ?? DefaultTransitionAnimator(presenting: true, style: controller.defaultTransitionStyle(for: style))) : nil
        app.trace(kind: .transition, "present \(controller.traceName) from \(presenter.traceName) style \(style) animated \(animated)")
        let transition = PresentationTransition(presenting: true, presented: controller, presenter: presenter, controller: chosen,
                                                animated: animated, animator: effectiveAnimator, completion: completion)
        transition.interactionController = interaction
        transition.start(in: window)
    }

    func requestDismissal(animated: Bool, completion: (() -> Void)?) {
        let app = environment
        return app.runAsCurrent {
            if app.transitionScheduler.isBusy {
                app.transitionScheduler.enqueue { [weak self] in self?.requestDismissal(animated: animated, completion: completion) }
                return
            }
            // The receiver dismisses what it presents; a presented controller without one asks its presenter.
            let presenter: UIViewController
            if presentationContextSource.presentationState.presented != nil {
                presenter = presentationContextSource
            } else if presentationSource.presentationState.presented != nil {
                presenter = presentationSource
            } else if let presenting = presentationState.presenting {
                presenter = presenting
            } else if let parentPresenter = parent?.presentationState.presenting {
                presenter = parentPresenter
            } else {
                return
            }
            guard let presented = presenter.presentationState.presented, presented.presentationState.controller != nil else { return }
            if presented.presentationState.presented != nil {
                presented.dismissStack(animated: animated, completion: completion)
                return
            }
            presented.startDismissal(animated: animated, completion: completion, presenterStaysHidden: false)
        }
    }

    /// Dismisses this presented controller and the ones it presents, as Apple's
    /// `dismiss(animated:completion:)` documents: only the top-most animates away, in its own
    /// transition style; those between leave the stack without animation. The screen shows what
    /// will remain (the intermediates' containers hidden, a presenter's view they covered back)
    /// while the top-most animates; then the rest go, and the queue waits until all have.
    private func dismissStack(animated: Bool, completion: (() -> Void)?) {
        var top = self
        var intermediates: [UIViewController] = []
        while let next = top.presentationState.presented {
            intermediates.append(top)
            top = next
        }
        let containers = intermediates.compactMap { $0.presentationState.controller?.containerView }
        for container in containers { container.isHidden = true }
        let bottom = presentationState.presenting
        let bottomWasCovered = bottom?.presentationState.removedViewPlacement != nil
        bottom?.restoreRemovedView()
        let scheduler = environment.transitionScheduler
        scheduler.holdQueue()
        let transition = top.startDismissal(animated: animated, completion: { [weak self] in
            self?.dismissWholeStackImmediately()
            scheduler.releaseQueue()
            completion?()
        }, presenterStaysHidden: true)
        // Let go early (an interactive dismissal cancelled): the stack stays as it was.
        transition?.onCancel = {
            for container in containers { container.isHidden = false }
            if bottomWasCovered, let bottom, let view = bottom.viewIfLoaded, view.superview != nil {
                bottom.presentationState.removedViewPlacement = ViewPlacement(of: view)
                view.removeFromSuperview()
            }
            scheduler.releaseQueue()
        }
        if transition == nil { scheduler.releaseQueue() }
    }

    /// Starts this presented controller's dismissal by its presenter. `presenterStaysHidden`: the
    /// presenter leaves with it (a stack dismissal), so it gets no appearance calls.
    @discardableResult
    private func startDismissal(animated: Bool, completion: (() -> Void)?, presenterStaysHidden: Bool) -> PresentationTransition? {
        let app = environment
        let presented = self
        guard let presenter = presentationState.presenting, let controller = presentationState.controller else { return nil }
        var animator: UIViewControllerAnimatedTransitioning?
        var interaction: UIViewControllerInteractiveTransitioning?
        if animated, let delegate = presented.transitioningDelegate {
            animator = delegate.animationController(forDismissed: presented)
            app.trace("\(type(of: delegate)).animationController(forDismissed:) -> \(animator.map { "\(type(of: $0))" } ?? "nil")")
            let used = animator ?? DefaultTransitionAnimator(presenting: false, style: presented.defaultTransitionStyle(for: controller.presentationStyle))
            animator = used
            interaction = delegate.interactionControllerForDismissal(using: used)
        }
        // A dismissal the user drives (a sheet swiped down) brings its own animator and interaction.
        if animated, let userDriven = controller.userDrivenDismissal {
            animator = userDriven.animator
            interaction = userDriven.interaction
        }
        let effectiveAnimator = animated ? (animator ?? DefaultTransitionAnimator(presenting: false, style: presented.defaultTransitionStyle(for: controller.presentationStyle))) : nil
        guard let window = controller.containerView?.window ?? presenter.viewIfLoaded?.window else { return nil }
        app.trace(kind: .transition, "dismiss \(presented.traceName) animated \(animated)")
        let transition = PresentationTransition(presenting: false, presented: presented, presenter: presenter, controller: controller,
                                                animated: animated, animator: effectiveAnimator, completion: completion)
        transition.interactionController = interaction
        transition.presenterStaysHidden = presenterStaysHidden
        transition.start(in: window)
        return transition
    }

    /// Dismisses this controller and everything it presents, at once.
    private func dismissWholeStackImmediately() {
        presentationState.presented?.dismissWholeStackImmediately()
        guard let presenter = presentationState.presenting, let controller = presentationState.controller,
              let window = controller.containerView?.window else { return }
        PresentationTransition(presenting: false, presented: self, presenter: presenter, controller: controller,
                               animated: false, animator: nil, completion: nil).start(in: window)
    }

    /// The controller that really presents: the top of this controller's containment chain.
    var presentationSource: UIViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    /// The controller a `.currentContext` or `.overCurrentContext` presentation covers: the
    /// nearest one, from this one up, that defines the presentation context, else the top of the
    /// chain, as Apple's *definesPresentationContext* describes.
    var presentationContextSource: UIViewController {
        var current = self
        while !current.definesPresentationContext, let parent = current.parent { current = parent }
        return current
    }

    /// Popovers fade in and out, as UIKit's do; other styles use `modalTransitionStyle`.
    /// With Reduce Motion and Prefer Cross-Fade Transitions on, UIKit's own modal slides and flips fade instead.
    func defaultTransitionStyle(for style: UIModalPresentationStyle) -> UIModalTransitionStyle {
        if style == .popover || environment.prefersCrossFadeTransitions { return .crossDissolve }
        return modalTransitionStyle
    }

    /// `.automatic` resolved by the iOS version, as Apple documents it on UIModalPresentationStyle:
    /// full screen before iOS 13 (the old default), a page sheet from 13, a form sheet from 18.
    func resolvedPresentationStyle() -> UIModalPresentationStyle {
        switch modalPresentationStyle {
        case .automatic:
            let major = environment.device.majorSystemVersion
            return major < 13 ? .fullScreen : major < 18 ? .pageSheet : .formSheet
        case .none: return .fullScreen
        case .currentContext: return .fullScreen
        case .overCurrentContext: return .overFullScreen
        default: return modalPresentationStyle
        }
    }

    static func systemPresentationController(for presented: UIViewController, presenting: UIViewController,
                                             style: UIModalPresentationStyle) -> UIPresentationController {
        let pending = presented.presentationState.pendingController
        presented.presentationState.pendingController = nil
        switch style {
        case .pageSheet, .formSheet:
            return pending as? UISheetPresentationController
                ?? UISheetPresentationController(presentedViewController: presented, presenting: presenting)
        case .popover:
            return pending as? UIPopoverPresentationController
                ?? UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
        default:
            return pending as? FullScreenPresentationController
                ?? FullScreenPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    /// The system presentation controller this controller's style will use, made once and kept
    /// for the next presentation.
    func upcomingSystemPresentationController() -> UIPresentationController? {
        switch modalPresentationStyle {
        case .popover:
            if !(presentationState.pendingController is UIPopoverPresentationController) {
                presentationState.pendingController = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            }
        case .pageSheet, .formSheet, .automatic:
            if !(presentationState.pendingController is UISheetPresentationController) {
                presentationState.pendingController = UISheetPresentationController(presentedViewController: self, presenting: nil)
            }
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .none:
            if !(presentationState.pendingController is FullScreenPresentationController) {
                presentationState.pendingController = FullScreenPresentationController(presentedViewController: self, presenting: nil)
            }
        case .custom:
            return nil
        }
        presentationState.pendingController?.holdPresentedWeakly()
        return presentationState.pendingController
    }
}
