/// A timer's target, held strongly until the timer is invalidated, and the method to call on it.
final class TimerTarget: @unchecked Sendable {
    private var target: AnyObject?
    private let method: (AnyObject, Timer) -> Void

    init<Target: AnyObject>(_ target: Target, method: @escaping (Target, Timer) -> Void) {
        self.target = target
        self.method = { target, timer in method(target as! Target, timer) }
    }

    func send(_ timer: Timer) {
        guard let target else { return }
        method(target, timer)
    }

    func release() { target = nil }
}
