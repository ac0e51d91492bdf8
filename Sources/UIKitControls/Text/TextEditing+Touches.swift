import Foundation
@_spi(UIKitLayers) import UIKitCore

// What a tap does in text, shared by text fields and text views: it puts the caret where it
// lands; on the caret or the selection it shows the edit menu (or hides it); a double tap selects
// the word and shows the menu.
extension EditActionTarget where Self: UIView {
    /// A tap at `point` (the view's coordinates) ending `tapCount` taps; `beganEditing` when this
    /// tap made the text the first responder.
    func textTapped(at point: CGPoint, tapCount: Int, beganEditing: Bool) {
        let offset = offset(nearest: point)
        if tapCount >= 2 {
            selectWord(at: offset)
            if selection.length > 0 { presentTextEditMenu() }
            return
        }
        if !beganEditing && isOnSelection(point) {
            // The touch closed this text's menu as it began: that was the toggle.
            if window?.editMenuOwnerClosedByTouch !== self { presentTextEditMenu() }
            return
        }
        select(NSRange(location: offset, length: 0))
    }

    /// Whether `point` is on the caret (within a finger's reach of it) or inside the selection.
    func isOnSelection(_ point: CGPoint) -> Bool {
        guard selection.length > 0 else {
            return caretRect(atOffset: selection.location).insetBy(dx: -TextEditing.handleReach / 2, dy: -4).contains(point)
        }
        let offset = offset(nearest: point)
        guard offset >= selection.location, offset <= NSMaxRange(selection) else { return false }
        // Inside the range of offsets, and on a line the selection covers.
        let top = caretRect(atOffset: selection.location).minY, bottom = caretRect(atOffset: NSMaxRange(selection)).maxY
        return point.y >= top - 4 && point.y <= bottom + 4
    }
}

extension EditActionTarget where Self: UIView {
    /// A secondary click: editable text takes the caret there (unless the click is on the
    /// selection) and read-only text selects the word there, then the edit menu shows.
    func secondaryClicked(at point: CGPoint) -> Bool {
        if isEditableForEditActions {
            if !isFirstResponder { guard becomeFirstResponder() else { return false } }
            if !isOnSelection(point) { select(NSRange(location: offset(nearest: point), length: 0)) }
        } else if selectsReadOnlyText {
            if !isOnSelection(point) { selectWord(at: offset(nearest: point)) }
        } else {
            return false
        }
        presentTextEditMenu()
        return true
    }
}

extension UITextField: SecondaryClickEditMenu {
    package func openEditMenuForSecondaryClick(at point: CGPoint) -> Bool { secondaryClicked(at: point) }
}

extension UITextView: SecondaryClickEditMenu {
    package func openEditMenuForSecondaryClick(at point: CGPoint) -> Bool { secondaryClicked(at: point) }
}
