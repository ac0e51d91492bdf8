import Foundation

/// What the standard edit actions need of a text field or text view: its selection, its length,
/// and the one edit path that asks the delegate, as typing does.
@MainActor
protocol EditActionTarget: UITextInput {
    var selection: NSRange { get }
    var editedLength: Int { get }
    var isSecureTextEntry: Bool { get }
    /// Cut, paste and delete change the text only while this is true (an enabled field, an
    /// editable text view).
    var isEditableForEditActions: Bool { get }
    func select(_ range: NSRange)
    func replaceCharacters(in range: NSRange, with text: String)
    /// Where the caret lands `lines` lines above (negative) or below `offset`, keeping its place
    /// along the line; a single line goes to its start or end.
    func caretOffset(from offset: Int, byLines lines: Int) -> Int
    /// The start or end of the line holding `offset`.
    func lineBoundary(of offset: Int, atEnd: Bool) -> Int
}

// Cut, copy, paste, select all and delete on the host's general pasteboard, shared by text fields
// and text views (whose `open` action methods call these).
extension EditActionTarget {
    /// Puts the selected text on the general pasteboard; false (and nothing copied) when nothing
    /// is selected or the text is secure, as UIKit never copies a password.
    @discardableResult
    func copySelection() -> Bool {
        guard !isSecureTextEntry, selection.length > 0, let range = selectedTextRange,
              let text = self.text(in: range), !text.isEmpty else { return false }
        UIPasteboard.general.string = text
        return true
    }

    /// Copies the selection and deletes it, as one edit the delegate may refuse.
    func cutSelection() {
        guard isEditableForEditActions, copySelection() else { return }
        replaceCharacters(in: selection, with: "")
    }

    /// Replaces the selection with the pasteboard's text.
    func pasteOverSelection() {
        guard isEditableForEditActions, let text = UIPasteboard.general.string else { return }
        replaceCharacters(in: selection, with: text)
    }

    func selectAllText() { select(NSRange(location: 0, length: editedLength)) }

    func deleteSelection() {
        guard isEditableForEditActions, selection.length > 0 else { return }
        replaceCharacters(in: selection, with: "")
    }
}
