import InterfaceBuilder

/// A `<textInputTraits>` element: the keyboard a text field or text view asks for, in Interface
/// Builder's names. Nil members were not set in the document.
@MainActor
package struct ArchivedTextInputTraits {
    var isSecureTextEntry: Bool?
    var keyboardType: UIKeyboardType?
    var returnKeyType: UIReturnKeyType?
    var autocapitalizationType: UITextAutocapitalizationType?
    var autocorrectionType: UITextAutocorrectionType?
    var spellCheckingType: UITextSpellCheckingType?
    var textContentType: UITextContentType?
    var keyboardAppearance: UIKeyboardAppearance?

    package init(_ traits: InterfaceBuilderElement) {
        isSecureTextEntry = traits.bool("secureTextEntry")
        keyboardType = traits["keyboardType"].flatMap { Self.keyboardTypes[$0] }
        returnKeyType = traits["returnKeyType"].flatMap { Self.returnKeyTypes[$0] }
        autocapitalizationType = traits["autocapitalizationType"].flatMap { Self.autocapitalizationTypes[$0] }
        autocorrectionType = traits["autocorrectionType"].map { $0 == "no" ? .no : $0 == "yes" ? .yes : .default }
        spellCheckingType = traits["spellCheckingType"].map { $0 == "no" ? .no : $0 == "yes" ? .yes : .default }
        textContentType = traits["textContentType"].map { UITextContentType(rawValue: $0) }
        keyboardAppearance = traits["keyboardAppearance"].map { $0 == "alert" || $0 == "dark" ? .dark : $0 == "light" ? .light : .default }
    }

    /// Sets on a field or text view the traits the document sets.
    package func apply(to target: TextInputTraitsSettable) {
        if let isSecureTextEntry { target.isSecureTextEntry = isSecureTextEntry }
        if let keyboardType { target.keyboardType = keyboardType }
        if let returnKeyType { target.returnKeyType = returnKeyType }
        if let autocapitalizationType { target.autocapitalizationType = autocapitalizationType }
        if let autocorrectionType { target.autocorrectionType = autocorrectionType }
        if let spellCheckingType { target.spellCheckingType = spellCheckingType }
        if let textContentType { target.textContentType = textContentType }
        if let keyboardAppearance { target.keyboardAppearance = keyboardAppearance }
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

/// What text input traits a document can set: text fields' and text views' (UIKit's
/// `UITextInputTraits` members, which are optional there).
@MainActor
package protocol TextInputTraitsSettable: AnyObject {
    var isSecureTextEntry: Bool { get set }
    var keyboardType: UIKeyboardType { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var textContentType: UITextContentType? { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
}

extension UITextField: TextInputTraitsSettable {}
extension UITextView: TextInputTraitsSettable {}
