import InterfaceBuilder

// A text field's text, placeholder, border and text traits, as Interface Builder writes them.
extension UITextField {
    func decodeTextFieldProperties(from archive: InterfaceBuilderCoder) {
        let element = archive.element
        if let text = archive.text("text") { self.text = text }
        if let placeholder = archive.text("placeholder") { self.placeholder = placeholder }
        if let font = archive.font() { self.font = font }
        if let color = archive.color("textColor") { textColor = color }
        if let alignment = archive.textAlignment() { textAlignment = alignment }
        switch element["borderStyle"] {
        case "roundedRect"?: borderStyle = .roundedRect
        case "line"?: borderStyle = .line
        case "bezel"?: borderStyle = .bezel
        default: break
        }
        if let adjusts = element.bool("adjustsFontSizeToFit") { adjustsFontSizeToFitWidth = adjusts }
        if let size = element.double("minimumFontSize") { minimumFontSize = CGFloat(size) }
        if let clears = element.bool("clearsOnBeginEditing") { clearsOnBeginEditing = clears }
        if let traits = element.child(key: "textInputTraits") { decodeTextInputTraits(traits) }
    }

    /// `<textInputTraits>`: the keyboard the field asks for, as Interface Builder's names.
    private func decodeTextInputTraits(_ traits: InterfaceBuilderElement) {
        if traits.bool("secureTextEntry") == true { isSecureTextEntry = true }
        if let type = traits["keyboardType"].flatMap({ Self.keyboardTypes[$0] }) { keyboardType = type }
        if let type = traits["returnKeyType"].flatMap({ Self.returnKeyTypes[$0] }) { returnKeyType = type }
        if let type = traits["autocapitalizationType"].flatMap({ Self.autocapitalizationTypes[$0] }) { autocapitalizationType = type }
        if let type = traits["autocorrectionType"] { autocorrectionType = type == "no" ? .no : type == "yes" ? .yes : .default }
        if let type = traits["spellCheckingType"] { spellCheckingType = type == "no" ? .no : type == "yes" ? .yes : .default }
        if let type = traits["textContentType"] { textContentType = UITextContentType(rawValue: type) }
    }

    private static let keyboardTypes: [String: UIKeyboardType] = [
        "default": .default, "alphabet": .asciiCapable, "numbersAndPunctuation": .numbersAndPunctuation, "URL": .URL,
        "numberPad": .numberPad, "phonePad": .phonePad, "namePhonePad": .namePhonePad, "emailAddress": .emailAddress,
        "decimalPad": .decimalPad, "twitter": .twitter, "webSearch": .webSearch, "asciiCapableNumberPad": .asciiCapableNumberPad,
    ]
    private static let returnKeyTypes: [String: UIReturnKeyType] = [
        "default": .default, "go": .go, "google": .google, "join": .join, "next": .next, "route": .route, "search": .search,
        "send": .send, "yahoo": .yahoo, "done": .done, "emergencyCall": .emergencyCall, "continue": .continue,
    ]
    private static let autocapitalizationTypes: [String: UITextAutocapitalizationType] = [
        "none": .none, "words": .words, "sentences": .sentences, "allCharacters": .allCharacters,
    ]
}
