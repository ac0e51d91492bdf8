/// What a context menu's delegate is handed as the menu opens, closes or commits its preview:
/// animations run with the menu's own, completions after it.
@MainActor
package final class MenuInteractionAnimator: UIContextMenuInteractionCommitAnimating {
    package let previewViewController: UIViewController?
    package var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [() -> Void] = []

    package init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    package func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    package func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    func runAnimations() { for animation in animations { animation() } }
    func runCompletions() { for completion in completions { completion() } }
}
