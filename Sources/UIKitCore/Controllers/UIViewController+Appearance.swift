// The appearance state machine: each callback comes once per change, and children whose views are
// shown follow their parent, as UIKit forwards appearance methods automatically.
extension UIViewController {
    func performBeginAppearance(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState.phase == .disappeared || appearanceState.phase == .disappearing else { return }
            appearanceState.phase = .appearing
            environment.traceCallback("viewWillAppear(\(animated))", on: self, named: traceName)
            viewWillAppear(animated)
            appearanceState.owesViewIsAppearing = true
        } else {
            guard appearanceState.phase == .appeared || appearanceState.phase == .appearing else { return }
            appearanceState.phase = .disappearing
            environment.traceCallback("viewWillDisappear(\(animated))", on: self, named: traceName)
            viewWillDisappear(animated)
        }
        appearanceState.lastAnimated = animated
        for child in children where shouldAutomaticallyForwardAppearanceMethods && child.isViewLoaded && child.view.superview != nil {
            child.performBeginAppearance(isAppearing, animated: animated)
        }
    }

    func performEndAppearance() {
        let animated = appearanceState.lastAnimated
        switch appearanceState.phase {
        case .appearing:
            callViewIsAppearingIfOwed()
            appearanceState.phase = .appeared
            environment.traceCallback("viewDidAppear(\(animated))", on: self, named: traceName)
            viewDidAppear(animated)
            isMovingToParent = false
        case .disappearing:
            appearanceState.phase = .disappeared
            environment.traceCallback("viewDidDisappear(\(animated))", on: self, named: traceName)
            viewDidDisappear(animated)
        default:
            return
        }
        for child in children where shouldAutomaticallyForwardAppearanceMethods && child.isViewLoaded {
            child.performEndAppearance()
        }
    }

    /// viewIsAppearing, once an appearing view is in a window with its size: from the layout pass
    /// that first finds it there, at the latest just before viewDidAppear.
    func callViewIsAppearingIfOwed() {
        guard appearanceState.owesViewIsAppearing, appearanceState.phase == .appearing else { return }
        appearanceState.owesViewIsAppearing = false
        environment.traceCallback("viewIsAppearing(\(appearanceState.lastAnimated))", on: self, named: traceName)
        viewIsAppearing(appearanceState.lastAnimated)
    }

    /// The controller's name in `--trace` lines.
    var traceName: String { String(describing: type(of: self)) }

    /// The window's size (and maybe the device's orientation) is about to change: tells this (root)
    /// controller while views and traits still hold the old values, as UIKit does; the default
    /// implementations pass it on to children and, through presentation controllers, to what is presented.
    func sizeWillTransition(to newSize: CGSize, previousTraits: UITraitCollection, newTraits: UITraitCollection,
                            coordinator: TransitionCoordinator) {
        if !previousTraits.isEqual(newTraits) { willTransition(to: newTraits, with: coordinator) }
        viewWillTransition(to: newSize, with: coordinator)
    }

    /// The size transition is over: controllers, presentation controllers and views hear of the new traits.
    func sizeDidTransition(previousTraits: UITraitCollection, newTraits: UITraitCollection) {
        guard !previousTraits.isEqual(newTraits) else { return }
        @MainActor func notify(_ controller: UIViewController) {
            // The root view's minimum margins follow the width class.
            if previousTraits.horizontalSizeClass != newTraits.horizontalSizeClass { controller.viewIfLoaded?.constraintsDidChange() }
            controller.traitCollectionDidChange(previousTraits)
            for registration in controller.traitState.changeRegistrations {
                registration.notify(controller, previous: previousTraits, current: newTraits)
            }
            for child in controller.children { notify(child) }
        }
        var controller: UIViewController? = self
        while let current = controller {
            notify(current)
            current.presentationState.controller?.traitCollectionDidChange(previousTraits)
            current.presentationState.controller?.traitsDidChange()
            controller = current.presentationState.presented
        }
        viewIfLoaded?.window?.notifyTraitChange(previousTraits)
    }
}
