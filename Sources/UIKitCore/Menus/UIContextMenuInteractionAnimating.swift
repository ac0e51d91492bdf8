/// What a context menu's delegate gets as the menu opens or closes, as UIKit's
/// `UIContextMenuInteractionAnimating`: animations to run alongside, and work for after.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}
