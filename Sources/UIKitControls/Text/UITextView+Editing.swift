import Foundation

// How a text view edits by UTF-16 range (the selection, typed changes the delegate may refuse)
// and what a tap does: starts editing with the caret where it landed, or opens a link.
extension UITextView {
    func textRange(_ range: NSRange) -> UITextRange { TextEditing.textRange(range) }

    /// Selects `range`, held inside the text; the delegate hears of a change.
    func select(_ range: NSRange) {
        let clamped = TextEditing.clamped(range, toLength: storage.length)
        guard clamped != selection else { return }
        dismissTextEditMenu()
        selection = clamped
        setNeedsDisplayTree()
        textDelegate?.textViewDidChangeSelection(self)
    }

    func substring(_ range: NSRange) -> String? {
        guard range.location >= 0, NSMaxRange(range) <= storage.length else { return nil }
        return (storage.string as NSString).substring(with: range)
    }

    /// A typed change: the delegate may refuse it (`textView(_:shouldChangeTextIn:replacementText:)`).
    func replaceCharacters(in range: NSRange, with text: String) {
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true else { return }
        replaceText(in: range, with: text)
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    /// Replaces `range` with text in the typing attributes and leaves the caret after it, in view.
    func replaceText(in range: NSRange, with text: String) {
        guard range.location >= 0, NSMaxRange(range) <= storage.length else { return }
        let edited = NSMutableAttributedString(attributedString: storage)
        edited.replaceCharacters(in: range, with: NSAttributedString(string: text, attributes: typingAttributes))
        storage = edited
        dismissTextEditMenu()
        selection = NSRange(location: range.location + text.utf16.count, length: 0)
        textLayoutDidChange()
        textDelegate?.textViewDidChangeSelection(self)
        if isEditingText { scrollCaretToVisible() }
    }

    func rangeDeletedBackward() -> NSRange? { TextEditing.rangeDeletedBackward(from: selection, in: storage.string) }

    /// Keeps the caret on screen while typing, as UIKit's text view scrolls to follow it.
    func scrollCaretToVisible() {
        layoutIfNeeded()
        scrollRangeToVisible(NSRange(location: selection.location + selection.length, length: 0))
    }

    // MARK: Taps

    /// A tap on a link of a read-only text view opens it, and clears a selection made by touch; on
    /// an editable one it starts editing, the caret at the nearest character boundary; on the
    /// caret it shows the edit menu, and a second tap within a multi-tap's interval and reach
    /// selects the word, as on iOS.
    func tapped(at point: CGPoint) {
        let layout = textViewLayout
        let now = environment.animationEngine.now
        let isSecondTap = lastTap.map { now - $0.time <= UITapGestureRecognizer.multiTapInterval && hypot(point.x - $0.point.x, point.y - $0.point.y) <= 10 } ?? false
        lastTap = isSecondTap ? nil : (now, point)
        if !isEditable {
            if isSelectable, let link = link(at: point, in: layout) {
                open(link)
            } else if isSelectable, isSecondTap {
                textTapped(at: point, tapCount: 2, beganEditing: false)
            } else if selection.length > 0 {
                select(NSRange(location: selection.location, length: 0))
            }
            return
        }
        let wasEditing = isFirstResponder
        if !wasEditing { guard becomeFirstResponder() else { return } }
        textTapped(at: point, tapCount: isSecondTap ? 2 : 1, beganEditing: !wasEditing)
    }

    /// The link under a point: a character range whose glyphs the point is on.
    private func link(at point: CGPoint, in layout: TextViewLayout) -> (url: URL, range: NSRange)? {
        let links = self.links
        guard !links.isEmpty else { return nil }
        // The character whose box holds the point, not the nearest boundary.
        let boundary = layout.character(nearest: point)
        for candidate in [boundary, boundary - 1] where candidate >= 0 {
            let box = layout.caretRect(beforeCharacter: candidate).union(layout.caretRect(beforeCharacter: candidate + 1))
            guard box.insetBy(dx: -1, dy: 0).contains(point) else { continue }
            let offset = layout.utf16Offset(ofCharacter: candidate)
            if let link = links.first(where: { NSLocationInRange(offset, $0.range) }) { return link }
        }
        return nil
    }

    /// Asks the delegate, then opens the URL as the system would (UIApplication's `open(_:)`).
    private func open(_ link: (url: URL, range: NSRange)) {
        guard textDelegate?.textView(self, shouldInteractWith: link.url, in: link.range, interaction: .invokeDefaultAction) ?? true else { return }
        environment[OpenedURLs.self].open(link.url)
    }
}

extension UITextView: EditActionTarget {
    var isEditableForEditActions: Bool { isEditable }
    var editedLength: Int { storage.length }
    var isSelectionShown: Bool { isEditingText || (!isEditable && isSelectable && selection.length > 0) }
    var selectsReadOnlyText: Bool { !isEditable && isSelectable }
    var dragSelects: Bool { false }

    func offset(nearest point: CGPoint) -> Int { closestPosition(to: point)?.utf16Offset ?? 0 }
    func caretRect(atOffset offset: Int) -> CGRect { caretRect(for: UITextPosition(utf16Offset: offset)) }

    func delegateEditMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        textDelegate?.textView(self, editMenuForTextIn: range, suggestedActions: suggestedActions)
    }
    func editMenuWillPresent(animator: UIEditMenuInteractionAnimating) { textDelegate?.textView(self, willPresentEditMenuWith: animator) }
    func editMenuWillDismiss(animator: UIEditMenuInteractionAnimating) { textDelegate?.textView(self, willDismissEditMenuWith: animator) }

    func caretOffset(from offset: Int, byLines lines: Int) -> Int {
        let layout = textViewLayout
        let character = layout.character(atUTF16: offset)
        let line = layout.line(ofCharacter: character) + lines
        // Past the first or last line: the start or end of the text.
        guard line >= 0 else { return 0 }
        guard line < layout.lineCount else { return editedLength }
        let caret = layout.caretRect(beforeCharacter: character)
        let target = CGPoint(x: caret.minX, y: layout.caretRect(beforeCharacter: layout.lineStart(line)).midY)
        return layout.utf16Offset(ofCharacter: layout.character(nearest: target))
    }

    func lineBoundary(of offset: Int, atEnd: Bool) -> Int {
        let layout = textViewLayout
        let line = layout.line(ofCharacter: layout.character(atUTF16: offset))
        let start = layout.lineStart(line)
        guard atEnd else { return layout.utf16Offset(ofCharacter: start) }
        // The end of the line, before the space or newline that ends it.
        let end = line + 1 < layout.lineCount ? layout.lineStart(line + 1) - 1 : layout.characterCount
        return layout.utf16Offset(ofCharacter: Swift.max(start, end))
    }
}
