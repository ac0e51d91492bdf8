import Foundation
@_spi(UIKitLayers) import UIKitCore

// The edit menu of text fields and text views: the standard actions the text can perform now (and
// the app's UIMenuController items), or the delegate's menu, over the selection or the caret.
extension EditActionTarget where Self: UIView {
    /// Shows the edit menu pointing at the selection, or the caret; choosing Select or Select All
    /// shows it again for the new selection, as iOS does.
    func presentTextEditMenu() {
        guard let window else { return }
        let suggested = suggestedEditActions(sender: nil) { [weak self] action, _ in
            if action == .select || action == .selectAll { self?.presentTextEditMenu() }
        }
        let menu = delegateEditMenu(for: selection, suggestedActions: suggested) ?? UIMenu(children: suggested)
        guard !menu.children.isEmpty else { return }
        let animator = MenuInteractionAnimator(previewViewController: nil)
        editMenuWillPresent(animator: animator)
        let presentation = EditMenuPresentation.open(menu, in: window, targetRect: convert(selectionBounds, to: nil), owner: self, animator: animator)
        presentation.onWillClose = { [weak self] animator in self?.editMenuWillDismiss(animator: animator) }
    }

    /// Closes the edit menu this text shows, if any.
    func dismissTextEditMenu() {
        guard let menu = window?.openEditMenu, menu.owner === self else { return }
        menu.close(animated: true)
    }

    /// The caret's rectangle, or the rectangle around the selection's ends.
    var selectionBounds: CGRect {
        let start = caretRect(atOffset: selection.location)
        guard selection.length > 0 else { return start }
        return start.union(caretRect(atOffset: NSMaxRange(selection)))
    }
}
