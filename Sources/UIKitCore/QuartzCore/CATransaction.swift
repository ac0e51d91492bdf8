/// Groups layer changes, as Core Animation's `CATransaction`: animations added inside take its
/// duration and timing function when they set none, and its completion block runs once every
/// animation added inside it, UIView animations included, has finished (a push or pop started
/// inside counts too).
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// Transactions belong to the code that opens them: the host whose entry runs now.
    private static var environment: HostEnvironment { .current }

    public static func begin() {
        environment.transactions.append(TransactionState())
    }

    public static func commit() {
        // The innermost running code with a transaction open (begun outside a push, committed after it).
        let environment = HostEnvironment.innermost { $0.transactions.isEmpty ? nil : $0 } ?? environment
        guard let state = environment.transactions.popLast() else {
            Diagnostics.warn("CATransaction.commit() without a matching begin(); ignored.")
            return
        }
        // A nested transaction's animations also hold up the one around it.
        if let outer = environment.transactions.last { outer.absorb(state) }
        state.startWaiting(in: environment)
    }

    /// Nothing is deferred here (changes show at the next frame anyway).
    public static func flush() {}

    public static func animationDuration() -> CFTimeInterval { current?.animationDuration ?? CAAnimation.defaultDuration }
    public static func setAnimationDuration(_ dur: CFTimeInterval) { settable.animationDuration = dur }

    public static func animationTimingFunction() -> CAMediaTimingFunction? { current?.timingFunction }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { settable.timingFunction = function }

    /// Whether implicit animations are off: those of layers that back no view (a view's own layer
    /// has none outside an animation block, as in UIKit).
    public static func disableActions() -> Bool { current?.disablesActions ?? false }
    public static func setDisableActions(_ flag: Bool) { settable.disablesActions = flag }

    public static func completionBlock() -> (() -> Void)? { current?.completion }
    public static func setCompletionBlock(_ block: (() -> Void)?) { settable.completion = block }

    private static var current: TransactionState? { HostEnvironment.openTransaction }

    /// The open transaction, or else the implicit one, opened now and committed at the end of the
    /// frame, as Core Animation's run loop commits it.
    private static var settable: TransactionState {
        if let current { return current }
        let environment = self.environment
        let implicit = TransactionState()
        environment.implicitTransaction = implicit
        environment.runAfterFrame { [weak environment] in environment?.endImplicitTransaction() }
        return implicit
    }
}

extension HostEnvironment {
    /// Commits the implicit transaction, if one is open.
    func endImplicitTransaction() {
        guard let implicit = implicitTransaction else { return }
        implicitTransaction = nil
        implicit.startWaiting(in: self)
    }
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

    /// The host whose frames the completion waits on: that of the first animation tracked (a
    /// transaction opened by a test outside every host still follows the host it animates).
    @Unretained private var clock: HostEnvironment? = nil

    func track(_ animation: CAAnimation, on environment: HostEnvironment) {
        animations.append(WeakAnimation(value: animation))
        if clock == nil { clock = environment }
    }

    func track(_ group: AnimationGroup, on environment: HostEnvironment) {
        groups.append(WeakGroup(value: group))
        if clock == nil { clock = environment }
    }

    func absorb(_ inner: TransactionState) {
        animations += inner.animations
        groups += inner.groups
        if clock == nil { clock = inner.clock }
    }

    /// After commit: the completion runs once nothing it tracks is still playing.
    func startWaiting(in environment: HostEnvironment) {
        guard completion != nil else { return }
        let environment = clock ?? environment
        let engine = environment.animationEngine
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
        environment.addFrameCallback(callback)
    }
}

extension HostEnvironment {
    /// The innermost transaction open around the running code: animations a host's code adds
    /// (a push's animator) join a transaction the code that started the push opened.
    static var openTransaction: TransactionState? { innermost { $0.transactions.last ?? $0.implicitTransaction } }
}
