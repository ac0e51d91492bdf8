/// What an edit menu's delegate gets as the menu shows or hides, as UIKit's
/// `UIEditMenuInteractionAnimating`: animations to run alongside, and work for after.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

extension MenuInteractionAnimator: UIEditMenuInteractionAnimating {}
