import Foundation

// How a text field edits by UTF-16 range: the selection, the positions and ranges UITextInput hands
// out, and the overlay views at its ends.
extension UITextField {
    func textRange(_ range: NSRange) -> UITextRange { TextEditing.textRange(range) }

    /// Selects `range`, held inside the text; the delegate hears of a change.
    func select(_ range: NSRange) {
        let clamped = TextEditing.clamped(range, toLength: storedText.utf16.count)
        guard clamped != selection else { return }
        dismissTextEditMenu()
        selection = clamped
        setNeedsDisplayTree()
        delegate?.textFieldDidChangeSelection(self)
    }

    func substring(_ range: NSRange) -> String? {
        guard range.location >= 0, NSMaxRange(range) <= storedText.utf16.count else { return nil }
        return (storedText as NSString).substring(with: range)
    }

    /// A typed change: the delegate may refuse it (`textField(_:shouldChangeCharactersIn:replacementString:)`).
    func replaceCharacters(in range: NSRange, with text: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true else { return }
        replaceText(in: range, with: text)
    }

    /// Replaces `range` and leaves the caret after the new text.
    package func replaceText(in range: NSRange, with text: String) {
        guard range.location >= 0, NSMaxRange(range) <= storedText.utf16.count else { return }
        storedText = (storedText as NSString).replacingCharacters(in: range, with: text)
        dismissTextEditMenu()
        selection = NSRange(location: range.location + text.utf16.count, length: 0)
        textDidChange()
    }

    /// What Backspace deletes: the selection, or the whole character before the caret.
    func rangeDeletedBackward() -> NSRange? { TextEditing.rangeDeletedBackward(from: selection, in: storedText) }

    /// How wide the shown text is up to a UTF-16 offset (bullets, for secure entry).
    func shownWidth(upTo offset: Int, font: UIFont) -> CGFloat {
        guard offset > 0 else { return 0 }
        let prefix = storedText[..<String.Index(utf16Offset: Swift.min(offset, storedText.utf16.count), in: storedText)]
        let shown = isSecureTextEntry ? String(repeating: "•", count: prefix.count) : String(prefix)
        return TextEngine.shared.width(of: shown, font: font)
    }

    // MARK: Overlay views

    /// The overlay, when its mode shows it now.
    func shownOverlay(_ view: UIView?, _ mode: ViewMode) -> UIView? {
        guard let view else { return nil }
        switch mode {
        case .never: return nil
        case .always: return view
        case .whileEditing: return isEditing ? view : nil
        case .unlessEditing: return isEditing ? nil : view
        }
    }

    /// An overlay's size: its frame's, or, for one sized by Auto Layout, the size that fits it.
    func overlaySize(_ view: UIView) -> CGSize {
        if view.frame.size != .zero { return view.frame.size }
        return view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }

    func overlayDidChange(from old: UIView?) {
        if let old, old !== leftView, old !== rightView, old.superview === self { old.removeFromSuperview() }
        setNeedsLayout()
        setNeedsDisplayTree()
    }

    /// Puts the overlays that show now in their rectangles, and takes out those that do not.
    func layoutOverlays() {
        let bounds = self.bounds
        for (view, mode, rect) in [(leftView, leftViewMode, leftViewRect(forBounds: bounds)),
                                   (rightView, rightViewMode, rightViewRect(forBounds: bounds))] {
            guard let view else { continue }
            if shownOverlay(view, mode) != nil {
                if view.superview !== self { addSubview(view) }
                view.frame = rect
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
    }
}

extension UITextField: EditActionTarget {
    var isEditableForEditActions: Bool { isEnabled }
    var editedLength: Int { storedText.utf16.count }
    /// One line: up goes to its start, down to its end.
    func caretOffset(from offset: Int, byLines lines: Int) -> Int { lines < 0 ? 0 : editedLength }
    func lineBoundary(of offset: Int, atEnd: Bool) -> Int { atEnd ? editedLength : 0 }
    var isSelectionShown: Bool { isEditing }
    var selectsReadOnlyText: Bool { false }
    var dragSelects: Bool { true }

    func delegateEditMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        delegate?.textField(self, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
    }
    func editMenuWillPresent(animator: UIEditMenuInteractionAnimating) { delegate?.textField(self, willPresentEditMenuWith: animator) }
    func editMenuWillDismiss(animator: UIEditMenuInteractionAnimating) { delegate?.textField(self, willDismissEditMenuWith: animator) }
}
