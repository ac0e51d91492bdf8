/// A window's touch handling as one state machine: idle between touches, or tracking the fingers
/// that are down (one from the mouse, two for a pinch or a twist), each with its hit view, and the
/// recognizers fixed at touch-down, as UIKit does. Between touch sequences it remembers the last tap
/// (for tap counts) and the multi-tap recognizers waiting for their next tap; while fingers are down
/// it arbitrates between its recognizers, holding back the recognitions that wait for other
/// recognizers to fail.
@preconcurrency @MainActor
final class TouchRouter {
    enum State {
        case idle
        /// Fingers are down: their touches, in the order they came, and the event they came in.
        case tracking([UITouch], UIEvent)
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

    /// The first finger of the sequence in progress.
    var activeTouch: UITouch? { activeTouches.first }
    private var activeTouches: [UITouch] { if case let .tracking(touches, _) = state { touches } else { [] } }
    private var activeEvent: UIEvent? { if case let .tracking(_, event) = state { event } else { nil } }

    /// Every finger of a sequence goes down, moves and lifts together: `locations` has one point per
    /// finger, in window points, the same count for every phase of the sequence. `firstHit` is the
    /// view under the first finger as it goes down, which the screen found choosing this window, with
    /// `event`, the event the new touches come in.
    func handle(_ phase: UITouch.Phase, at locations: [CGPoint], time: TimeInterval, firstHit: UIView?, in event: UIEvent? = nil) {
        guard !locations.isEmpty else { return }
        switch phase {
        case .began: touchesBegan(at: locations, time: time, firstHit: firstHit, in: event ?? UIEvent(touches: []))
        case .moved, .stationary: touchesMoved(to: locations, time: time)
        case .ended, .cancelled: touchesEnded(at: locations, time: time, cancelled: phase == .cancelled)
        }
    }

    // MARK: The touch sequence

    private func touchesBegan(at locations: [CGPoint], time: TimeInterval, firstHit: UIView?, in event: UIEvent) {
        if case .tracking = state { touchesEnded(at: activeTouches.map(\.locationInWindow), time: time, cancelled: true) }
        let touches = locations.map { location -> UITouch in
            let touch = UITouch()
            touch.window = window
            touch.timestamp = time
            touch.locationInWindow = location
            touch.previousLocationInWindow = location
            touch.phase = .began
            return touch
        }
        if touches.count == 1, let touch = touches.first, let last = lastTapEnd,
           time - last.time <= UITapGestureRecognizer.multiTapInterval,
           hypot(touch.locationInWindow.x - last.location.x, touch.locationInWindow.y - last.location.y) <= 20 {
            touch.tapCount = last.count + 1
        }
        event.touches = touches
        event.timestamp = time
        state = .tracking(touches, event)

        var allRecognizers: [UIGestureRecognizer] = []
        for (index, touch) in touches.enumerated() {
            let hit = index == 0 ? firstHit : window.hitTest(touch.locationInWindow, with: event)
            touch.view = hit
            let recognizers = recognizers(for: hit).filter { $0.delegate?.gestureRecognizer($0, shouldReceive: touch) != false }
            touch.gestureRecognizers = recognizers
            for recognizer in recognizers where !allRecognizers.contains(where: { $0 === recognizer }) { allRecognizers.append(recognizer) }
        }
        for recognizer in allRecognizers {
            let received = touches.filter { $0.receives(recognizer) }
            recognizer.trackedTouches = received
            recognizer.router = self
            recognizer.lastEvent = event
            recognizer.touchesBegan(Set(received), with: event)
        }
        deliverToViews(touches, event) { $0.touchesBegan($1, with: $2) }
    }

    private func touchesMoved(to locations: [CGPoint], time: TimeInterval) {
        guard case let .tracking(touches, event) = state else { return }
        for (touch, location) in zip(touches, locations) {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = location
            touch.timestamp = time
            touch.phase = .moved
        }
        event.timestamp = time
        for recognizer in recognizers(of: touches) {
            let moved = touches.filter { recognizer.isTracking($0) }
            guard !moved.isEmpty else { continue }
            recognizer.lastEvent = event
            recognizer.touchesMoved(Set(moved), with: event)
        }
        deliverToViews(touches, event) { $0.touchesMoved($1, with: $2) }
    }

    private func touchesEnded(at locations: [CGPoint], time: TimeInterval, cancelled: Bool) {
        guard case let .tracking(touches, event) = state else { return }
        for (index, touch) in touches.enumerated() {
            let location = index < locations.count ? locations[index] : touch.locationInWindow
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = location
            touch.timestamp = time
            touch.phase = cancelled ? .cancelled : .ended
        }
        event.timestamp = time
        let recognizers = recognizers(of: touches)
        for recognizer in recognizers {
            let lifted = touches.filter { recognizer.isTracking($0) }
            guard !lifted.isEmpty else { continue }
            recognizer.lastEvent = event
            if cancelled { recognizer.touchesCancelled(Set(lifted), with: event) } else { recognizer.touchesEnded(Set(lifted), with: event) }
        }
        if cancelled {
            deliverToViews(touches, event) { $0.touchesCancelled($1, with: $2) }
        } else {
            deliverToViews(touches, event) { $0.touchesEnded($1, with: $2) }
        }
        state = .idle
        if let first = touches.first { lastTapEnd = (time, first.locationInWindow, touches.count == 1 ? first.tapCount : 0) }
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
    }

    /// The recognizers of `touches`, each once, in the order the touches list them.
    private func recognizers(of touches: [UITouch]) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for touch in touches {
            for recognizer in touch.gestureRecognizers ?? [] where !result.contains(where: { $0 === recognizer }) { result.append(recognizer) }
        }
        return result
    }

    /// Hands each hit view the touches on it that no recognizer took over, together in one call.
    private func deliverToViews(_ touches: [UITouch], _ event: UIEvent, _ send: (UIView, Set<UITouch>, UIEvent) -> Void) {
        var views: [UIView] = []
        for touch in touches where !touch.isCancelledForView {
            if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        for view in views {
            let received = touches.filter { $0.view === view && !$0.isCancelledForView }
            send(view, Set(view.isMultipleTouchEnabled ? received : Array(received.prefix(1))), event)
        }
    }

    /// The recognizers that see a touch on `view`: its own and its ancestors', nearest first.
    /// As in UIKit, a tap on an enabled control does not trigger tap recognizers of its ancestors.
    private func recognizers(for view: UIView?) -> [UIGestureRecognizer] {
        guard let view else { return [] }
        let control = view as? UIControl
        var result: [UIGestureRecognizer] = []
        // The hit view's first, then each superview's up to the window.
        var current: UIView? = view
        while let owner = current {
            for recognizer in owner.eventState.recognizers where recognizer.isEnabled {
                if let control, control.isEnabled, owner !== control, recognizer is UITapGestureRecognizer { continue }
                result.append(recognizer)
            }
            current = owner.superview
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
        // Idle (no finger down, no tap waiting for another): nothing changes by time alone.
        if case .idle = state, waitingTapRecognizers.isEmpty { return }
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
        recognizers(of: activeTouches).compactMap { $0 as? UILongPressGestureRecognizer }
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
        let touches = activeTouches.isEmpty ? recognizer.trackedTouches : activeTouches.filter { $0.receives(recognizer) }
        guard !touches.isEmpty else { return }
        if recognizer.cancelsTouchesInView, let event = activeEvent {
            // The hit views hear of the touches the recognizer took, then stop hearing of them.
            deliverToViews(touches, event) { $0.touchesCancelled($1, with: $2) }
            for touch in touches { touch.isCancelledForView = true }
        }
        for other in recognizers(of: touches) where other !== recognizer {
            if other.requires(toFail: recognizer) { requirementDidResolve(for: other, recognized: true); continue }
            guard other.state == .possible, !isHolding(other) else { continue }
            let simultaneous = recognizer.delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other) == true
                || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: recognizer) == true
            if !simultaneous { other.state = .failed }
        }
    }

    /// A recognizer failed: those that waited for it may now recognize.
    func didFail(_ recognizer: UIGestureRecognizer) {
        let touches = activeTouches.isEmpty ? recognizer.trackedTouches : activeTouches
        for other in recognizers(of: touches) where other.requires(toFail: recognizer) {
            requirementDidResolve(for: other, recognized: false)
        }
    }

    /// A recognizer `recognizer` requires to fail has recognized (it fails) or failed (its held
    /// recognition happens, once nothing else it waits for is undecided).
    private func requirementDidResolve(for recognizer: UIGestureRecognizer, recognized: Bool) {
        guard let held = heldState(of: recognizer) else { return }
        let sequenceIsOver = recognizer.trackedTouches.allSatisfy { $0.phase == .ended || $0.phase == .cancelled }
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
