/// Groups layer changes, as Core Animation's `CATransaction`: animations added inside take its
/// duration and timing function when they set none, and its completion block runs once every
/// animation added inside it, UIView animations included, has finished (a push or pop started
/// inside counts too).
@preconcurrency @MainActor
open class CATransaction: NSObject {
    public static func begin() {
        UIApplication.shared.environment.transactions.append(TransactionState())
    }

    public static func commit() {
        let environment = UIApplication.shared.environment
        guard let state = environment.transactions.popLast() else {
            Diagnostics.warn("CATransaction.commit() without a matching begin(); ignored.")
            return
        }
        // A nested transaction's animations also hold up the one around it.
        if let outer = environment.transactions.last { outer.absorb(state) }
        state.startWaiting()
    }

    /// Nothing is deferred here (changes show at the next frame anyway).
    public static func flush() {}

    public static func animationDuration() -> CFTimeInterval { current?.animationDuration ?? CAAnimation.defaultDuration }
    public static func setAnimationDuration(_ dur: CFTimeInterval) { current?.animationDuration = dur }

    public static func animationTimingFunction() -> CAMediaTimingFunction? { current?.timingFunction }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current?.timingFunction = function }

    /// Whether implicit animations are off. View-backed layers (every layer here) have none, as in
    /// UIKit, so this changes nothing on screen.
    public static func disableActions() -> Bool { current?.disablesActions ?? false }
    public static func setDisableActions(_ flag: Bool) { current?.disablesActions = flag }

    public static func completionBlock() -> (() -> Void)? { current?.completion }
    public static func setCompletionBlock(_ block: (() -> Void)?) { current?.completion = block }

    private static var current: TransactionState? { UIApplication.shared.environment.transactions.last }
}

/// One open (or committed, still waiting) transaction.
@MainActor
final class TransactionState {
    var animationDuration: CFTimeInterval?
    var timingFunction: CAMediaTimingFunction?
    var disablesActions = false
    var completion: (() -> Void)?
    private var animations: [WeakAnimation] = []
    private var groups: [WeakGroup] = []

    private struct WeakAnimation { weak var value: CAAnimation?; weak var layerView: UIView? }
    private struct WeakGroup { weak var value: AnimationGroup? }

    func track(_ animation: CAAnimation) { animations.append(WeakAnimation(value: animation)) }
    func track(_ group: AnimationGroup) { groups.append(WeakGroup(value: group)) }

    func absorb(_ inner: TransactionState) {
        animations += inner.animations
        groups += inner.groups
    }

    /// After commit: the completion runs once nothing it tracks is still playing.
    func startWaiting() {
        guard completion != nil else { return }
        let engine = UIApplication.shared.animationEngine
        let callback = FrameCallback { [self] _ in
            let playing = animations.contains { entry in
                guard let animation = entry.value else { return false }
                return !animation.hasStoppedPlaying
            } || groups.contains { $0.value.map { group in engine.groups.contains { $0 === group } } ?? false }
            guard !playing else { return true }
            let completion = self.completion
            self.completion = nil
            completion?()
            return false
        }
        UIApplication.shared.addFrameCallback(callback)
    }
}
