/// A window's touch handling as one state machine: idle between touches, or tracking the one touch
/// that is down, with its hit view and recognizers fixed at touch-down, as UIKit does. Between touch
/// sequences it remembers the last tap (for tap counts) and the multi-tap recognizers waiting for
/// their next tap; while a touch is down it arbitrates between its recognizers, holding back the
/// recognitions that wait for other recognizers to fail.
@preconcurrency @MainActor
final class TouchRouter {
    enum State {
        case idle
        /// A finger is down: the touch, and the event it came in.
        case tracking(UITouch, UIEvent)
    }

    private(set) var state: State = .idle
    private unowned let window: UIWindow
    /// Where and when the last tap ended, and its count.
    private var lastTapEnd: (time: TimeInterval, location: CGPoint, count: Int)?
    /// Recognizers of a multi-tap waiting for their next tap.
    private var waitingTapRecognizers: [UITapGestureRecognizer] = []
    /// Recognitions held until the recognizers they require to fail have failed (`require(toFail:)`).
    private var heldRecognitions: [(recognizer: WeakRecognizer, state: UIGestureRecognizer.State)] = []

    init(window: UIWindow) { self.window = window }

    var activeTouch: UITouch? { if case let .tracking(touch, _) = state { touch } else { nil } }
    private var activeEvent: UIEvent? { if case let .tracking(_, event) = state { event } else { nil } }

    func handle(_ phase: UITouch.Phase, at location: CGPoint, time: TimeInterval) {
        switch phase {
        case .began: touchBegan(at: location, time: time)
        case .moved, .stationary: touchMoved(to: location, time: time)
        case .ended, .cancelled: touchEnded(at: location, time: time, cancelled: phase == .cancelled)
        }
    }

    // MARK: The touch sequence

    private func touchBegan(at location: CGPoint, time: TimeInterval) {
        if case .tracking = state { touchEnded(at: location, time: time, cancelled: true) }
        let touch = UITouch()
        touch.window = window
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
        state = .tracking(touch, event)

        let hit = window.hitTest(location, with: event)
        touch.view = hit
        let recognizers = recognizers(for: hit).filter { $0.delegate?.gestureRecognizer($0, shouldReceive: touch) != false }
        touch.gestureRecognizers = recognizers
        for recognizer in recognizers {
            recognizer.trackedTouch = touch
            recognizer.router = self
            recognizer.lastEvent = event
            recognizer.touchesBegan([touch], with: event)
        }
        if !touch.isCancelledForView { hit?.touchesBegan([touch], with: event) }
        window.needsDisplay = true
    }

    private func touchMoved(to location: CGPoint, time: TimeInterval) {
        guard case let .tracking(touch, event) = state else { return }
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
        guard case let .tracking(touch, event) = state else { return }
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
        state = .idle
        lastTapEnd = (time, location, touch.tapCount)
        for recognizer in recognizers {
            if let tap = recognizer as? UITapGestureRecognizer, tap.isWaitingForNextTap {
                if !waitingTapRecognizers.contains(where: { $0 === tap }) { waitingTapRecognizers.append(tap) }
                continue
            }
            // A recognizer still undecided when the touches are over has failed.
            if recognizer.state == .possible && !isHolding(recognizer) { recognizer.state = .failed }
        }
        // Recognizers still waiting (for a next tap, or for another to fail) keep their state.
        for recognizer in recognizers where !((recognizer as? UITapGestureRecognizer)?.isWaitingForNextTap ?? false)
            && !isHolding(recognizer) {
            recognizer.resetAfterTouchSequence()
        }
        window.needsDisplay = true
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

    // MARK: Time

    /// Fails multi-tap recognizers whose next tap did not come in time, and begins long presses
    /// held long enough (every frame, in the input phase).
    func checkDeadlines(now: TimeInterval) {
        for press in longPressRecognizersOfActiveTouch { press.checkDeadline(now: now) }
        guard !waitingTapRecognizers.isEmpty else { return }
        for recognizer in waitingTapRecognizers { recognizer.checkDeadline(now: now) }
        waitingTapRecognizers.removeAll { !$0.isWaitingForNextTap }
    }

    /// The earliest moment a gesture changes by time alone (a long press beginning, a multi-tap
    /// giving up), so an idle window knows when to wake.
    var nextDeadline: TimeInterval? {
        let deadlines = longPressRecognizersOfActiveTouch.compactMap(\.pressDeadline)
            + waitingTapRecognizers.compactMap(\.multiTapDeadline)
        return deadlines.min()
    }

    private var longPressRecognizersOfActiveTouch: [UILongPressGestureRecognizer] {
        (activeTouch?.gestureRecognizers ?? []).compactMap { $0 as? UILongPressGestureRecognizer }
    }

    // MARK: Arbitration

    /// Holds `recognizer`'s recognition as `state` until the recognizers it requires to fail resolve.
    func hold(_ recognizer: UIGestureRecognizer, as state: UIGestureRecognizer.State) {
        release(recognizer)
        heldRecognitions.append((WeakRecognizer(recognizer), state))
    }

    func isHolding(_ recognizer: UIGestureRecognizer) -> Bool { heldState(of: recognizer) != nil }

    /// Forgets a held recognition (its touch sequence is over).
    func release(_ recognizer: UIGestureRecognizer) {
        heldRecognitions.removeAll { $0.recognizer.value === recognizer || $0.recognizer.value == nil }
    }

    private func heldState(of recognizer: UIGestureRecognizer) -> UIGestureRecognizer.State? {
        heldRecognitions.first { $0.recognizer.value === recognizer }?.state
    }

    /// A recognizer recognized: the hit view loses the touch when the recognizer cancels touches in
    /// views; those that required it to fail fail, and the touch's other recognizers fail unless
    /// allowed to recognize simultaneously.
    func didRecognize(_ recognizer: UIGestureRecognizer) {
        guard let touch = activeTouch ?? recognizer.trackedTouch else { return }
        if recognizer.cancelsTouchesInView && !touch.isCancelledForView {
            touch.isCancelledForView = true
            if let event = activeEvent { touch.view?.touchesCancelled([touch], with: event) }
        }
        for other in touch.gestureRecognizers ?? [] where other !== recognizer {
            if other.requires(toFail: recognizer) { requirementDidResolve(for: other, recognized: true); continue }
            guard other.state == .possible, !isHolding(other) else { continue }
            let simultaneous = recognizer.delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other) == true
                || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: recognizer) == true
            if !simultaneous { other.state = .failed }
        }
    }

    /// A recognizer failed: those that waited for it may now recognize.
    func didFail(_ recognizer: UIGestureRecognizer) {
        guard let touch = activeTouch ?? recognizer.trackedTouch else { return }
        for other in touch.gestureRecognizers ?? [] where other.requires(toFail: recognizer) {
            requirementDidResolve(for: other, recognized: false)
        }
    }

    /// A recognizer `recognizer` requires to fail has recognized (it fails) or failed (its held
    /// recognition happens, once nothing else it waits for is undecided).
    private func requirementDidResolve(for recognizer: UIGestureRecognizer, recognized: Bool) {
        guard let held = heldState(of: recognizer) else { return }
        let sequenceIsOver = recognizer.trackedTouch.map { $0.phase == .ended || $0.phase == .cancelled } ?? true
        if recognized {
            release(recognizer)
            recognizer.failHeldRecognition()
        } else {
            guard !recognizer.isWaitingForRequirements else { return }
            release(recognizer)
            recognizer.resumeHeldRecognition(as: held)
        }
        if sequenceIsOver { recognizer.resetAfterTouchSequence() }
    }
}
