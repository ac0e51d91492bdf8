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
    /// The character boundary nearest a point in the view, as a UTF-16 offset.
    func offset(nearest point: CGPoint) -> Int
    /// The caret's rectangle before UTF-16 `offset`, in the view.
    func caretRect(atOffset offset: Int) -> CGRect
    /// Whether the selection is drawn, with its handles: while editing, or a read-only text's
    /// selection made by touch.
    var isSelectionShown: Bool { get }
    /// Whether a press in read-only text selects (a selectable text view's).
    var selectsReadOnlyText: Bool { get }
    /// Whether a drag across the text selects it (a field's single line; a text view scrolls).
    var dragSelects: Bool { get }
    /// The delegate's edit menu for the selection; nil for the suggested actions.
    func delegateEditMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    func editMenuWillPresent(animator: UIEditMenuInteractionAnimating)
    func editMenuWillDismiss(animator: UIEditMenuInteractionAnimating)
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

    /// Whether the standard edit action makes sense now, as UIKit's text answers
    /// `canPerformAction(_:withSender:)`: cut and copy a visible selection, paste text from the
    /// pasteboard into editable text, select a word with the caret in text, select all unless
    /// everything is selected. Delete is left to the keyboard (UIKit's text menu does not offer it).
    func canPerformEditAction(_ action: StandardEditAction) -> Bool {
        switch action {
        case .cut: isEditableForEditActions && !isSecureTextEntry && selection.length > 0
        case .copy: !isSecureTextEntry && selection.length > 0
        case .paste: isEditableForEditActions && UIPasteboard.general.hasStrings
        case .delete: false
        case .select: selection.length == 0 && editedLength > 0
        case .selectAll: editedLength > 0 && selection.length < editedLength
        }
    }

    /// Selects the word at or next to the caret, as the edit menu's Select does; with none there,
    /// the word before it.
    func selectWordAtCaret() {
        let text = wholeText
        var range = TextEditing.wordRange(around: selection.location, in: text)
        if range.length == 0 {
            // Between words: the nearest word before the caret (UIKit selects it, or the space).
            let before = (text as NSString).substring(to: Swift.min(selection.location, text.utf16.count))
            if let last = before.lastIndex(where: { $0.isLetter || $0.isNumber }) {
                range = TextEditing.wordRange(around: last.utf16Offset(in: before), in: text)
            }
        }
        if range.length > 0 { select(range) }
    }
}

