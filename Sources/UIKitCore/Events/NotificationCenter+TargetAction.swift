import Foundation

// NotificationCenter's selector API by the porting rule: the observer's method, unapplied
// (`ViewController.keyboardWillShow(_:)` in place of `#selector(keyboardWillShow(_:))`). As on
// iOS 9 and later, the observer is not retained and its registrations go when it does; the
// method is called on the thread that posts.
extension NotificationCenter {
    public func addObserver<Observer: AnyObject>(_ observer: Observer, selector aSelector: @escaping (Observer) -> (Notification) -> Void,
                                                 name aName: NSNotification.Name?, object anObject: Any?) {
        register(observer, name: aName, object: anObject) { observer, notification in aSelector(observer)(notification) }
    }

    /// The form whose method takes an `NSNotification`, as older code declares it.
    public func addObserver<Observer: AnyObject>(_ observer: Observer, selector aSelector: @escaping (Observer) -> (NSNotification) -> Void,
                                                 name aName: NSNotification.Name?, object anObject: Any?) {
        register(observer, name: aName, object: anObject) { observer, notification in aSelector(observer)(notification as NSNotification) }
    }

    /// The form whose method takes no argument.
    public func addObserver<Observer: AnyObject>(_ observer: Observer, selector aSelector: @escaping (Observer) -> () -> Void,
                                                 name aName: NSNotification.Name?, object anObject: Any?) {
        register(observer, name: aName, object: anObject) { observer, _ in aSelector(observer)() }
    }

    /// Removes every registration of `observer`: those made with a method, and a block's token.
    public func removeObserver(_ observer: AnyObject) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Removes `observer`'s registrations for `aName` and `anObject` (nil matches any).
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        for token in SelectorObservers.shared.remove(observer, name: aName, object: anObject, in: self) {
            removeObserver(token as Any)
        }
        // A token from `addObserver(forName:object:queue:using:)`, or anything Foundation knows.
        removeObserver(observer as Any, name: aName, object: anObject)
    }

    private func register<Observer: AnyObject>(_ observer: Observer, name: NSNotification.Name?, object: Any?,
                                               deliver: @escaping (Observer, Notification) -> Void) {
        let delivery = ObserverDelivery(observer: observer, deliver: deliver)
        let token = addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            guard delivery.deliver(notification), let self, let token = delivery.token else { return }
            // The observer has gone: as iOS does, its registration goes the next time it would be posted to.
            SelectorObservers.shared.forget(token, in: self)
            self.removeObserver(token as Any)
        }
        delivery.token = token
        SelectorObservers.shared.add(token, observer: observer, name: name, object: object, in: self)
    }
}
