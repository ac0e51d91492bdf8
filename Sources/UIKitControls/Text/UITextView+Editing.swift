import Foundation

// How a text view edits by UTF-16 range (the selection, typed changes the delegate may refuse)
// and what a tap does: starts editing with the caret where it landed, or opens a link.
extension UITextView {
    func textRange(_ range: NSRange) -> UITextRange { TextEditing.textRange(range) }

    /// Selects `range`, held inside the text; the delegate hears of a change.
    func select(_ range: NSRange) {
        let clamped = TextEditing.clamped(range, toLength: storage.length)
        guard clamped != selection else { return }
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

    /// A tap on a link of a read-only text view opens it; on an editable one it starts editing, the
    /// caret at the nearest character boundary.
    func tapped(at point: CGPoint) {
        let layout = textViewLayout
        let character = layout.character(nearest: point)
        if !isEditable, isSelectable, let link = link(at: point, in: layout) {
            open(link)
            return
        }
        guard isEditable else { return }
        if !isFirstResponder { guard becomeFirstResponder() else { return } }
        // A second tap within a multi-tap's interval and reach selects the word, as on iOS.
        let now = environment.animationEngine.now
        defer { lastTap = (now, point) }
        if let lastTap, now - lastTap.time <= UITapGestureRecognizer.multiTapInterval,
           hypot(point.x - lastTap.point.x, point.y - lastTap.point.y) <= 10 {
            self.lastTap = nil
            selectWord(at: layout.utf16Offset(ofCharacter: character))
            return
        }
        select(NSRange(location: layout.utf16Offset(ofCharacter: character), length: 0))
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
