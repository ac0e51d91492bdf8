/// Runs one presentation or dismissal at a time. A request that arrives while one runs waits for
/// it (dismissing during a presentation, a second present from the presented controller), so no
/// screen is ever left half-presented.
@MainActor
final class TransitionScheduler {
    private(set) var current: PresentationTransition?
    private var waiting: [() -> Void] = []

    var isBusy: Bool { current != nil }

    /// Forgets the running transition and the waiting requests (a new headless host starting).
    func reset() {
        current = nil
        waiting.removeAll()
    }

    func enqueue(_ request: @escaping () -> Void) { waiting.append(request) }

    func begin(_ transition: PresentationTransition) { current = transition }

    /// The running transition ended: start the next waiting request, if any.
    func transitionDidFinish(_ transition: PresentationTransition) {
        guard current === transition else { return }
        current = nil
        while current == nil, !waiting.isEmpty {
            let next = waiting.removeFirst()
            next()
        }
    }
}

extension UIApplication {
    var transitionScheduler: TransitionScheduler { transitionSchedulerStorage }
}
