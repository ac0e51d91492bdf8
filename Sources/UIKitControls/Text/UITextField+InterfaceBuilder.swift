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
        let modes: [String: ViewMode] = ["never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always]
        if let mode = element["clearButtonMode"].flatMap({ modes[$0] }) { clearButtonMode = mode }
        if let traits = element.child(key: "textInputTraits") { ArchivedTextInputTraits(traits).apply(to: self) }
    }
}
