// A button's titles, title colours and images per state, and its configuration's title and image
// (the configuration's styles are not built yet, and are named once).
extension UIButton {
    func decodeButtonProperties(from archive: InterfaceBuilderCoder) {
        let element = archive.element
        for state in element.children where state.name == "state" {
            guard let controlState = Self.archivedState(state.key) else { continue }
            let coder = archive.coder(for: state)
            // A localized title is keyed by the button: `id.normalTitle`.
            let localized = element.id.flatMap { archive.unarchiver.source.localizedStrings["\($0).\(state.key ?? "")Title"] }
            if let title = localized ?? coder.text("title") { setTitle(title, for: controlState) }
            if let color = coder.color("titleColor"), let color { setTitleColor(color, for: controlState) }
            if let image = coder.image("image") { setImage(image, for: controlState) }
        }
        if let configuration = element.child(key: "configuration"), configuration.name == "buttonConfiguration" {
            let coder = archive.coder(for: configuration)
            if let title = coder.text("title") { setTitle(title, for: .normal) }
            if let image = coder.image("image") { setImage(image, for: .normal) }
            if let style = configuration["style"], style != "plain" {
                archive.unarchiver.source.warnOnce("button.configuration.\(style)", "the '\(style)' button configuration (line \(configuration.line)) is drawn as a plain button; UIButton.Configuration is not built yet", line: configuration.line)
            }
        }
        if let font = archive.font() { titleLabel?.font = font }
        if let enabled = element.bool("enabled") { isEnabled = enabled }
        if let selected = element.bool("selected") { isSelected = selected }
    }

    private static func archivedState(_ key: String?) -> UIControl.State? {
        switch key {
        case "normal"?: .normal
        case "highlighted"?: .highlighted
        case "disabled"?: .disabled
        case "selected"?: .selected
        default: nil
        }
    }
}
