/// A registration made by `registerForTraitChanges`; pass it to `unregisterForTraitChanges` to stop.
@preconcurrency @MainActor
public final class UITraitChangeRegistration: Hashable {
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    nonisolated public static func == (l: UITraitChangeRegistration, r: UITraitChangeRegistration) -> Bool { l === r }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Calls the handler when one of its traits differs between the collections.
    func notify(_ owner: AnyObject, previous: UITraitCollection, current: UITraitCollection) {
        guard traits.contains(where: { $0.hasChanged(from: previous, to: current) }) else { return }
        handler(owner, previous)
    }
}

/// Views and view controllers: objects whose trait changes can be observed (UIKit's iOS 17 API).
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}

extension UITraitChangeObservable where Self: UITraitEnvironment {
    /// Calls `handler` with the object and the previous traits whenever one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait],
                                        handler: @escaping (Self, UITraitCollection) -> Void) -> UITraitChangeRegistration {
        let registration = UITraitChangeRegistration(traits: traits) { owner, previous in
            if let owner = owner as? Self { handler(owner, previous) }
        }
        traitRegistrations.append(registration)
        return registration
    }

    /// The target-action form, by the porting rule: `action` is the target type's method, unapplied.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(_ traits: [UITrait], target: Target,
                                                           action: @escaping (Target) -> () -> Void) -> UITraitChangeRegistration {
        let registration = UITraitChangeRegistration(traits: traits) { [weak target] _, _ in
            if let target { action(target)() }
        }
        traitRegistrations.append(registration)
        return registration
    }

    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }

    private var traitRegistrations: [UITraitChangeRegistration] {
        get { (self as? UIView)?.traitState.changeRegistrations ?? (self as? UIViewController)?.traitState.changeRegistrations ?? [] }
        set {
            if let view = self as? UIView { view.traitState.changeRegistrations = newValue }
            if let controller = self as? UIViewController { controller.traitState.changeRegistrations = newValue }
        }
    }
}
