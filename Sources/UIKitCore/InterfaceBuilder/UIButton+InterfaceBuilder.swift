// A button's titles, title colours and images per state, and its configuration.
extension UIButton {
    func decodeButtonProperties(from archive: InterfaceBuilderCoder) {
        let element = archive.element
        for state in element.keyedChildren(named: "state") {
            guard let controlState = Self.archivedState(state.key) else { continue }
            let coder = archive.coder(for: state)
            // A localized title is keyed by the button: `id.normalTitle`.
            let localized = element.id.flatMap { archive.unarchiver.source.localizedStrings["\($0).\(state.key ?? "")Title"] }
            if let title = localized ?? coder.text("title") { setTitle(title, for: controlState) }
            if let color = coder.color("titleColor"), let color { setTitleColor(color, for: controlState) }
            if let color = coder.color("titleShadowColor"), let color { setTitleShadowColor(color, for: controlState) }
            if let image = coder.image("image") { setImage(image, for: controlState) }
            if let image = coder.image("backgroundImage") { setBackgroundImage(image, for: controlState) }
        }
        if let font = archive.font() { titleLabel?.font = font }
        if let mode = NSLineBreakMode(archived: element["lineBreakMode"]) { titleLabel?.lineBreakMode = mode }
        // The old `titleShadowOffset` is the title label's `shadowOffset`.
        if let offset = archive.size("titleShadowOffset") { titleLabel?.shadowOffset = offset }
        if let insets = archive.insets("contentEdgeInsets") { contentEdgeInsets = insets }
        if let insets = archive.insets("titleEdgeInsets") { titleEdgeInsets = insets }
        if let insets = archive.insets("imageEdgeInsets") { imageEdgeInsets = insets }
        if let toggles = element.bool("changesSelectionAsPrimaryAction") { changesSelectionAsPrimaryAction = toggles }
        if let configuration = element.child(key: "configuration"), configuration.name == "buttonConfiguration" {
            self.configuration = Self.decodeConfiguration(archive.coder(for: configuration), source: archive.unarchiver.source)
        }
    }

    /// A `<buttonConfiguration>`: its style, texts, image and their placement, colours, size,
    /// corners, insets and title font.
    private static func decodeConfiguration(_ coder: InterfaceBuilderCoder, source: InterfaceBuilderSource) -> Configuration {
        let element = coder.element
        var configuration: Configuration = switch element["style"] {
        case "gray"?: .gray()
        case "tinted"?: .tinted()
        case "filled"?: .filled()
        case "plain"?, nil: .plain()
        case let other?:
            { source.warnOnce("button.configuration.\(other)", "the '\(other)' button configuration (line \(element.line)) is drawn as a plain one", line: element.line); return .plain() }()
        }
        configuration.title = coder.text("title")
        configuration.subtitle = coder.text("subtitle")
        configuration.image = coder.image("image")
        if let placement = element["imagePlacement"] {
            configuration.imagePlacement = ["top": .top, "bottom": .bottom, "trailing": .trailing][placement] ?? .leading
        }
        if let padding = element.double("imagePadding") { configuration.imagePadding = CGFloat(padding) }
        if let padding = element.double("titlePadding") { configuration.titlePadding = CGFloat(padding) }
        if let alignment = element["titleAlignment"] {
            configuration.titleAlignment = ["leading": .leading, "center": .center, "trailing": .trailing][alignment] ?? .automatic
        }
        if let size = element["buttonSize"] {
            configuration.buttonSize = ["mini": .mini, "small": .small, "large": .large][size] ?? .medium
        }
        if let corners = element["cornerStyle"] {
            configuration.cornerStyle = ["small": .small, "medium": .medium, "large": .large, "capsule": .capsule][corners] ?? .dynamic
        }
        if let showsSpinner = element.bool("showsActivityIndicator") { configuration.showsActivityIndicator = showsSpinner }
        if let color = coder.color("baseForegroundColor") { configuration.baseForegroundColor = color }
        if let color = coder.color("baseBackgroundColor") { configuration.baseBackgroundColor = color }
        if let insets = coder.directionalInsets("contentInsets") { configuration.contentInsets = insets }
        configuration.titleFont = coder.font("titleFontDescription")
        return configuration
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
