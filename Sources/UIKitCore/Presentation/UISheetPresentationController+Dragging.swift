// Dragging a sheet: between detents it resizes, below the smallest it slides down, and letting go
// settles at the detent the motion heads for, or dismisses when it heads off screen.
extension UISheetPresentationController {
    /// How far ahead (in seconds of the current speed) letting go projects the motion.
    static let projection: CGFloat = 0.15

    func handleDrag(_ pan: UIPanGestureRecognizer) {
        guard let containerView else { return }
        switch pan.state {
        case .began:
            beginSheetDrag()
        case .changed:
            updateSheetDrag(translationY: pan.translation(in: containerView).y)
        case .ended, .cancelled, .failed:
            endSheetDrag(velocityY: pan.state == .ended ? pan.velocity(in: containerView).y : 0, ended: pan.state == .ended)
        default:
            break
        }
    }

    /// Whether the user may drag the sheet now (not mid-transition, not a card in regular width).
    private var acceptsDrags: Bool {
        containerView != nil && (presentedViewController.presentationState.activeTransition == nil || userDrivenDismissal != nil) && !isCardInRegularWidth
    }

    func beginSheetDrag() {
        guard acceptsDrags else { return }
        dragStartHeight = sheetView.frame.height
        scrollHandoffTranslation = 0
        swipeWasRefused = false
    }

    /// The finger has moved `translationY` points down since the drag began.
    func updateSheetDrag(translationY: CGFloat) {
        guard let containerView, acceptsDrags, let startHeight = dragStartHeight else { return }
        let size = containerView.bounds.size
        let active = activeDetents(in: size)
        let wanted = startHeight - translationY
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
    }

    /// The finger lifted (`ended`) or the drag was cancelled, moving at `velocityY` points a second.
    func endSheetDrag(velocityY: CGFloat, ended: Bool) {
        guard let containerView, dragStartHeight != nil else { return }
        dragStartHeight = nil
        let size = containerView.bounds.size
        if let swipe = userDrivenDismissal {
            // Let go: off screen if the motion heads below half the sheet, else back to its detent.
            userDrivenDismissal = nil
            let smallest = activeDetents(in: size)[0].height
            let shown = smallest * (1 - swipe.interaction.percentComplete)
            let projected = shown - (ended ? velocityY * Self.projection : 0)
            if projected < smallest / 2 { swipe.interaction.finish() } else { swipe.interaction.cancel() }
            return
        }
        let shown = size.height - sheetView.frame.minY
        let projected = shown - velocityY * Self.projection
        settle(projectedHeight: ended ? projected : shown, in: size)
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

// A scroll view in the sheet hands it the vertical movement it does not use: dragged down at its
// top edge the sheet follows (and can be dismissed); dragged up, the sheet first returns to its
// detent, then grows to the next when `prefersScrollingExpandsWhenScrolledToEdge` (UIKit's default).
extension UISheetPresentationController: ScrollDragHandoff {
    func takeScrollDrag(_ dy: CGFloat, from scrollView: UIScrollView) -> CGFloat {
        guard let containerView, acceptsDrags else { return 0 }
        if dragStartHeight == nil {
            // The sheet joins the drag only when it moves: down, or up to grow.
            let atTop = scrollView.contentOffset.y <= scrollView.offsetRange.min.y
            let largest = activeDetents(in: containerView.bounds.size).last!.height
            guard dy > 0 || (prefersScrollingExpandsWhenScrolledToEdge && atTop && sheetView.frame.height < largest) else { return 0 }
            beginSheetDrag()
        }
        guard let startHeight = dragStartHeight else { return 0 }
        let wanted = startHeight - scrollHandoffTranslation
        var taken = dy
        if dy < 0 {
            let atTop = scrollView.contentOffset.y <= scrollView.offsetRange.min.y
            let largest = activeDetents(in: containerView.bounds.size).last!.height
            let ceiling = prefersScrollingExpandsWhenScrolledToEdge && atTop ? Swift.max(startHeight, largest) : startHeight
            taken = -Swift.min(-dy, Swift.max(0, ceiling - wanted))
        }
        guard taken != 0 else { return 0 }
        scrollHandoffTranslation += taken
        updateSheetDrag(translationY: scrollHandoffTranslation)
        return taken
    }

    func scrollDragEnded(velocityY: CGFloat, cancelled: Bool) {
        endSheetDrag(velocityY: velocityY, ended: !cancelled)
    }
}
