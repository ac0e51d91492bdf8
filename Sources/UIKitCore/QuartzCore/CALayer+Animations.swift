// Explicit animations on a view's layer: `add(_:forKey:)` copies the animation and plays it on the
// frame clock, showing its values over the model (which it never changes), as Core Animation does.
extension CALayer {
    /// Adds a copy of `anim`, replacing one under the same key. A key path the lab does not draw
    /// (or that Core Animation does not animate) plays on the clock, delegate calls included, and
    /// shows the model value, with one warning naming it.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentation else { return }
        for path in anim.animatedKeyPaths where LayerKeyPath.named(path) == nil {
            Diagnostics.warnOnce("animation-key-path-\(path)", "CALayer.add(_:forKey:): the key path '\(path)' is not animated by the lab; "
                + "the layer shows its model value. Animated: " + LayerKeyPath.supportedNames.joined(separator: ", ") + ".")
        }
        let copy = anim.copyForLayer()
        let transaction = HostEnvironment.openTransaction
        copy.effectiveDuration = anim.duration > 0 ? anim.duration : (transaction?.animationDuration ?? CAAnimation.defaultDuration)
        if copy.timingFunction == nil, let function = transaction?.timingFunction { copy.timingFunction = function }
        let now = view.environment.animationEngine.now
        let start = anim.beginTime > 0 ? anim.beginTime : now
        if let key { removeAnimation(forKey: key) }
        if let transition = copy as? CATransition {
            transition.stage = TransitionStage(view: view, type: transition.type, subtype: transition.subtype)
        }
        runner.add(copy, key: key ?? "anonymous-\(UUID().uuidString)", start: start, isKeyed: key != nil)
        transaction?.track(copy, on: view.environment)
    }

    public func animation(forKey key: String) -> CAAnimation? { runner.animation(forKey: key) }

    public func animationKeys() -> [String]? {
        let keys = runner.keys
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears `animationDidStop(_:finished: false)`.
    public func removeAnimation(forKey key: String) {
        runner.remove(key: key)
    }

    /// The runner of this layer's animations, made on first use.
    var runner: LayerAnimationRunner {
        if let existing = view.animationState.layerRunner { return existing }
        let made = LayerAnimationRunner(view: view)
        view.animationState.layerRunner = made
        return made
    }
}
