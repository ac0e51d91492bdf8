/// What a context menu's delegate is handed as the menu opens, closes or commits its preview:
/// animations run with the menu's own, completions after it.
@MainActor
final class MenuInteractionAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    func runAnimations() { for animation in animations { animation() } }
    func runCompletions() { for completion in completions { completion() } }
}
