/// The one transition queue of an environment: one presentation, dismissal or container swap (a
/// push, a pop, a tab switch) at a time. A request that arrives while one runs waits for it
/// (dismissing during a presentation, a push during a dismissal, a present during a push), and the
/// waiting requests run in the order they came, so no screen is ever left half-presented.
@preconcurrency @MainActor
package final class TransitionScheduler: EnvironmentState {
    /// Made with its environment's first transition: from then on each frame checks on the running
    /// transition and, where the host asks, the presentation invariants.
    package init(environment: HostEnvironment) {
        environment.frameScheduler.register(.transitions, "stuck transition check") { [unowned self, unowned environment] now in
            checkForStuckTransition(now: now, isAnimating: environment.animationEngine.isAnimating)
        }
        environment.frameScheduler.register(.observation, "presentation invariants") { [unowned environment] _ in
            if environment.checksInvariants { PresentationInvariants.check(environment) }
        }
    }

    package private(set) var current: PresentationTransition?
    private var waiting: [() -> Void] = []

    /// The container swaps running now (ChildTransition begins and ends them here).
    private var childTransitions: [ObjectIdentifier] = []

    package var isBusy: Bool { current != nil || holds > 0 || !childTransitions.isEmpty }

    func begin(child transition: AnyObject) { childTransitions.append(ObjectIdentifier(transition)) }

    /// A container swap ended: the next waiting request starts, if nothing else runs.
    func childTransitionDidFinish(_ transition: AnyObject) {
        guard let index = childTransitions.firstIndex(of: ObjectIdentifier(transition)) else { return }
        childTransitions.remove(at: index)
        drainIfIdle()
    }

    /// Runs `request` now when nothing runs, else when everything before it has run.
    package func whenIdle(_ request: @escaping () -> Void) {
        if isBusy || !waiting.isEmpty { waiting.append(request) } else { request() }
    }

    package var hasWaitingRequests: Bool { !waiting.isEmpty }

    /// True while a transition that no user drives waits for its animator's `completeTransition(_:)`.
    /// (An interactive one waits for the user, which is not being busy.)
    package var isWaitingForAnimator: Bool { current.map { $0.interactionController == nil } ?? false }

    /// While held (a stack being dismissed in several transitions), finished transitions start no
    /// waiting request: the queue runs once the whole operation is over.
    private var holds = 0

    func holdQueue() { holds += 1 }

    func releaseQueue() {
        holds = Swift.max(0, holds - 1)
        drainIfIdle()
    }

    /// A transition whose animator returned without animating or completing, and when to report it.
    private var watched: (transition: PresentationTransition, deadline: TimeInterval)?
    /// The report on a stuck transition, while it is stuck (shown by the F1 overlay).
    package private(set) var stuckReport: String?

    /// Reports `transition` once if it is still running at `deadline` (frame-clock seconds).
    func watch(_ transition: PresentationTransition, deadline: TimeInterval) {
        watched = (transition, deadline)
    }

    /// Called every frame: says once, on standard error, that the watched transition is stuck (still
    /// waiting past its deadline while nothing animates).
    func checkForStuckTransition(now: TimeInterval, isAnimating: Bool) {
        guard let watched else { return }
        guard current === watched.transition else {
            self.watched = nil
            stuckReport = nil
            return
        }
        guard stuckReport == nil, now >= watched.deadline, !isAnimating else { return }
        stuckReport = watched.transition.stuckReport
        Diagnostics.warn("Presentation Lab: " + stuckReport!)
    }

    /// Forgets the running transition and the waiting requests (a new headless host starting).
    func reset() {
        current = nil
        holds = 0
        waiting.removeAll()
        watched = nil
        stuckReport = nil
    }

    func enqueue(_ request: @escaping () -> Void) { waiting.append(request) }

    func begin(_ transition: PresentationTransition) { current = transition }

    /// The running transition ended: start the next waiting request, if any.
    func transitionDidFinish(_ transition: PresentationTransition) {
        guard current === transition else { return }
        current = nil
        if watched?.transition === transition {
            watched = nil
            stuckReport = nil
        }
        drainIfIdle()
    }

    private func drainIfIdle() {
        while !isBusy, !waiting.isEmpty {
            let next = waiting.removeFirst()
            next()
        }
    }
}


extension HostEnvironment {
    /// The one queue of this environment's transitions.
    package var transitionScheduler: TransitionScheduler { self[TransitionScheduler.self] }
}
