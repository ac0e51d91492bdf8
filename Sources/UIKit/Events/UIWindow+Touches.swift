// Touch delivery: the window hit-tests a new touch, hands it to the gesture recognizers of the hit
// view and its ancestors first, then to the hit view, as UIKit does.
extension UIWindow {
    /// The single entry point for pointer input, from the SDL window and the headless host alike.
    /// `location` is in window points.
    func handlePointer(_ phase: UITouch.Phase, at location: CGPoint, time: TimeInterval) {
        switch phase {
        case .began: touchBegan(at: location, time: time)
        case .moved, .stationary: touchMoved(to: location, time: time)
        case .ended, .cancelled: touchEnded(at: location, time: time, cancelled: phase == .cancelled)
        }
    }

    private func touchBegan(at location: CGPoint, time: TimeInterval) {
        if activeTouch != nil { touchEnded(at: location, time: time, cancelled: true) }
        let touch = UITouch()
        touch.window = self
        touch.timestamp = time
        touch.locationInWindow = location
        touch.previousLocationInWindow = location
        touch.phase = .began
        if let last = lastTapEnd, time - last.time <= UITapGestureRecognizer.multiTapInterval,
           hypot(location.x - last.location.x, location.y - last.location.y) <= 20 {
            touch.tapCount = last.count + 1
        }
        let event = UIEvent(touch: touch)
        event.timestamp = time
        activeTouch = touch
        activeEvent = event

        let hit = hitTest(location, with: event)
        touch.view = hit
        let recognizers = recognizers(for: hit).filter { $0.delegate?.gestureRecognizer($0, shouldReceive: touch) != false }
        touch.gestureRecognizers = recognizers
        for recognizer in recognizers {
            recognizer.trackedTouch = touch
            recognizer.lastEvent = event
            recognizer.touchesBegan([touch], with: event)
        }
        if !touch.isCancelledForView { hit?.touchesBegan([touch], with: event) }
        needsDisplay = true
    }

    private func touchMoved(to location: CGPoint, time: TimeInterval) {
        guard let touch = activeTouch, let event = activeEvent else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.timestamp = time
        touch.phase = .moved
        event.timestamp = time
        for recognizer in touch.gestureRecognizers ?? [] where recognizer.isTracking(touch) {
            recognizer.lastEvent = event
            recognizer.touchesMoved([touch], with: event)
        }
        if !touch.isCancelledForView { touch.view?.touchesMoved([touch], with: event) }
    }

    private func touchEnded(at location: CGPoint, time: TimeInterval, cancelled: Bool) {
        guard let touch = activeTouch, let event = activeEvent else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.timestamp = time
        touch.phase = cancelled ? .cancelled : .ended
        event.timestamp = time
        let recognizers = touch.gestureRecognizers ?? []
        for recognizer in recognizers where recognizer.isTracking(touch) {
            recognizer.lastEvent = event
            if cancelled { recognizer.touchesCancelled([touch], with: event) } else { recognizer.touchesEnded([touch], with: event) }
        }
        if !touch.isCancelledForView {
            if cancelled { touch.view?.touchesCancelled([touch], with: event) } else { touch.view?.touchesEnded([touch], with: event) }
        }
        activeTouch = nil
        activeEvent = nil
        lastTapEnd = (time, location, touch.tapCount)
        for recognizer in recognizers {
            if let tap = recognizer as? UITapGestureRecognizer, tap.isWaitingForNextTap {
                if !waitingTapRecognizers.contains(where: { $0 === tap }) { waitingTapRecognizers.append(tap) }
                continue
            }
            // A recognizer still undecided when the touches are over has failed.
            if recognizer.state == .possible && recognizer.deferredState == nil { recognizer.state = .failed }
        }
        // Recognizers still waiting (for a next tap, or for another to fail) keep their state.
        for recognizer in recognizers where !((recognizer as? UITapGestureRecognizer)?.isWaitingForNextTap ?? false)
            && recognizer.deferredState == nil {
            recognizer.resetAfterTouchSequence()
        }
        needsDisplay = true
    }

    /// The recognizers that see a touch on `view`: its own and its ancestors', nearest first.
    /// As in UIKit, a tap on an enabled control does not trigger tap recognizers of its ancestors.
    private func recognizers(for view: UIView?) -> [UIGestureRecognizer] {
        guard let view else { return [] }
        let control = view as? UIControl
        var result: [UIGestureRecognizer] = []
        for owner in view.ancestry.reversed() {
            for recognizer in owner.attachedRecognizers where recognizer.isEnabled {
                if let control, control.isEnabled, owner !== control, recognizer is UITapGestureRecognizer { continue }
                result.append(recognizer)
            }
        }
        // A multi-tap recognizer waiting for its next tap elsewhere has lost its chance.
        for waiting in waitingTapRecognizers where !result.contains(where: { $0 === waiting }) {
            waiting.checkDeadline(now: .infinity)
        }
        waitingTapRecognizers.removeAll()
        return result
    }

    /// Fails multi-tap recognizers whose next tap did not come in time, and begins long presses
    /// held long enough (called every frame).
    func checkGestureDeadlines(now: TimeInterval) {
        for press in longPressRecognizersOfActiveTouch { press.checkDeadline(now: now) }
        guard !waitingTapRecognizers.isEmpty else { return }
        for recognizer in waitingTapRecognizers { recognizer.checkDeadline(now: now) }
        waitingTapRecognizers.removeAll { !$0.isWaitingForNextTap }
    }

    /// The earliest moment a gesture changes by time alone (a long press beginning, a multi-tap
    /// giving up), so an idle window knows when to wake.
    package var nextGestureDeadline: TimeInterval? {
        let deadlines = longPressRecognizersOfActiveTouch.compactMap(\.pressDeadline)
            + waitingTapRecognizers.compactMap(\.multiTapDeadline)
        return deadlines.min()
    }

    private var longPressRecognizersOfActiveTouch: [UILongPressGestureRecognizer] {
        (activeTouch?.gestureRecognizers ?? []).compactMap { $0 as? UILongPressGestureRecognizer }
    }

    /// A recognizer recognized: the hit view loses the touch when the recognizer cancels touches in
    /// views, and the touch's other recognizers fail unless allowed to recognize simultaneously.
    func gestureDidRecognize(_ recognizer: UIGestureRecognizer) {
        guard let touch = activeTouch ?? recognizer.trackedTouch else { return }
        if recognizer.cancelsTouchesInView && !touch.isCancelledForView {
            touch.isCancelledForView = true
            if let event = activeEvent { touch.view?.touchesCancelled([touch], with: event) }
        }
        for other in touch.gestureRecognizers ?? [] where other !== recognizer {
            if other.requires(toFail: recognizer) { other.requirementDidResolve(recognized: true); continue }
            guard other.state == .possible, other.deferredState == nil else { continue }
            let simultaneous = recognizer.delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other) == true
                || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: recognizer) == true
            if !simultaneous { other.state = .failed }
        }
    }

    /// A recognizer failed: those that waited for it may now recognize.
    func gestureDidFail(_ recognizer: UIGestureRecognizer) {
        guard let touch = activeTouch ?? recognizer.trackedTouch else { return }
        for other in touch.gestureRecognizers ?? [] where other.requires(toFail: recognizer) {
            other.requirementDidResolve(recognized: false)
        }
    }
}

extension UIGestureRecognizer {
    func isTracking(_ touch: UITouch) -> Bool {
        trackedTouch === touch && (state == .possible || state == .began || state == .changed)
    }
}
