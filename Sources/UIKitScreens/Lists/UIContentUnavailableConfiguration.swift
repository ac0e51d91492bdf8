/// What a content-unavailable view shows, as iOS 17's `UIContentUnavailableConfiguration`: an
/// image, a text and a secondary text, and up to two buttons, stacked in the middle of the view
/// over a background. `empty()` starts blank, `loading()` with a spinning indicator and
/// "Loading…", `search()` with a magnifying glass and "No Results" (naming the search text once
/// updated for a state that has one).
@preconcurrency @MainActor
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties = TextProperties(font: .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .title2).pointSize, weight: .bold),
                                               color: .label)
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
    /// The buttons, as button configurations: a button shows when its configuration has a title
    /// or an image; its properties give its action.
    public var button = UIButton.Configuration.plain()
    public var buttonProperties = ButtonProperties()
    public var secondaryButton = UIButton.Configuration.plain()
    public var secondaryButtonProperties = ButtonProperties()
    public var alignment = Alignment.center
    /// The room kept around the content inside the view (with the safe area).
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    public var imageToTextPadding: CGFloat = 10
    public var textToSecondaryTextPadding: CGFloat = 5
    public var textToButtonPadding: CGFloat = 20
    public var buttonToSecondaryButtonPadding: CGFloat = 10
    /// Drawn behind the content, filling the view; clear by default.
    public var background = UIBackgroundConfiguration.clear()

    /// Which system configuration this started as: loading shows an indicator, search names the text.
    enum Kind { case empty, loading, search }
    private(set) var kind = Kind.empty

    public enum Alignment: Int, Sendable { case natural, center }

    private init(kind: Kind) { self.kind = kind }

    /// A blank configuration, for an empty state the app fills in.
    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration(kind: .empty) }

    /// A spinning activity indicator over "Loading…", in the secondary text colour.
    public static func loading() -> UIContentUnavailableConfiguration {
        var loading = UIContentUnavailableConfiguration(kind: .loading)
        loading.text = "Loading…"
        loading.textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
        return loading
    }

    /// A magnifying glass over "No Results" and a hint to check the spelling.
    public static func search() -> UIContentUnavailableConfiguration {
        var search = UIContentUnavailableConfiguration(kind: .search)
        search.image = UIImage(systemName: "magnifyingglass")
        search.text = "No Results"
        search.secondaryText = "Check the spelling or try a new search."
        return search
    }

    public func makeContentView() -> UIView & UIContentView { UIContentUnavailableView(configuration: self) }

    /// A search configuration names the search text of a state that has one.
    public func updated(for state: UIConfigurationState) -> UIContentUnavailableConfiguration {
        guard kind == .search, let searchText = (state as? UIContentUnavailableConfigurationState)?.searchText, !searchText.isEmpty else { return self }
        var updated = self
        updated.text = "No Results for “\(searchText)”"
        return updated
    }
}
