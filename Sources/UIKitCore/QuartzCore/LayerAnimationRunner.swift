/// Plays a layer's Core Animation animations on the frame clock: each frame it evaluates them in
/// the order they were added (later ones win on the same property), tells delegates when they start
/// and stop, removes finished ones (unless `isRemovedOnCompletion` is false), and hands the values
/// to the view's presentation.
@MainActor
final class LayerAnimationRunner {
    private struct Entry {
        let key: String
        let animation: CAAnimation
        let start: CFTimeInterval
        let isKeyed: Bool
        var hasStarted = false
        var hasStopped = false
    }

    private unowned let view: UIView
    private var entries: [Entry] = []
    private var callback: FrameCallback?

    init(view: UIView) { self.view = view }

    var keys: [String] { entries.filter(\.isKeyed).map(\.key) }

    func animation(forKey key: String) -> CAAnimation? { entries.first { $0.key == key }?.animation }

    func add(_ animation: CAAnimation, key: String, start: CFTimeInterval, isKeyed: Bool) {
        entries.append(Entry(key: key, animation: animation, start: start, isKeyed: isKeyed))
        // Core Animation starts an animation when its transaction commits, not inside add: the
        // values show now, and the delegate hears animationDidStart on the next frame.
        evaluate(at: view.environment.animationEngine.now, startsAnimations: false)
        if callback == nil {
            let frameCallback = FrameCallback(purpose: "a Core Animation animation is still running (one that repeats forever never settles)") { [weak self] time in self?.evaluate(at: time) ?? false }
            callback = frameCallback
            view.environment.addFrameCallback(frameCallback)
        }
    }

    func remove(key: String) {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return }
        let entry = entries.remove(at: index)
        entry.animation.hasStoppedPlaying = true
        entry.animation.didStopPlaying(on: view)
        if !entry.hasStopped { entry.animation.delegate?.animationDidStop(entry.animation, finished: false) }
        evaluate(at: view.environment.animationEngine.now)
    }

    func removeAll() {
        let removed = entries
        entries.removeAll()
        for entry in removed {
            entry.animation.hasStoppedPlaying = true
            entry.animation.didStopPlaying(on: view)
        }
        for entry in removed where !entry.hasStopped { entry.animation.delegate?.animationDidStop(entry.animation, finished: false) }
        evaluate(at: view.environment.animationEngine.now)
    }

    /// Whether any animation is still to play (not merely filling).
    var isPlaying: Bool {
        let now = view.environment.animationEngine.now
        return entries.contains { !$0.animation.hasEnded(atLocalTime: now - $0.start) }
    }

    /// The values the animations show at `time`, without starting, stopping or removing any: a
    /// replicator's later copies show their sublayers' animations this way, `instanceDelay` late.
    func values(at time: CFTimeInterval) -> LayerAnimationValues? {
        var values = LayerAnimationValues()
        for entry in entries {
            let local = time - entry.start
            guard let progress = entry.animation.iterationProgress(atLocalTime: local) else { continue }
            if entry.animation.hasEnded(atLocalTime: local) && entry.animation.isRemovedOnCompletion { continue }
            entry.animation.apply(progress: progress, localTime: local, to: &values, of: view)
        }
        return values.isEmpty ? nil : values
    }

    /// Shows the animations at `time`; returns whether more frames are needed.
    @discardableResult
    private func evaluate(at time: CFTimeInterval, startsAnimations: Bool = true) -> Bool {
        var values = LayerAnimationValues()
        var stopped: [CAAnimation] = []
        var started: [CAAnimation] = []
        for index in entries.indices {
            let entry = entries[index]
            let local = time - entry.start
            if startsAnimations && !entry.hasStarted && local >= 0 {
                entries[index].hasStarted = true
                started.append(entry.animation)
            }
            if entries[index].hasStarted && entry.animation.hasEnded(atLocalTime: local) && !entry.hasStopped {
                entries[index].hasStopped = true
                entry.animation.hasStoppedPlaying = true
                entry.animation.didStopPlaying(on: view)
                stopped.append(entry.animation)
            }
            guard let progress = entry.animation.iterationProgress(atLocalTime: local) else { continue }
            if entries[index].hasStopped && entry.animation.isRemovedOnCompletion { continue }
            entry.animation.apply(progress: progress, localTime: local, to: &values, of: view)
        }
        entries.removeAll { $0.hasStopped && $0.animation.isRemovedOnCompletion }
        view.animationState.layerValues = values.isEmpty ? nil : values
        view.setNeedsDisplayTree()
        for animation in started { animation.delegate?.animationDidStart(animation) }
        for animation in stopped { animation.delegate?.animationDidStop(animation, finished: true) }
        let needsFrames = entries.contains { !$0.hasStopped }
        if !needsFrames { callback?.invalidate(); callback = nil }
        return needsFrames
    }
}
