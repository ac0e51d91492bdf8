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
