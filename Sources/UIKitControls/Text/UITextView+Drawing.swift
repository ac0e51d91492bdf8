import Foundation

// How a text view draws: the lines in view, the selection behind them and the caret while editing,
// all in content coordinates (they scroll with the bounds).
extension UITextView {
    func paintText(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        let layout = textViewLayout
        let visible = presentationBounds
        if isSelectionShown && selection.length > 0 {
            let first = layout.character(atUTF16: selection.location), last = layout.character(atUTF16: NSMaxRange(selection))
            for rect in layout.selectionRects(from: first, to: last) where rect.intersects(visible) {
                commands.append(.fill(rect: rect, transform: toWindow, color: .init(tintColor.withAlphaComponent(0.25).rgba), cornerRadius: 0))
            }
        }
        layout.paint(in: visible, into: &commands, transform: toWindow) { .init($0.rgba) }
        if isEditingText && selection.length == 0 {
            let caret = layout.caretRect(beforeCharacter: layout.character(atUTF16: selection.location))
            commands.append(.fill(rect: caret, transform: toWindow, color: .init(tintColor.rgba), cornerRadius: 1))
        }
        if isSelectionShown && selection.length > 0 {
            TextEditing.paintSelectionHandles(start: caretRect(atOffset: selection.location), end: caretRect(atOffset: NSMaxRange(selection)),
                                              color: tintColor, into: &commands, toWindow: toWindow)
        }
    }
}
