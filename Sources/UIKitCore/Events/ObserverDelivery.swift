import Foundation

/// What one typed registration calls: the observer, held weakly, and its method.
final class ObserverDelivery<Observer: AnyObject>: @unchecked Sendable {
    weak var observer: Observer?
    var token: NSObjectProtocol?
    let method: (Observer, Notification) -> Void

    init(observer: Observer, deliver: @escaping (Observer, Notification) -> Void) {
        self.observer = observer
        method = deliver
    }

    /// Calls the method; true when the observer has gone instead.
    func deliver(_ notification: Notification) -> Bool {
        guard let observer else { return true }
        method(observer, notification)
        return false
    }
}
