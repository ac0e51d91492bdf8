// Typing: text and the Backspace and Return keys go to the first responder, as the hardware
// keyboard's do on an iPad.
extension UIWindow {
    /// Sends typed `text` to the first responder: "\n" is Return, "\u{8}" is Backspace. Returns
    /// whether a responder took it.
    @discardableResult
    package func sendTypedText(_ text: String) -> Bool {
        guard let input = environment.firstResponder as? UIKeyInput else { return false }
        var pending = ""
        func flush() {
            if !pending.isEmpty { input.insertText(pending); pending = "" }
        }
        for character in text {
            switch character {
            case "\u{8}": flush(); input.deleteBackward()
            case "\n", "\r", "\r\n": flush(); input.insertText("\n")
            default: pending.append(character)
            }
        }
        flush()
        needsDisplay = true
        return true
    }
}
