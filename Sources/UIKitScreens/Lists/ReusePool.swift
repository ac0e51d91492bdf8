/// Views handed out again once they leave the screen, by reuse identifier: a table's cells and
/// header views, a collection view's cells and supplementary views. A registration says how to
/// make a view when the queue for its identifier is empty.
@MainActor
final class ReusePool<View: UIView> {
    private var factories: [String: () -> View] = [:]
    private var queues: [String: [View]] = [:]

    /// Registers (or, with nil, unregisters) how to make views for `identifier`.
    func register(_ identifier: String, factory: (() -> View)?) {
        factories[identifier] = factory
    }

    /// A queued view for `identifier`, or a new one from its registration, or nil.
    /// `reused` says whether it came from the queue (and so needs `prepareForReuse`).
    func dequeue(_ identifier: String) -> (view: View, reused: Bool)? {
        if var queue = queues[identifier], let view = queue.popLast() {
            queues[identifier] = queue
            return (view, true)
        }
        guard let factory = factories[identifier] else { return nil }
        return (factory(), false)
    }

    /// Takes back a view that left the screen.
    func enqueue(_ view: View, identifier: String?) {
        view.removeFromSuperview()
        guard let identifier else { return }
        queues[identifier, default: []].append(view)
    }
}
