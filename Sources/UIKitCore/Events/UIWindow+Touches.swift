// Touch delivery: the window's TouchRouter hit-tests a new touch, hands it to the gesture
// recognizers of the hit view and its ancestors first, then to the hit view, as UIKit does.
extension UIWindow {
    /// The single entry point for pointer input, from the SDL window and the headless host alike.
    /// `location` is in window points.
    /// A touch goes to the frontmost window with a view under it (UIWindow+Level.swift) until it ends.
    package func handlePointer(_ phase: UITouch.Phase, at location: CGPoint, time: TimeInterval) {
        handleFingers(phase, at: [location], time: time)
    }

    /// Several fingers going down, moving and lifting together (a pinch, a twist): the window under
    /// the first finger gets them all.
    package func handleFingers(_ phase: UITouch.Phase, at locations: [CGPoint], time: TimeInterval) {
        guard let first = locations.first else { return }
        if phase == .began && locations.count == 1 && isOnStatusBar(first) { statusBarHasTouch = true }
        if statusBarHasTouch {
            // The status bar lies over the app and takes the touches that start on it; a tap on it
            // scrolls to the top (UIScrollView+ScrollToTop.swift).
            if phase == .ended || phase == .cancelled { statusBarHasTouch = false }
            if phase == .ended && isOnStatusBar(first) { statusBarWasTapped() }
            return
        }
        // A touch anywhere but on the edit menu closes it, and goes on to what it touched.
        if phase == .began {
            editMenuOwnerClosedByTouch = nil
            if let editMenu = openEditMenu, !editMenu.contains(first) {
                editMenuOwnerClosedByTouch = editMenu.owner
                editMenu.close(animated: true)
            }
        }
        var firstHit: UIView?
        // A new sequence's event is made first: UIKit hit-tests with the event the touches come in.
        var newEvent: UIEvent?
        if phase == .began {
            let event = UIEvent(touches: [])
            event.timestamp = time
            (pointerWindow, firstHit) = touchTarget(at: first, with: event)
            newEvent = event
        }
        let target = pointerWindow ?? self
        let local = locations.map { CGPoint(x: $0.x + frame.minX - target.frame.minX, y: $0.y + frame.minY - target.frame.minY) }
        target.touchRouter.handle(phase, at: local, time: time, firstHit: firstHit, in: newEvent)
        if phase == .ended || phase == .cancelled { pointerWindow = nil }
    }

    /// The touch in progress, if the mouse button is down.
    var activeTouch: UITouch? { touchRouter.activeTouch }

    /// Gestures that change by time alone (long presses, multi-taps), every frame.
    func checkGestureDeadlines(now: TimeInterval) { touchRouter.checkDeadlines(now: now) }

    /// The earliest moment a gesture changes by time alone, so an idle window knows when to wake.
    package var nextGestureDeadline: TimeInterval? { touchRouter.nextDeadline }
}

extension UIGestureRecognizer {
    func isTracking(_ touch: UITouch) -> Bool {
        trackedTouches.contains { $0 === touch } && (state == .possible || state == .began || state == .changed)
    }
}
