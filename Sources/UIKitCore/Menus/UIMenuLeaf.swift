/// An element a person chooses, as UIKit's `UIMenuLeaf`: an action.
@preconcurrency @MainActor
public protocol UIMenuLeaf: AnyObject {
    var title: String { get set }
    var subtitle: String? { get set }
    var image: UIImage? { get set }
    var selectedImage: UIImage? { get set }
    var discoverabilityTitle: String? { get set }
    var attributes: UIMenuElement.Attributes { get set }
    var state: UIMenuElement.State { get set }
    var sender: Any? { get }
    func performWithSender(_ sender: Any?, target: Any?)
}
