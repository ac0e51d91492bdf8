/// What a layer runs when one of its properties changes, as Core Animation's `CAAction`: an
/// animation adds itself to the layer under the property's key; `NSNull` does nothing (an entry in
/// `actions` that turns a property's implicit animation off).
@preconcurrency @MainActor
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
