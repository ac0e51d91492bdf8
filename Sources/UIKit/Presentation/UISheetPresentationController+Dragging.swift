// Dragging a sheet: between detents it resizes, below the smallest it slides down, and letting go
// settles at the detent the motion heads for, or dismisses when it heads off screen.
extension UISheetPresentationController {
    /// How far ahead (in seconds of the current speed) letting go projects the motion.
    static let projection: CGFloat = 0.15

    func handleDrag(_ pan: UIPanGestureRecognizer) {
        guard let containerView, presentedViewController.activeTransition == nil || userDrivenDismissal != nil,
              !isCardInRegularWidth else { return }
        let size = containerView.bounds.size
        switch pan.state {
        case .began:
            dragStartHeight = sheetView.frame.height
            swipeWasRefused = false
        case .changed:
            guard let startHeight = dragStartHeight else { return }
            let active = activeDetents(in: size)
            let wanted = startHeight - pan.translation(in: containerView).y
            let smallest = active[0].height, largest = active[active.count - 1].height
            if let swipe = userDrivenDismissal {
                swipe.interaction.update(Swift.min(1, Swift.max(0, (smallest - wanted) / smallest)))
            } else if wanted < smallest, beginSwipeDismissal(from: smallest) {
                userDrivenDismissal?.interaction.update(Swift.min(1, Swift.max(0, (smallest - wanted) / smallest)))
            } else if wanted >= smallest {
                let height = Swift.min(largest, wanted)
                sheetView.frame = CGRect(x: 0, y: size.height - height, width: size.width, height: height)
            } else {
                // Below the smallest detent the sheet keeps its height and slides towards dismissal.
                sheetView.frame = CGRect(x: 0, y: size.height - wanted, width: size.width, height: smallest)
            }
        case .ended, .cancelled, .failed:
            guard dragStartHeight != nil else { return }
            dragStartHeight = nil
            if let swipe = userDrivenDismissal {
                // Let go: off screen if the motion heads below half the sheet, else back to its detent.
                userDrivenDismissal = nil
                let smallest = activeDetents(in: size)[0].height
                let shown = smallest * (1 - swipe.interaction.percentComplete)
                let projected = shown - (pan.state == .ended ? pan.velocity(in: containerView).y * Self.projection : 0)
                if projected < smallest / 2 { swipe.interaction.finish() } else { swipe.interaction.cancel() }
                return
            }
            let shown = size.height - sheetView.frame.minY
            let projected = shown - pan.velocity(in: containerView).y * Self.projection
            settle(projectedHeight: pan.state == .ended ? projected : shown, in: size)
        default:
            break
        }
    }

    private func settle(projectedHeight: CGFloat, in size: CGSize) {
        let active = activeDetents(in: size)
        if projectedHeight < active[0].height / 2 {
            if dismissesOnSwipe() { return }
        }
        let nearest = active.min { abs($0.height - projectedHeight) < abs($1.height - projectedHeight) }!
        let changed = nearest.detent.identifier != currentDetent(in: size).detent.identifier
        animateChanges { selectedDetentIdentifier = nearest.detent.identifier }
        if changed { (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self) }
    }

    /// A swipe down asks to dismiss, as a user's request. Returns whether the sheet is leaving.
    private func dismissesOnSwipe() -> Bool {
        guard !swipeWasRefused else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        return dismissAsTheUserAsked()
    }

    /// Dragged below its smallest detent, a sheet that may be dismissed starts an interactive
    /// dismissal, as UIKit's does: the presented controller hears viewWillDisappear now (and
    /// viewWillAppear/viewDidAppear again if the user lets it spring back), the delegate hears
    /// presentationControllerWillDismiss, and a transition coordinator exists for the drag. A sheet
    /// that may not be dismissed is only dragged, and told of the attempt when let go.
    private func beginSwipeDismissal(from smallest: CGFloat) -> Bool {
        guard !swipeWasRefused else { return false }
        guard !presentedViewController.isModalInPresentation, delegate?.presentationControllerShouldDismiss(self) ?? true else {
            swipeWasRefused = true
            return false
        }
        userDrivenDismissal = (SheetSwipeAnimator(), UIPercentDrivenInteractiveTransition())
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
        return presentedViewController.isBeingDismissed
    }
}
