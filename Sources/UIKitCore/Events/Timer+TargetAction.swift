import Foundation

// Timer's target-selector API by the porting rule: the target's method, unapplied
// (`ViewController.tick(_:)` or `ViewController.tick` in place of `#selector(tick)`). As Apple
// documents, the timer keeps a strong reference to its target until it is invalidated.
extension Timer {
    /// Makes a timer and schedules it on the current run loop in the default mode.
    public class func scheduledTimer<Target: AnyObject>(timeInterval ti: TimeInterval, target aTarget: Target,
                                                        selector aSelector: @escaping (Target) -> (Timer) -> Void,
                                                        userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        schedule(TargetTimer(interval: ti, userInfo: userInfo, repeats: yesOrNo,
                             fire: TimerTarget(aTarget) { target, timer in aSelector(target)(timer) }))
    }

    /// The form whose method takes no argument.
    public class func scheduledTimer<Target: AnyObject>(timeInterval ti: TimeInterval, target aTarget: Target,
                                                        selector aSelector: @escaping (Target) -> () -> Void,
                                                        userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        schedule(TargetTimer(interval: ti, userInfo: userInfo, repeats: yesOrNo,
                             fire: TimerTarget(aTarget) { target, _ in aSelector(target)() }))
    }

    private class func schedule(_ timer: Timer) -> Timer {
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}
