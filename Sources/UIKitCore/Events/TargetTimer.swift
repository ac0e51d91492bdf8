import Foundation

/// A timer made with a target and method: it answers `userInfo`, which Foundation's block timers
/// on Linux cannot carry, and lets go of its target once invalidated, as Apple's does.
final class TargetTimer: Timer {
    private let storedUserInfo: Any?
    private let target: TimerTarget

    init(interval: TimeInterval, userInfo: Any?, repeats: Bool, fire target: TimerTarget) {
        storedUserInfo = userInfo
        self.target = target
        super.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats) { timer in
            target.send(timer)
            // A timer that does not repeat invalidates itself once it has fired.
            if !repeats { target.release() }
        }
    }

    override var userInfo: Any? { storedUserInfo }

    override func invalidate() {
        super.invalidate()
        target.release()
    }
}
