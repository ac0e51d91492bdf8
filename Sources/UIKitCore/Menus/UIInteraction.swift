/// Behaviour added to a view as a whole, as UIKit's `UIInteraction`: a context menu, an edit menu.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}
