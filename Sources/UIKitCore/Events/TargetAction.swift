/// One registered target-action pair, by the porting rule: the target is held weakly and the action
/// is the target type's method, unapplied (`ViewController.tapped(_:)` in place of `#selector`).
@preconcurrency @MainActor
struct TargetAction<Sender: AnyObject> {
    weak var target: AnyObject?
    /// Holds no target: for closures, which run as long as they are registered.
    let isClosure: Bool
    let identity: ObjectIdentifier?
    let perform: (AnyObject?, Sender, UIEvent?) -> Void

    /// Sends the action; a method action whose target is gone does nothing.
    func send(from sender: Sender, event: UIEvent?) {
        if isClosure { perform(nil, sender, event); return }
        guard let target else { return }
        perform(target, sender, event)
    }

    static func method<T: AnyObject>(_ target: T, _ action: @escaping (T) -> () -> Void) -> TargetAction {
        TargetAction(target: target, isClosure: false, identity: ObjectIdentifier(target)) { target, _, _ in
            action(target as! T)()
        }
    }

    static func method<T: AnyObject, Argument>(_ target: T, _ action: @escaping (T) -> (Argument) -> Void) -> TargetAction {
        TargetAction(target: target, isClosure: false, identity: ObjectIdentifier(target)) { target, sender, _ in
            guard let argument = sender as? Argument else {
                Diagnostics.warn("Action of \(T.self) expects a \(Argument.self) but was sent by a \(type(of: sender)); not called.")
                return
            }
            action(target as! T)(argument)
        }
    }

    static func method<T: AnyObject, Argument>(_ target: T, _ action: @escaping (T) -> (Argument, UIEvent) -> Void) -> TargetAction {
        TargetAction(target: target, isClosure: false, identity: ObjectIdentifier(target)) { target, sender, event in
            guard let argument = sender as? Argument else {
                Diagnostics.warn("Action of \(T.self) expects a \(Argument.self) but was sent by a \(type(of: sender)); not called.")
                return
            }
            action(target as! T)(argument, event ?? UIEvent(touches: []))
        }
    }

    static func closure(_ handler: @escaping (Sender) -> Void) -> TargetAction {
        TargetAction(target: nil, isClosure: true, identity: nil) { _, sender, _ in handler(sender) }
    }
}
