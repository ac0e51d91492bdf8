// Actions Interface Builder connects by selector name (`tapped:`), sent through the app's
// `InterfaceBuilderClasses` tables; an action aimed at the First Responder goes up the responder
// chain from the sender to the first responder whose class has the method, as UIKit sends it.
extension TargetAction {
    static func selector(_ selector: String, target: AnyObject?, source: InterfaceBuilderSource) -> TargetAction {
        Self.selector(selector, target: target, context: source.fileName)
    }

    /// `context` says where the action was set (a document's name), for the warnings.
    static func selector(_ selector: String, target: AnyObject?, context fileName: String) -> TargetAction {
        guard let target else {
            return TargetAction(target: nil, isClosure: true, identity: nil) { _, sender, event in
                var responder: UIResponder? = sender as? UIResponder ?? (sender as? UIGestureRecognizer)?.view
                while let current = responder {
                    if InterfaceBuilderClassTables.current.responds(current, to: selector) {
                        _ = InterfaceBuilderClassTables.current.send(selector, to: current, from: sender, event: event)
                        return
                    }
                    responder = current.next
                }
                Diagnostics.warnOnce("ib.action.\(fileName).\(selector)", "the action '\(selector)' sent to the First Responder (\(fileName)) found no responder whose class lists it in its module's InterfaceBuilderClasses; nothing ran")
            }
        }
        return TargetAction(target: target, isClosure: false, identity: ObjectIdentifier(target)) { target, sender, event in
            guard let target else { return }
            switch InterfaceBuilderClassTables.current.send(selector, to: target, from: sender, event: event) {
            case true?: return
            case false?:
                Diagnostics.warn("-[\(type(of: target)) \(selector)]: the action takes no \(type(of: sender)), which sent it (\(fileName)); not called.")
            case nil:
                // UIKit raises here; the lab says so and goes on, since the method may only be missing from the table.
                Diagnostics.warn("-[\(type(of: target)) \(selector)]: unrecognized selector sent to instance (\(fileName)). List the action in \(InterfaceBuilderClassTables.module(of: type(of: target))).InterfaceBuilderClasses (presentation-lab import writes it).")
            }
        }
    }
}
