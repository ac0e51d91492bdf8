import InterfaceBuilder

// A search bar's text, placeholder, style, buttons and scope titles, as Interface Builder writes them.
extension UISearchBar {
    func decodeSearchBarProperties(from archive: InterfaceBuilderCoder) {
        let element = archive.element
        if let text = archive.text("text") { searchTextField.text = text }
        if let placeholder = element["placeholder"] { self.placeholder = placeholder }
        if let prompt = element["prompt"] { self.prompt = prompt }
        switch element["searchBarStyle"] {
        case "minimal"?: searchBarStyle = .minimal
        case "prominent"?: searchBarStyle = .prominent
        default: break
        }
        if let color = archive.color("barTintColor") { barTintColor = color }
        if let shows = element.bool("showsCancelButton") { showsCancelButton = shows }
        if let shows = element.bool("showsScopeBar") { showsScopeBar = shows }
        if let translucent = element.bool("translucent") { isTranslucent = translucent }
        let titles = element.children(in: "scopeButtonTitles").filter { $0.name == "string" }.map(\.text)
        if !titles.isEmpty { scopeButtonTitles = titles }
        if let traits = element.child(key: "textInputTraits") { ArchivedTextInputTraits(traits).apply(to: searchTextField) }
    }
}
