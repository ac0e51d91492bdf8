// Typing: text and the Backspace and Return keys go to the first responder, as the hardware
// keyboard's do on an iPad.
extension UIWindow {
    /// Sends typed `text` to the first responder: "\n" is Return, "\u{8}" is Backspace. Returns
    /// whether a responder took it.
    @discardableResult
    package func sendTypedText(_ text: String) -> Bool {
        guard let input = environment.firstResponder as? UIKeyInput else { return false }
        // A keyboard sends one change per key, at the caret: each character is its own
        // insertText (and shouldChangeCharactersIn), as typing on the device is.
        for character in text {
            switch character {
            case "\u{8}": input.deleteBackward()
            case "\n", "\r", "\r\n": input.insertText("\n")
            default: input.insertText(String(character))
            }
        }
        setNeedsEveryViewRepainted()
        return true
    }
}

extension UIWindow {
    /// A keyboard shortcut's edit action (Ctrl+X, C, V, A in the simulator's window, the
    /// Simulator's Cmd keys), sent as UIKit sends it: to the first responder up the chain that can
    /// perform it now; false when none can.
    @discardableResult
    package func sendEditAction(_ action: StandardEditAction) -> Bool {
        guard let first = environment.firstResponder,
              let responder = first.target(forAction: action.selector, withSender: nil) as? UIResponder else { return false }
        action.send(to: responder, sender: nil)
        setNeedsEveryViewRepainted()
        return true
    }
}

extension UIWindow {
    /// An arrow, Home or End key for the text being edited (Shift extends the selection), as an
    /// iPad's hardware keyboard moves the caret; false when nothing is being edited.
    @discardableResult
    package func sendCaretMovement(_ movement: CaretMovement, extending: Bool) -> Bool {
        guard let target = environment.firstResponder as? EditActionTarget else { return false }
        target.moveCaret(movement, extending: extending)
        setNeedsEveryViewRepainted()
        return true
    }
}
